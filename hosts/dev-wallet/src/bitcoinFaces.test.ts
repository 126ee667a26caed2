import { describe, expect, test } from 'vitest'
import { schnorr, secp256k1 } from '@noble/curves/secp256k1'
import * as btc from '@scure/btc-signer'
import type { Wallet } from '@wallet-standard/base'
import { verifyBitcoinSignature } from '../../../plugins/siwx/verify/verifyBitcoinSignature'
import { ApprovalQueue } from './approvals.js'
import { bip322MessageHash, signBip322Simple } from './bip322.js'
import { DevBitcoinWallet } from './bitcoin.js'
import { unisatProvider } from './bitcoinUnisat.js'
import { DevBitcoinStandardWallet } from './bitcoinWalletStandard.js'
import { memoryStorage, WalletStore } from './storage.js'

const SEED = '22'.repeat(32)
const makeWallet = (mode: 'approve' | 'reject' = 'approve') =>
  new DevBitcoinWallet({ approvals: new ApprovalQueue(mode), store: new WalletStore(memoryStorage(), 'k'), origin: 'https://dapp.example', seed: SEED })
const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64')
const fromHex = (text: string) => Uint8Array.from(Buffer.from(text, 'hex'))
type Features = {
  'bitcoin:connect': { connect(input: { purposes: string[] }): Promise<{ accounts: Wallet['accounts'] }> }
  'bitcoin:signMessage': { signMessage(...inputs: { account: Wallet['accounts'][number]; message: Uint8Array }[]): Promise<{ signature: Uint8Array }[]> }
  'bitcoin:signTransaction': {
    signTransaction(...inputs: { psbt: Uint8Array; inputsToSign: { account: Wallet['accounts'][number]; signingIndexes: number[]; sigHash?: number }[] }[]): Promise<{ signedPsbt: Uint8Array }[]>
  }
}

/** A PSBT spending one P2WPKH output of `address` (what the PSBT tests sign). */
function paymentPsbt(address: string, amount: bigint) {
  const tx = new btc.Transaction()
  tx.addInput({ txid: 'cd'.repeat(32), index: 0, witnessUtxo: { script: btc.OutScript.encode(btc.Address().decode(address)), amount } })
  tx.addOutputAddress(address, amount - 1_000n)
  return tx.toPSBT()
}
/** The payment key's signature of input 0 checks out against its BIP-143 digest. */
function checkPaymentSignature(psbt: Uint8Array, publicKeyHex: string, amount: bigint) {
  const back = btc.Transaction.fromPSBT(psbt)
  const [publicKey, sig] = back.getInput(0).partialSig?.[0] ?? [new Uint8Array(), new Uint8Array()]
  expect(Buffer.from(publicKey).toString('hex')).toBe(publicKeyHex)
  const hash = back.preimageWitnessV0(0, btc.OutScript.encode({ type: 'pkh', hash: btc.p2wpkh(publicKey).hash }), btc.SigHash.ALL, amount)
  expect(secp256k1.verify(sig.subarray(0, -1), hash, publicKey, { format: 'der' } as never)).toBe(true)
}

describe('BIP-322 simple (dev wallet signer)', () => {
  test('§4 behavior: the P2WPKH signature of the BIP\'s test key is the BIP\'s vector; taproot signatures verify with the siwx verifier', async () => {
    const secret = btc.WIF().decode('L3VFeEujGtevx9w18HD1fhRbCH67Az2dpCymeRE1SoPK6XQtaN2k')
    const segwit = btc.p2wpkh(secp256k1.getPublicKey(secret, true))
    expect(segwit.address).toBe('bc1q9vza2e8x573nczrlzms0wvx3gsqjx7vavgkx0l')
    expect(b64(signBip322Simple(secret, segwit, 'Hello World'))).toBe(
      'AkgwRQIhAOzyynlqt93lOKJr+wmmxIens//zPzl9tqIOua93wO6MAiBi5n5EyAcPScOjf1lAqIUIQtr3zKNeavYabHyR8eGhowEhAsfxIAMZZEKUPYWI4BruhAQjzFT8FSFSajuFwrDL1Yhy',
    )
    expect(Buffer.from(bip322MessageHash('')).toString('hex')).toBe('c90c269c4f8fcbe6880f72a721ddfbf1914268a794cbb21cfafee13770ae19f1')
    const taproot = btc.p2tr(schnorr.getPublicKey(secret))
    const signature = b64(signBip322Simple(secret, taproot, 'Hello World'))
    expect(await verifyBitcoinSignature({ address: taproot.address ?? '', message: 'Hello World', signature })).toBe(true)
    expect(await verifyBitcoinSignature({ address: taproot.address ?? '', message: 'Hello World!', signature })).toBe(false)
  })
})

