import { describe, expect, test } from 'vitest'
import { walletDeepLink } from './deepLink'

const URI = 'wc:abc@2?relay-protocol=irn&symKey=00'

describe('walletDeepLink', () => {
  test('§2 behavior: a universal link gets /wc?uri=, encoded', () => {
    expect(walletDeepLink({ universal: 'https://metamask.app.link/' }, URI)).toBe(`https://metamask.app.link/wc?uri=${encodeURIComponent(URI)}`)
  })
  test('§2 behavior: a custom scheme is used when there is no universal link', () => {
    expect(walletDeepLink({ native: 'rainbow://' }, URI)).toBe(`rainbow://wc?uri=${encodeURIComponent(URI)}`)
    expect(walletDeepLink({ native: 'trust:' }, URI)).toBe(`trust://wc?uri=${encodeURIComponent(URI)}`)
  })
  test('error: unsafe catalog links are refused', () => {
    expect(walletDeepLink({ native: 'javascript://', universal: 'http://evil.example' }, URI)).toBeUndefined()
    expect(walletDeepLink({ native: 'data:', universal: 'https://user:pw@evil.example' }, URI)).toBeUndefined()
    expect(walletDeepLink({ native: 'bad scheme://' }, URI)).toBeUndefined()
    expect(walletDeepLink({}, URI)).toBeUndefined()
  })
})
