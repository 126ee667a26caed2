import { expect, test, vi } from 'vitest'
import { unisatApi } from './unisatApi'

const PAYMENT = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'

test('behavior: one payment address; PSBTs go as hex and come back as base64; a broadcast pushes the finalized PSBT', async () => {
  const unisat = {
    requestAccounts: async () => [PAYMENT],
    getAccounts: async () => [],
    getPublicKey: async () => '02aa',
    signMessage: vi.fn(async () => 'c2ln'),
    signPsbt: vi.fn(async () => '70736274ff'),
    pushPsbt: vi.fn(async () => 'ab'),
    sendBitcoin: vi.fn(async () => 'cd'),
  }
  const api = unisatApi(unisat)
  expect(await api.connect()).toEqual([{ address: PAYMENT, publicKey: '02aa', purpose: 'payment' }])
  expect(await api.accounts()).toEqual([])
  expect(await api.signMessage({ address: PAYMENT, message: 'hi', protocol: 'bip322' })).toEqual({ signature: 'c2ln' })
  expect(unisat.signMessage).toHaveBeenCalledWith('hi', 'bip322-simple')
  expect(await api.signPsbt({ psbt: 'cHNidP8=', broadcast: true, signInputs: [{ address: PAYMENT, index: 0 }] })).toEqual({ psbt: 'cHNidP8=', txid: 'ab' })
  expect(unisat.signPsbt).toHaveBeenCalledWith('70736274ff', { autoFinalized: true, toSignInputs: [{ address: PAYMENT, index: 0 }] })
  expect(unisat.pushPsbt).toHaveBeenCalledWith('70736274ff')
  expect(await api.sendTransfer?.({ recipient: PAYMENT, amount: 5n })).toEqual({ txid: 'cd' })
  expect(unisat.sendBitcoin).toHaveBeenCalledWith(PAYMENT, 5)
})
