import type { Page } from '@playwright/test'
import { demoStatus, demoUrl, dialog, expect, test } from './fixtures'
import { copyPairingUri, openWalletConnect, startPhone } from './walletConnectPhone'

const session = (page: Page) => page.getByTestId('demo-siwx-session')
const signView = (page: Page) => dialog(page).getByTestId('siwx-sign-view')

test.beforeEach(async ({ context, page }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  page.on('pageerror', (error) => console.error('page error:', error.message))
})

test.describe('Sign in with X over WalletConnect (local relay, walletkit wallet)', () => {
  test('§4 behavior: one-click sign-in: the wallet signs while pairing; no sign view, no separate signature; a reload keeps the session', async ({ page }) => {
    const phone = await startPhone()
    try {
      await page.goto(demoUrl({ wallet: 'none', siwx: 'optional' }))
      await phone.pair(await openWalletConnect(page))
      const auth = await phone.next('auth')
      expect(auth.kind === 'auth' && auth.domain).toBe(new URL(page.url()).host)
      expect(phone.pending().map((item) => item.kind)).toEqual(['auth'])
      await phone.approve(auth.id)
      await expect(demoStatus(page)).toHaveText('connected')
      await expect(page.getByTestId('demo-address')).toHaveText(phone.keys.evm.address)
      await expect(session(page)).toHaveText('signed in')
      await expect(dialog(page)).toBeHidden()
      expect(phone.pending()).toEqual([])

      await page.reload()
      await expect(demoStatus(page)).toHaveText('connected')
      await expect(session(page)).toHaveText('signed in')
      await expect(dialog(page)).toBeHidden()
    } finally {
      await phone.stop()
    }
  })

  test('§4 behavior: a wallet without one-click sign-in: plain pairing, then the sign view and personal_sign', async ({ page }) => {
    const phone = await startPhone({ oneClickAuth: false })
    try {
      await page.goto(demoUrl({ wallet: 'none', siwx: 'optional' }))
      await phone.pair(await openWalletConnect(page))
      await phone.approve((await phone.next('proposal')).id)
      await expect(demoStatus(page)).toHaveText('connected')
      await expect(signView(page)).toBeVisible()
      await expect(session(page)).toHaveText('signed out')
      await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
      const request = await phone.next('request')
      expect(request.kind === 'request' && request.method).toBe('personal_sign')
      await phone.approve(request.id)
      await expect(dialog(page)).toBeHidden()
      await expect(session(page)).toHaveText('signed in')
    } finally {
      await phone.stop()
    }
  })

  test('§4 error: the wallet declines the sign-in: Connection declined, nothing connected; Try again signs in', async ({ page }) => {
    const phone = await startPhone()
    try {
      await page.goto(demoUrl({ wallet: 'none', siwx: 'required' }))
      await phone.pair(await openWalletConnect(page))
      await phone.reject((await phone.next('auth')).id)
      const modal = dialog(page)
      await expect(modal.getByRole('alert')).toHaveText('Connection declined')
      await expect(demoStatus(page)).toHaveText('disconnected')
      await expect(session(page)).toHaveText('signed out')
      expect(phone.sessions()).toEqual([])

      await modal.getByRole('button', { name: 'Try again' }).click()
      await phone.pair(await copyPairingUri(page))
      await phone.approve((await phone.next('auth')).id)
      await expect(demoStatus(page)).toHaveText('connected')
      await expect(session(page)).toHaveText('signed in')
      await expect(dialog(page)).toBeHidden()
    } finally {
      await phone.stop()
    }
  })

  test('§4 behavior: the demo\'s mobile wallet page shows the sign-in and signs it', async ({ page, context }) => {
    await page.goto(demoUrl({ wallet: 'none', siwx: 'optional' }))
    const uri = await openWalletConnect(page)
    const phonePage = await context.newPage()
    await phonePage.goto(`${process.env.DEMO_URL}/mobile-wallet/`)
    await phonePage.getByRole('textbox', { name: 'WalletConnect link' }).fill(uri)
    await phonePage.getByRole('button', { name: 'Pair' }).click()
    const auth = phonePage.getByTestId('pending-auth')
    await expect(auth).toContainText(`asks you to sign in to ${new URL(page.url()).host}`)
    await auth.getByRole('button', { name: 'Sign in' }).click()
    await expect(demoStatus(page)).toHaveText('connected')
    await expect(session(page)).toHaveText('signed in')
    await expect(dialog(page)).toBeHidden()
  })
})
