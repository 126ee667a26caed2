import { secp256k1 } from '@noble/curves/secp256k1'
import * as btc from '@scure/btc-signer'
import type { Page } from '@playwright/test'
import { bitcoinMessageHash, verifyBitcoinSignature } from '../../plugins/siwx/verify/verifyBitcoinSignature'
import { demoUrl, dialog, expect, openModal, test, wallet } from './fixtures'

// Issue 20: the dev wallet offers its Bitcoin keys each way Portico reads a Bitcoin wallet
// (`?btc=` on the demo page picks one): sats-connect, the Wallet Standard bitcoin features and
// `window.unisat`. Each connects, signs a message the verifiers accept and signs a PSBT.
type BitcoinAddresses = { payment: string; ordinals: string }
const PROTOCOLS = [
  { btc: 'sats-connect', walletTestId: 'wallet-bip122:sats:portico-dev-wallet', name: 'Portico Dev Wallet', ordinals: true },
  { btc: 'wallet-standard', walletTestId: 'wallet-bip122:ws:portico-dev-wallet', name: 'Portico Dev Wallet', ordinals: true },
  // Unisat shares one address (the payment one) and names itself.
  { btc: 'unisat', walletTestId: 'wallet-bip122:unisat:unisat', name: 'Unisat', ordinals: false },
] as const

const bytes = (base64: string) => Uint8Array.from(Buffer.from(base64, 'base64'))

async function connectBitcoin(page: Page, protocol: (typeof PROTOCOLS)[number]): Promise<BitcoinAddresses> {
  const modal = await openModal(page)
  await expect(modal.getByTestId(protocol.walletTestId)).toContainText(protocol.name)
  // One Bitcoin entry: the dev wallet is offered one way at a time.
  await expect(modal.locator('[data-testid^="wallet-bip122:"]')).toHaveCount(1)
  await modal.getByTestId(protocol.walletTestId).click()
  await expect(page.getByTestId('demo-bitcoin-status')).toHaveText('connected')
  return wallet<BitcoinAddresses>(page, 'bitcoinAddresses')
}

/** Signs `message` with `address` through the demo's panel (`connection.request('bip122', { method: 'signMessage' })`). */
async function signMessage(page: Page, address: string, message: string): Promise<string> {
  await page.getByTestId('demo-bitcoin-message').fill(message)
  await page.getByTestId('demo-bitcoin-signer').selectOption(address)
  await page.getByRole('button', { name: 'Sign message (Bitcoin)' }).click()
  const signature = page.getByTestId('demo-bitcoin-signature')
  await expect(signature).toHaveText(/^[A-Za-z0-9+/]+=*$/)
  return (await signature.textContent()) ?? ''
}