describe('DevBitcoinWallet message protocols', () => {
  test('§4 behavior: payment signs BIP-137 by default and BIP-322 on request; ordinals signs BIP-322; each verifies', async () => {
    const wallet = makeWallet()
    await wallet.connect(['payment', 'ordinals'])
    const verify = async (address: string, signature: Uint8Array) => verifyBitcoinSignature({ address, message: 'sign in', signature: b64(signature) })
    const legacy = await wallet.signMessage(wallet.payment.address, 'sign in')
    expect([legacy.protocol, legacy.signature.length, await verify(wallet.payment.address, legacy.signature)]).toEqual(['ecdsa', 65, true])
    const segwit = await wallet.signMessage(wallet.payment.address, 'sign in', 'bip322')
    expect([segwit.protocol, await verify(wallet.payment.address, segwit.signature)]).toEqual(['bip322', true])
    const taproot = await wallet.signMessage(wallet.ordinals.address, 'sign in')
    expect([taproot.protocol, await verify(wallet.ordinals.address, taproot.signature)]).toEqual(['bip322', true])
    expect(await verify(wallet.payment.address, taproot.signature)).toBe(false)
  })

  test('error: ECDSA for the taproot address, another address, a bad sats-connect protocol', async () => {
    const wallet = makeWallet()
    await wallet.connect(['payment'])
    await expect(wallet.signMessage(wallet.ordinals.address, 'x', 'ecdsa')).rejects.toMatchObject({ code: -32602, message: 'ECDSA cannot prove a taproot address: use BIP-322' })
    await expect(wallet.signMessage('bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'x')).rejects.toMatchObject({ code: -32602 })
    expect(await wallet.request('signMessage', { address: wallet.payment.address, message: 'x', protocol: 'toString' })).toMatchObject({ error: { code: -32602 } })
    const bip322 = await wallet.request('signMessage', { address: wallet.ordinals.address, message: 'x', protocol: 'BIP322' })
    expect(bip322).toMatchObject({ result: { protocol: 'BIP322' } })
  })
})

describe('DevBitcoinStandardWallet (Wallet Standard bitcoin features)', () => {
  test('§7 behavior: bitcoin:connect asks once; accounts are payment then ordinals; signMessage and signTransaction verify', async () => {
    const core = makeWallet()
    const standard = new DevBitcoinStandardWallet(core)
    const features = standard.features as unknown as Features
    expect(standard.chains).toEqual(['bitcoin:mainnet'])
    expect(standard.accounts).toEqual([])
    const changes: number[] = []
    const stop = (standard.features['standard:events'] as { on(e: 'change', l: (p: { accounts: unknown[] }) => void): () => void }).on('change', ({ accounts }) => changes.push(accounts.length))
    const { accounts } = await features['bitcoin:connect'].connect({ purposes: ['payment', 'ordinals'] })
    expect(accounts.map((a) => [a.address, a.publicKey.length])).toEqual([[core.payment.address, 33], [core.ordinals.address, 32]])
    expect(changes).toEqual([2])
    const [payment, ordinals] = accounts as [Wallet['accounts'][number], Wallet['accounts'][number]]
    const [legacy, taproot] = await features['bitcoin:signMessage'].signMessage({ account: payment, message: new TextEncoder().encode('hi') }, { account: ordinals, message: new TextEncoder().encode('hi') })
    expect(await verifyBitcoinSignature({ address: payment.address, message: 'hi', signature: b64(legacy!.signature) })).toBe(true)
    expect(await verifyBitcoinSignature({ address: ordinals.address, message: 'hi', signature: b64(taproot!.signature) })).toBe(true)
    const [signed] = await features['bitcoin:signTransaction'].signTransaction({ psbt: paymentPsbt(payment.address, 70_000n), inputsToSign: [{ account: payment, signingIndexes: [0] }] })
    checkPaymentSignature(signed!.signedPsbt, core.payment.publicKey, 70_000n)
    await expect(features['bitcoin:signTransaction'].signTransaction({ psbt: paymentPsbt(payment.address, 70_000n), inputsToSign: [{ account: payment, signingIndexes: [0], sigHash: 0x83 }] })).rejects.toMatchObject({ code: -32602 })
    expect('bitcoin:signAndSendTransaction' in standard.features).toBe(false)
    core.disconnect()
    expect([standard.accounts, changes]).toEqual([[], [2, 0]])
    stop()
  })

  test('error: a declined connect answers 4001 and authorises nothing', async () => {
    const standard = new DevBitcoinStandardWallet(makeWallet('reject'))
    await expect((standard.features as unknown as Features)['bitcoin:connect'].connect({ purposes: ['payment'] })).rejects.toMatchObject({ code: 4001 })
    expect(standard.accounts).toEqual([])
  })
})

describe('unisatProvider (window.unisat)', () => {
  test('§7 behavior: requestAccounts, signMessage (ecdsa and bip322-simple), signPsbt on hex (finalized unless told not to)', async () => {
    const core = makeWallet()
    const unisat = unisatProvider(core)
    const seen: string[][] = []
    const listener = (accounts: string[]) => seen.push(accounts)
    unisat.on('accountsChanged', listener)
    expect(await unisat.getAccounts()).toEqual([])
    await expect(unisat.getPublicKey()).rejects.toMatchObject({ code: 4100 })
    expect(await unisat.requestAccounts()).toEqual([core.payment.address])
    expect([await unisat.getPublicKey(), await unisat.getNetwork(), seen]).toEqual([core.payment.publicKey, 'livenet', [[core.payment.address]]])
    for (const type of ['ecdsa', 'bip322-simple'] as const) {
      expect(await verifyBitcoinSignature({ address: core.payment.address, message: 'gm', signature: await unisat.signMessage('gm', type) })).toBe(true)
    }
    const psbt = paymentPsbt(core.payment.address, 90_000n)
    const partial = fromHex(await unisat.signPsbt(Buffer.from(psbt).toString('hex'), { autoFinalized: false, toSignInputs: [{ index: 0, address: core.payment.address }] }))
    checkPaymentSignature(partial, core.payment.publicKey, 90_000n)
    const final = btc.Transaction.fromPSBT(fromHex(await unisat.signPsbt(Buffer.from(psbt).toString('hex'), { toSignInputs: [{ index: 0 }] })))
    expect(final.isFinal).toBe(true)
    await expect(unisat.pushPsbt('00')).rejects.toMatchObject({ code: 4200 })
    await expect(unisat.sendBitcoin(core.payment.address, 1)).rejects.toMatchObject({ code: 4200 })
    await expect(unisat.signPsbt('zz', {})).rejects.toMatchObject({ code: -32602 })
    unisat.removeListener('accountsChanged', listener)
    core.disconnect()
    expect(seen).toHaveLength(1)
  })
})
