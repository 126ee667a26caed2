import { describe, expect, test } from 'vitest'
import { connectLayout } from './connectLayout'

const features = (overrides: { emailShowWallets?: boolean; collapseWallets?: boolean } = {}) => ({
  features: { emailShowWallets: true, collapseWallets: false, ...overrides },
})

describe('§1 Connect view layout flags', () => {
  test('default: the resolved order, wallets listed', () => {
    expect(connectLayout(features(), ['email', 'social', 'wallet'], ['email', 'social'])).toEqual({ order: ['email', 'social', 'wallet'], collapseWallets: false })
  })
  test('§1 collapseWallets: the order stays, the wallets wait behind a button', () => {
    expect(connectLayout(features({ collapseWallets: true }), ['wallet', 'email', 'social'], ['email'])).toEqual({ order: ['wallet', 'email', 'social'], collapseWallets: true })
  })
  test('§1 emailShowWallets off: email and socials first, the wallets behind a button', () => {
    expect(connectLayout(features({ emailShowWallets: false }), ['wallet', 'email', 'social'], ['email', 'social'])).toEqual({ order: ['email', 'social', 'wallet'], collapseWallets: true })
  })
  test('behavior: with no other method on the view, the wallets are never hidden', () => {
    expect(connectLayout(features({ emailShowWallets: false, collapseWallets: true }), ['email', 'social', 'wallet'], [])).toEqual({ order: ['email', 'social', 'wallet'], collapseWallets: false })
    expect(connectLayout(features({ collapseWallets: true }), ['email'], ['email'])).toEqual({ order: ['email'], collapseWallets: false })
  })
})
