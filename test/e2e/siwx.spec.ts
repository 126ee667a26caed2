import type { Page } from '@playwright/test'
import { connectDevWallet, demoStatus, demoUrl, dialog, expect, test, wallet } from './fixtures'

const session = (page: Page) => page.getByTestId('demo-siwx-session')
const signView = (page: Page) => dialog(page).getByTestId('siwx-sign-view')

/** Account -> Networks -> `target`, as a visitor switches; waits for the page to show it. */
async function switchNetworkFromAccount(page: Page, current: string, target: string) {
  await page.getByTestId('portico-connect-button').click()
  const modal = dialog(page)
  await modal.getByRole('button', { name: `Network: ${current}. Switch network` }).click()
  await modal.getByTestId(`network-${target}`).click()
  await expect(page.getByTestId('demo-network')).toHaveText(target)
}

test.describe('Sign in with X (dev wallet, local config)', () => {
  test('§4 behavior: connect opens the sign view; signing closes it; a reload keeps the session', async ({ page }) => {
    await page.goto(demoUrl({ siwx: 'optional' }))
    await connectDevWallet(page)
    await expect(signView(page)).toBeVisible()
    await expect(dialog(page).getByRole('heading', { name: 'Sign In' })).toBeVisible()
    await expect(session(page)).toHaveText('signed out')
    await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(dialog(page)).toBeHidden()
    await expect(session(page)).toHaveText('signed in')
    expect(await wallet<string[]>(page, 'requests')).toContain('personal_sign')

    await page.reload()
    await expect(demoStatus(page)).toHaveText('connected')
    await expect(session(page)).toHaveText('signed in')
    await expect(dialog(page)).toBeHidden()
  })

  test('§4 behavior: a declined signature shows Signature declined and the view stays; signing again works', async ({ page, allowConsole }) => {
    allowConsole(/Sign-in failed UserRejectedRequestError/, 'the wallet declines the sign-in on purpose')
    await page.goto(demoUrl({ siwx: 'optional' }))
    await connectDevWallet(page)
    await expect(signView(page)).toBeVisible()
    await wallet(page, "setMode('reject')")
    await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(dialog(page).getByRole('alert')).toHaveText('Signature declined')
    await expect(signView(page)).toBeVisible()
    await expect(session(page)).toHaveText('signed out')
    await wallet(page, "setMode('approve')")
    await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(dialog(page)).toBeHidden()
    await expect(session(page)).toHaveText('signed in')
  })

  test('§4 behavior: required sign-in: Escape and the close button do nothing; Cancel disconnects', async ({ page }) => {
    await page.goto(demoUrl({ siwx: 'required' }))
    await connectDevWallet(page)
    await expect(signView(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(signView(page)).toBeVisible()
    await dialog(page).getByRole('button', { name: 'Close' }).click()
    await expect(signView(page)).toBeVisible()
    await expect(dialog(page).getByText('Canceling will disconnect you.')).toBeVisible()
    await dialog(page).getByRole('button', { name: 'Cancel' }).click()
    await expect(demoStatus(page)).toHaveText('disconnected')
    await expect(dialog(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  })

  test('§4 behavior: optional sign-in: Cancel closes and stays connected', async ({ page }) => {
    await page.goto(demoUrl({ siwx: 'optional' }))
    await connectDevWallet(page)
    await expect(signView(page)).toBeVisible()
    await dialog(page).getByRole('button', { name: 'Cancel' }).click()
    await expect(dialog(page)).toBeHidden()
    await expect(demoStatus(page)).toHaveText('connected')
    await expect(session(page)).toHaveText('signed out')
  })

  test('§4 behavior: sign-out revokes the session; after a reload the sign view asks again', async ({ page }) => {
    await page.goto(demoUrl({ siwx: 'optional' }))
    await connectDevWallet(page)
    await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(session(page)).toHaveText('signed in')
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(session(page)).toHaveText('signed out')
    await page.reload()
    await expect(demoStatus(page)).toHaveText('connected')
    await expect(signView(page)).toBeVisible()
  })

  test('§2 §4 behavior: a network switch asks to sign in on the new network; switching back uses the existing session', async ({ page }) => {
    await page.goto(demoUrl({ siwx: 'optional' }))
    await connectDevWallet(page)
    await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(session(page)).toHaveText('signed in')
    await wallet(page, 'clearRequests()')

    await switchNetworkFromAccount(page, 'Portico Local', 'eip155:31338')
    await expect(signView(page)).toBeVisible()
    await expect(session(page)).toHaveText('signed out')
    await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(dialog(page)).toBeHidden()
    await expect(session(page)).toHaveText('signed in')

    await switchNetworkFromAccount(page, 'Portico Local 2', 'eip155:31337')
    await expect(dialog(page).getByRole('heading', { name: 'Account' })).toBeVisible()
    await expect(session(page)).toHaveText('signed in')
    await expect(signView(page)).toBeHidden()
    // One signature in all: the one for the new network.
    expect((await wallet<string[]>(page, 'requests')).filter((method) => method === 'personal_sign')).toHaveLength(1)
  })

  test('§4 behavior: required sign-in: after a network switch the sign view cannot be closed until signed', async ({ page }) => {
    await page.goto(demoUrl({ siwx: 'required' }))
    await connectDevWallet(page)
    await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(session(page)).toHaveText('signed in')
    await switchNetworkFromAccount(page, 'Portico Local', 'eip155:31338')
    await expect(signView(page)).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(signView(page)).toBeVisible()
    await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(dialog(page)).toBeHidden()
    await expect(session(page)).toHaveText('signed in')
    await expect(demoStatus(page)).toHaveText('connected')
  })

  test('§4 error: a page on a hostile host: the verifier rejects its domain, no session', async ({ page, allowConsole }) => {
    allowConsole(/Sign-in failed SiwxVerificationError/, 'the verifier refuses the hostile domain on purpose')
    // The verifier expects dapp.example; the page (and so the message) is on 127.0.0.1.
    await page.goto(demoUrl({ siwx: 'optional', siwxDomain: 'dapp.example' }))
    await connectDevWallet(page)
    await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(dialog(page).getByRole('alert')).toHaveText('The sign-in message is for another domain')
    await expect(signView(page)).toBeVisible()
    await expect(session(page)).toHaveText('signed out')
  })
})
