import { describe, expect, test } from 'vitest'
import { secp256k1 } from '@noble/curves/secp256k1'
import * as btc from '@scure/btc-signer'
import * as sr25519 from '@scure/sr25519'
import { ApprovalQueue } from './approvals.js'
import { bitcoinMessageHash, DevBitcoinWallet } from './bitcoin.js'
import { base58Decode } from './base58.js'
import { DevPolkadotExtension, wrapBytes } from './polkadot.js'
import { memoryStorage, WalletStore } from './storage.js'

const SEED = '11'.repeat(32)
const setup = (mode: 'approve' | 'reject' = 'approve') => {
  const approvals = new ApprovalQueue(mode)
  const store = new WalletStore(memoryStorage(), 'k')
  return { approvals, store, origin: 'https://dapp.example' }
}
const result = async (wallet: DevBitcoinWallet, method: string, params: unknown) => {
  const answer = await wallet.request(method, params)
  if ('error' in answer) throw Object.assign(new Error(answer.error.message), { code: answer.error.code })
  return answer.result
}

describe('DevBitcoinWallet (sats-connect)', () => {
  test('behavior: getAccounts asks once, then the origin is authorised; payment is P2WPKH, ordinals P2TR', async () => {
    const wallet = new DevBitcoinWallet({ ...setup(), seed: SEED })
    await expect(result(wallet, 'wallet_getAccount', null)).rejects.toMatchObject({ code: 4100 })
    const accounts = (await result(wallet, 'getAccounts', { purposes: ['payment', 'ordinals'] })) as { address: string; purpose: string }[]
    expect(accounts.map((a) => [a.purpose, a.address.slice(0, 4)])).toEqual([['payment', 'bc1q'], ['ordinals', 'bc1p']])
    expect(await result(wallet, 'wallet_getAccount', null)).toEqual({ addresses: accounts })
  })

  test('error: a rejected approval answers 4001 and authorises nothing', async () => {
    const wallet = new DevBitcoinWallet({ ...setup('reject'), seed: SEED })
    await expect(result(wallet, 'getAccounts', { purposes: ['payment'] })).rejects.toMatchObject({ code: 4001 })
    expect(wallet.isConnected()).toBe(false)
  })

  test('§7 behavior: signMessage is a BIP-137 signature whose recovered key is the payment key', async () => {
    const wallet = new DevBitcoinWallet({ ...setup(), seed: SEED })
    await result(wallet, 'getAccounts', { purposes: ['payment'] })
    const { signature } = (await result(wallet, 'signMessage', { address: wallet.payment.address, message: 'hello' })) as { signature: string }
    const bytes = Uint8Array.from(atob(signature), (c) => c.charCodeAt(0))
    const recovered = secp256k1.Signature.fromCompact(bytes.subarray(1)).addRecoveryBit(bytes[0]! - 39).recoverPublicKey(bitcoinMessageHash('hello'))
    expect(recovered.toHex(true)).toBe(wallet.payment.publicKey)
  })

  test('§7 behavior: signPsbt signs the requested input with the payment key (checked with @scure/btc-signer)', async () => {
    const wallet = new DevBitcoinWallet({ ...setup(), seed: SEED })
    await result(wallet, 'getAccounts', { purposes: ['payment'] })
    const script = btc.OutScript.encode(btc.Address().decode(wallet.payment.address))
    const tx = new btc.Transaction()
    tx.addInput({ txid: '00'.repeat(31) + '01', index: 0, witnessUtxo: { script, amount: 50_000n } })
    tx.addOutputAddress(wallet.ordinals.address, 40_000n)
    const psbt = btoa(String.fromCharCode(...tx.toPSBT()))
    const signed = (await result(wallet, 'signPsbt', { psbt, signInputs: { [wallet.payment.address]: [0] } })) as { psbt: string }
    const back = btc.Transaction.fromPSBT(Uint8Array.from(atob(signed.psbt), (c) => c.charCodeAt(0)))
    const [publicKey, sig] = back.getInput(0).partialSig?.[0] ?? [new Uint8Array(), new Uint8Array()]
    expect(Buffer.from(publicKey).toString('hex')).toBe(wallet.payment.publicKey)
    const hash = back.preimageWitnessV0(0, btc.OutScript.encode({ type: 'pkh', hash: btc.p2wpkh(publicKey).hash }), btc.SigHash.ALL, 50_000n)
    expect(secp256k1.verify(sig.subarray(0, -1), hash, publicKey, { format: 'der' } as never)).toBe(true)
    await expect(result(wallet, 'signPsbt', { psbt, signInputs: { [wallet.payment.address]: [0] }, broadcast: true })).rejects.toMatchObject({ code: 4200 })
  })
})

describe('DevPolkadotExtension', () => {
  test('behavior: enable asks once; signRaw is an sr25519 signature of the <Bytes>-wrapped data', async () => {
    const extension = new DevPolkadotExtension({ ...setup(), seed: SEED })
    const injected = await extension.enable('Portico demo')
    const [account] = await injected.accounts.get()
    expect(account?.address).toMatch(/^5/)
    const { signature } = await injected.signer.signRaw({ address: account!.address, data: '0x6869', type: 'bytes' })
    const publicKey = base58Decode(account!.address).subarray(1, 33)
    const bytes = Uint8Array.from(signature.slice(2).match(/../g)!, (b) => parseInt(b, 16))
    expect(sr25519.verify(wrapBytes('0x6869'), bytes, publicKey)).toBe(true)
    expect(new TextDecoder().decode(wrapBytes('0x6869'))).toBe('<Bytes>hi</Bytes>')
  })
})
