import { expect, test, vi } from 'vitest'
import { InvalidWalletResponseError } from 'portico'
import { satsConnectApi } from './satsConnectApi'

const PAYMENT = 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'

test('§7 behavior: getAccounts keeps payment and ordinals; signPsbt groups inputs by address; sendTransfer in satoshis', async () => {
  const request = vi.fn(async (method: string) => {
    if (method === 'getAccounts') return { jsonrpc: '2.0', id: 1, result: [{ address: PAYMENT, publicKey: '02aa', purpose: 'payment' }, { address: 'x', purpose: 'stacks' }] }
    if (method === 'signPsbt') return { result: { psbt: 'cHNidA==' } }
    return { result: { txid: 'ab' } }
  })
  const api = satsConnectApi({ request })
  expect(await api.connect()).toEqual([{ address: PAYMENT, publicKey: '02aa', purpose: 'payment' }])
  expect(request).toHaveBeenCalledWith('getAccounts', { purposes: ['payment', 'ordinals'] })
  await api.signPsbt({ psbt: 'cHNidA==', broadcast: false, signInputs: [{ address: PAYMENT, index: 0 }, { address: PAYMENT, index: 2 }] })
  expect(request).toHaveBeenCalledWith('signPsbt', { psbt: 'cHNidA==', signInputs: { [PAYMENT]: [0, 2] }, broadcast: false })
  await api.sendTransfer?.({ recipient: PAYMENT, amount: 1234n })
  expect(request).toHaveBeenCalledWith('sendTransfer', { recipients: [{ address: PAYMENT, amount: 1234 }] })
})

test('error: an error answer keeps its code (the sats-connect rejection -32000 becomes 4001); a malformed answer is refused; no account restores as none', async () => {
  const api = satsConnectApi({ request: async (method) => (method === 'signMessage' ? { error: { code: -32000, message: 'User rejected' } } : { result: 42 }) })
  await expect(api.signMessage({ address: PAYMENT, message: 'hi' })).rejects.toMatchObject({ code: 4001 })
  await expect(api.connect()).rejects.toBeInstanceOf(InvalidWalletResponseError)
  expect(await api.accounts()).toEqual([])
})