for (const protocol of PROTOCOLS) {
  test(`§7 behavior (${protocol.btc}): connect, sign a message (verified), sign a PSBT (checked with @scure/btc-signer)`, async ({ page }) => {
    await page.goto(demoUrl({ bitcoin: '1', btc: protocol.btc }))
    const { payment, ordinals } = await connectBitcoin(page, protocol)
    await expect(page.getByTestId('demo-bitcoin-addresses')).toHaveText(protocol.ordinals ? `${payment} ${ordinals}` : payment)
    await expect(page.getByTestId('demo-bitcoin-account-type')).toHaveText('payment')

    // The payment address signs BIP-137: the project's verifier accepts it, and the key noble recovers is the payment key.
    const message = `Portico ${protocol.btc} ✓`
    const signature = await signMessage(page, payment, message)
    expect(await verifyBitcoinSignature({ address: payment, message, signature })).toBe(true)
    const raw = bytes(signature)
    const recovered = secp256k1.Signature.fromCompact(raw.subarray(1)).addRecoveryBit(raw[0]! - 39).recoverPublicKey(bitcoinMessageHash(message))
    expect(btc.p2wpkh(recovered.toBytes(true)).address).toBe(payment)

    // A PSBT spending a payment output: input 0 signed by the payment key over its BIP-143 digest.
    const amount = 250_000n
    const tx = new btc.Transaction()
    tx.addInput({ txid: 'ef'.repeat(32), index: 0, witnessUtxo: { script: btc.OutScript.encode(btc.Address().decode(payment)), amount } })
    tx.addOutputAddress(payment, 240_000n)
    await page.getByTestId('demo-bitcoin-psbt').fill(Buffer.from(tx.toPSBT()).toString('base64'))
    await page.getByRole('button', { name: 'Sign PSBT (Bitcoin)' }).click()
    const signed = page.getByTestId('demo-bitcoin-signed-psbt')
    await expect(signed).toHaveText(/^cHNidP8/)
    const back = btc.Transaction.fromPSBT(bytes((await signed.textContent()) ?? ''))
    const [publicKey, der] = back.getInput(0).partialSig?.[0] ?? [new Uint8Array(), new Uint8Array()]
    expect(btc.p2wpkh(publicKey).address).toBe(payment)
    const sighash = back.preimageWitnessV0(0, btc.OutScript.encode({ type: 'pkh', hash: btc.p2wpkh(publicKey).hash }), btc.SigHash.ALL, amount)
    expect(secp256k1.verify(der.subarray(0, -1), sighash, publicKey, { format: 'der' } as never)).toBe(true)
    back.finalize()
    expect(back.extract().length).toBeGreaterThan(0)

    // A reload restores the connection without asking again.
    await page.reload()
    await expect(page.getByTestId('demo-bitcoin-status')).toHaveText('connected')
  })

  test(`§4 behavior (${protocol.btc}): sign in with X on the Bitcoin account, checked by the verifier`, async ({ page }) => {
    await page.goto(demoUrl({ bitcoin: '1', btc: protocol.btc, siwx: 'optional' }))
    await connectBitcoin(page, protocol)
    await expect(dialog(page).getByTestId('siwx-sign-view')).toBeVisible()
    await dialog(page).getByRole('button', { name: 'Sign', exact: true }).click()
    await expect(dialog(page)).toBeHidden()
    await expect(page.getByTestId('demo-siwx-session')).toHaveText('signed in')
  })
}

// sats-connect's is in bitcoin-polkadot.spec.ts.
for (const protocol of PROTOCOLS.filter((p) => p.btc !== 'sats-connect')) {
  test(`§4 behavior (${protocol.btc}): a wallet-side disconnect ends the connection`, async ({ page }) => {
    await page.goto(demoUrl({ bitcoin: '1', btc: protocol.btc }))
    await connectBitcoin(page, protocol)
    await wallet(page, 'disconnect()')
    await expect(page.getByTestId('demo-bitcoin-status')).toHaveText('disconnected')
  })
}

for (const protocol of PROTOCOLS.filter((p) => p.ordinals)) {
  test(`§4 behavior (${protocol.btc}): the taproot (ordinals) address signs BIP-322 simple; the verifier accepts it for that address only`, async ({ page }) => {
    await page.goto(demoUrl({ bitcoin: '1', btc: protocol.btc }))
    const { payment, ordinals } = await connectBitcoin(page, protocol)
    const message = 'Prove the ordinals address'
    const signature = await signMessage(page, ordinals, message)
    // A BIP-322 simple signature of a key-path spend: the witness [64-byte Schnorr signature].
    expect(Array.from(bytes(signature).subarray(0, 2))).toEqual([1, 64])
    expect(await verifyBitcoinSignature({ address: ordinals, message, signature })).toBe(true)
    expect(await verifyBitcoinSignature({ address: ordinals, message: `${message}.`, signature })).toBe(false)
    expect(await verifyBitcoinSignature({ address: payment, message, signature })).toBe(false)
  })
}

test('§8 error: a declined Wallet Standard Bitcoin connection leaves it disconnected', async ({ page }) => {
  await page.goto(demoUrl({ bitcoin: '1', btc: 'wallet-standard' }))
  await wallet(page, "setMode('reject')")
  const modal = await openModal(page)
  await modal.getByTestId('wallet-bip122:ws:portico-dev-wallet').click()
  await expect(modal.getByRole('alert')).toHaveText('Connection declined')
  await expect(page.getByTestId('demo-bitcoin-status')).toHaveText('disconnected')
})
