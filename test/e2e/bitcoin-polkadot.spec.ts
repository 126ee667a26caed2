import { secp256k1 } from '@noble/curves/secp256k1'
import * as btc from '@scure/btc-signer'
import type { Page } from '@playwright/test'
import { encodeSs58, ss58PublicKey } from '../../chains/polkadot/ss58'
import { bitcoin, polkadot } from '../../kernel/networks'
import { demoUrl, dialog, expect, openModal, test, wallet } from './fixtures'

// Issue 20: the dev wallet's Bitcoin (sats-connect) and Polkadot (injectedWeb3) sides, in the same wallet list.
const BITCOIN_WALLET = 'wallet-bip122:sats:portico-dev-wallet'
const POLKADOT_WALLET = 'wallet-polkadot:portico-dev-wallet'
type BitcoinAddresses = { payment: string; ordinals: string }

const session = (page: Page) => page.getByTestId('demo-siwx-session')
const bytes = (base64: string) => Uint8Array.from(Buffer.from(base64, 'base64'))

async function connect(page: Page, walletTestId: string, status: string) {
  const modal = await openModal(page)
  await modal.getByTestId(walletTestId).click()
  await expect(page.getByTestId(status)).toHaveText('connected')
}

test('§3 §6 behavior: Bitcoin and Polkadot extensions are listed with their name and icon; Bitcoin connects payment then ordinals', async ({ page }) => {
  await page.goto(demoUrl({ bitcoin: '1', polkadot: '1' }))
  const modal = await openModal(page)
  for (const id of [BITCOIN_WALLET, POLKADOT_WALLET]) {
    await expect(modal.getByTestId(id)).toContainText('Portico Dev Wallet')
    await expect(modal.getByTestId(id).locator('img')).toHaveAttribute('src', /^data:image\/svg\+xml;base64,/)
  }
  await modal.getByTestId(BITCOIN_WALLET).click()
  await expect(page.getByTestId('demo-bitcoin-status')).toHaveText('connected')
  const { payment, ordinals } = await wallet<BitcoinAddresses>(page, 'bitcoinAddresses')
  await expect(page.getByTestId('demo-bitcoin-addresses')).toHaveText(`${payment} ${ordinals}`)
  await expect(page.getByTestId('demo-bitcoin-account-type')).toHaveText('payment')
  await expect(page.getByTestId('demo-network')).toHaveText(bitcoin.caipNetworkId)
  // A reload restores the connection without asking again.
  await page.reload()
  await expect(page.getByTestId('demo-bitcoin-status')).toHaveText('connected')
})

test('§6 behavior: the Polkadot account shows in the Polkadot SS58 format (1…), the extension knows it as 5…', async ({ page }) => {
  await page.goto(demoUrl({ polkadot: '1' }))
  await connect(page, POLKADOT_WALLET, 'demo-polkadot-status')
  const generic = await wallet<string>(page, 'polkadotAddress')
  expect(generic).toMatch(/^5/)
  await expect(page.getByTestId('demo-polkadot-address')).toHaveText(encodeSs58(ss58PublicKey(generic) ?? new Uint8Array(), 0))
  await expect(page.getByTestId('demo-polkadot-address')).toHaveText(/^1/)
  await expect(page.getByTestId('demo-network')).toHaveText(polkadot.caipNetworkId)
})

test('§4 behavior: sign in with X on the Bitcoin account (BIP-137, checked by the verifier)', async ({ page }) => {
  await page.goto(demoUrl({ bitcoin: '1', siwx: 'optional' }))
  await connect(page, BITCOIN_WALLET, 'demo-bitcoin-status')
  await expect(dialog(page).getByTestId('siwx-sign-view')).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(dialog(page)).toBeHidden()
  await expect(session(page)).toHaveText('signed in')
})

test('§4 behavior: sign in with X on the Polkadot account (sr25519, checked by the verifier)', async ({ page }) => {
  await page.goto(demoUrl({ polkadot: '1', siwx: 'optional' }))
  await connect(page, POLKADOT_WALLET, 'demo-polkadot-status')
  await expect(dialog(page).getByTestId('siwx-sign-view')).toBeVisible()
  await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
  await expect(dialog(page)).toBeHidden()
  await expect(session(page)).toHaveText('signed in')
})

test('§7 behavior: signPsbt returns the PSBT signed by the payment key (checked with @scure/btc-signer)', async ({ page }) => {
  await page.goto(demoUrl({ bitcoin: '1' }))
  await connect(page, BITCOIN_WALLET, 'demo-bitcoin-status')
  const { payment, ordinals } = await wallet<BitcoinAddresses>(page, 'bitcoinAddresses')
  const amount = 123_456n
  const tx = new btc.Transaction()
  tx.addInput({ txid: 'ab'.repeat(32), index: 1, witnessUtxo: { script: btc.OutScript.encode(btc.Address().decode(payment)), amount } })
  tx.addOutputAddress(ordinals, 100_000n)
  await page.getByTestId('demo-bitcoin-psbt').fill(Buffer.from(tx.toPSBT()).toString('base64'))
  await page.getByRole('button', { name: 'Sign PSBT (Bitcoin)' }).click()
  const signed = page.getByTestId('demo-bitcoin-signed-psbt')
  await expect(signed).toHaveText(/^cHNidP8/)
  const back = btc.Transaction.fromPSBT(bytes((await signed.textContent()) ?? ''))
  const [publicKey, signature] = back.getInput(0).partialSig?.[0] ?? [new Uint8Array(), new Uint8Array()]
  expect(btc.p2wpkh(publicKey).address).toBe(payment)
  const sighash = back.preimageWitnessV0(0, btc.OutScript.encode({ type: 'pkh', hash: btc.p2wpkh(publicKey).hash }), btc.SigHash.ALL, amount)
  expect(secp256k1.verify(signature.subarray(0, -1), sighash, publicKey, { format: 'der' } as never)).toBe(true)
  back.finalize() // a complete P2WPKH witness: the transaction extracts
  expect(back.extract().length).toBeGreaterThan(0)
})

test('§8 behavior: a declined Bitcoin connection leaves it disconnected', async ({ page }) => {
  await page.goto(demoUrl({ bitcoin: '1' }))
  await wallet(page, "setMode('reject')")
  const modal = await openModal(page)
  await modal.getByTestId(BITCOIN_WALLET).click()
  await expect(modal.getByRole('alert')).toHaveText('Connection declined')
  await expect(page.getByTestId('demo-bitcoin-status')).toHaveText('disconnected')
})

for (const [name, query, walletTestId, status] of [
  ['Bitcoin', { bitcoin: '1' }, BITCOIN_WALLET, 'demo-bitcoin-status'],
  ['Polkadot', { polkadot: '1' }, POLKADOT_WALLET, 'demo-polkadot-status'],
] as const) {
  test(`§4 behavior: a wallet-side disconnect ends the ${name} connection`, async ({ page }) => {
    await page.goto(demoUrl(query))
    await connect(page, walletTestId, status)
    await wallet(page, 'disconnect()')
    await expect(page.getByTestId(status)).toHaveText('disconnected')
  })
}
