import { expect, test, vi } from 'vitest'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { MethodNotSupportedError } from 'portico'
import { walletStandardBitcoinApi } from './walletStandardApi'

const PAYMENT = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'
const ORDINALS = 'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0'
const account = (address: string): WalletAccount => ({ address, publicKey: new Uint8Array([2, 170]), chains: ['bitcoin:mainnet'], features: [] })

test('§7 behavior: bitcoin:connect asks for payment and ordinals; taproot is the ordinals address; PSBTs and signatures as bytes', async () => {
  const connect = vi.fn(async () => ({ accounts: [account(PAYMENT), account(ORDINALS)] }))
  const signTransaction = vi.fn(async () => [{ signedPsbt: new Uint8Array([1, 2]) }])
  const wallet = {
    version: '1.0.0', name: 'W', icon: 'data:image/png;base64,AA==', chains: ['bitcoin:mainnet'], accounts: [],
    features: {
      'bitcoin:connect': { connect },
      'bitcoin:signMessage': { signMessage: async () => [{ signature: new Uint8Array([255]) }] },
      'bitcoin:signTransaction': { signTransaction },
    },
  } as unknown as Wallet
  const api = walletStandardBitcoinApi(wallet)
  expect(await api.connect()).toEqual([
    { address: PAYMENT, publicKey: '02aa', purpose: 'payment' },
    { address: ORDINALS, publicKey: '02aa', purpose: 'ordinals' },
  ])
  expect(connect).toHaveBeenCalledWith({ purposes: ['payment', 'ordinals'] })
  expect(await api.signMessage({ address: PAYMENT, message: 'hi' })).toEqual({ signature: '/w==' })
  expect(await api.signPsbt({ psbt: 'AQI=', broadcast: false, signInputs: [{ address: ORDINALS, index: 1 }, { address: ORDINALS, index: 3 }] })).toEqual({ psbt: 'AQI=' })
  expect(signTransaction).toHaveBeenCalledWith({ psbt: new Uint8Array([1, 2]), inputsToSign: [{ account: account(ORDINALS), signingIndexes: [1, 3], sigHash: undefined }] })
  await expect(api.signPsbt({ psbt: 'AQI=', broadcast: true, signInputs: [] })).rejects.toBeInstanceOf(MethodNotSupportedError)
})
