import type { BrowserContext, Page } from '@playwright/test'
import { createSiweMessage } from 'viem/siwe'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { expect, test } from './fixtures'
import { emailHarnessPerFile, type EmailHarness } from './emailHarness'

// Sign In With Farcaster (issue 19, spec section 2 ConnectingFarcaster, section 7 get/connect
// farcaster): the modal shows the relay channel as a QR code and link; the local Farcaster Auth
// relay's approval page signs as the dev account's custody key (the wallet side); the auth server
// verifies the EIP-4361 message and the custody address.
test.describe.configure({ timeout: 90_000 })

let harness: EmailHarness
emailHarnessPerFile((started) => (harness = started))

/** Opens ConnectingFarcaster from the Connect view; returns the channel link's URL once the QR code shows. */
async function startFarcaster(page: Page): Promise<URL> {
  await page.goto(`${harness.demoUrl}/?wallet=none`)
  await page.getByTestId('portico-connect-button').click()
  const dialog = page.getByRole('dialog')
  await dialog.getByTestId('social-login').getByRole('button', { name: 'Continue with Farcaster' }).click()
  await expect(dialog.getByTestId('farcaster-qr')).toBeVisible()
  return new URL((await dialog.getByRole('link', { name: 'Open in Farcaster' }).getAttribute('href')) ?? '')
}

/** Signs in as `username` through the relay's approval page (what the visitor's phone does); returns the address. */
async function signIn(page: Page, username: string): Promise<string> {
  const link = await startFarcaster(page)
  const phone = await page.context().newPage()
  await phone.goto(link.href)
  await phone.getByRole('button', { name: new RegExp(`Approve as @${username}`) }).click()
  await expect(phone.getByRole('status')).toHaveText(`Signed in as @${username}. Return to the app.`)
  await phone.close()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByRole('dialog')).toBeHidden()
  const address = (await page.getByTestId('demo-address').textContent()) ?? ''
  expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/)
  return address
}

test('issue 19: Sign In With Farcaster by QR/link; the same fid gets the same wallet in another browser context', async ({ page, browser }) => {
  const first = await signIn(page, 'ada')
  // Spec section 3: the connected wallet's social provider and user name.
  await page.getByTestId('portico-connect-button').click()
  await page.getByRole('dialog').getByRole('tab', { name: 'Settings' }).click()
  await expect(page.getByTestId('email-account-social')).toHaveText('Signed in with Farcaster as ada')
  let other: BrowserContext | undefined
  try {
    other = await browser.newContext()
    expect(await signIn(await other.newPage(), 'ada')).toBe(first)
    const grace = await browser.newContext()
    try {
      expect(await signIn(await grace.newPage(), 'grace')).not.toBe(first)
    } finally {
      await grace.close()
    }
  } finally {
    await other?.close()
  }
})

test("issue 19: a message not signed by the fid's custody key is refused", async ({ page, allowConsole }) => {
  allowConsole(/Farcaster login failed/, 'the forged signature is refused and logged')
  allowConsole(/status of 400/, "the auth server's refusal of the poll")
  const link = await startFarcaster(page)
  const relay = link.origin
  const channelToken = link.searchParams.get('channelToken') ?? ''
  // A wallet that claims fid 20001 (its custody address in the message) but signs with another key.
  const status = (await (await fetch(`${relay}/v1/channel/status`, { headers: { Authorization: `Bearer ${channelToken}` } })).json()) as { nonce: string }
  // Fid 20001's custody address as the local chain's IdRegistry holds it.
  const custody = harness.chain.addresses.farcaster.fids.find((entry) => entry.fid === 20001)?.custody.address ?? '0x'
  const wallet = new URL(harness.wallet.url)
  const message = createSiweMessage({ domain: wallet.host, address: custody, uri: wallet.origin, version: '1', chainId: 10, nonce: status.nonce, issuedAt: new Date(), resources: ['farcaster://fid/20001'] })
  const signature = await privateKeyToAccount(generatePrivateKey()).signMessage({ message })
  const answer = await fetch(`${relay}/v1/channel/authenticate`, { method: 'POST', headers: { Authorization: `Bearer ${channelToken}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ message, signature, fid: 20001, username: 'ada' }) })
  expect(answer.status).toBe(201)
  await expect(page.getByRole('dialog').getByTestId('connecting-farcaster').getByRole('alert')).toHaveText('The Farcaster sign-in signature is invalid')
  await expect(page.getByTestId('demo-status')).not.toHaveText('connected')
})

test('issue 19: Cancel ends the wait: an approval in the Farcaster wallet after it signs nobody in', async ({ page }) => {
  const link = await startFarcaster(page)
  const dialog = page.getByRole('dialog')
  await dialog.getByTestId('connecting-farcaster').getByRole('button', { name: 'Cancel' }).click()
  await expect(dialog.getByTestId('social-login')).toBeVisible()
  const phone = await page.context().newPage()
  await phone.goto(link.href)
  await phone.getByRole('button', { name: /Approve as @ada/ }).click()
  await expect(phone.getByRole('status')).toHaveText('Signed in as @ada. Return to the app.')
  await phone.close()
  // A frame still waiting would poll the auth server within 1.5 s and connect; give it several polls.
  await page.waitForTimeout(5_000)
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
  await page.reload()
  await expect(page.getByTestId('demo-status')).toHaveText('disconnected')
})
