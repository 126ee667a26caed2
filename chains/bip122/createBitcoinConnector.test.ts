import { describe, expect, test, vi } from 'vitest'
import * as btc from '@scure/btc-signer'
import { secp256k1 } from '@noble/curves/secp256k1'
import { bitcoin, bitcoinTestnet, InvalidRequestParamsError, MethodNotSupportedError, UserRejectedRequestError, type ConnectorEvent, type ConnectorInfo } from 'portico'
import type { BitcoinWalletApi } from './bitcoinWalletApi'
import { createBitcoinConnector } from './createBitcoinConnector'

const key = (n: number) => secp256k1.getPublicKey(new Uint8Array(32).fill(n), true)
const payment = btc.p2wpkh(key(1)).address ?? ''
const ordinals = btc.p2tr(key(2).subarray(1)).address ?? ''
const testnetPayment = btc.p2wpkh(key(1), btc.TEST_NETWORK).address ?? ''
const info: ConnectorInfo = { id: 'bip122:test', type: 'ANNOUNCED', name: 'Test', imageUrl: undefined, rdns: undefined, namespaces: ['bip122'], installed: true }

function fakeApi(overrides: Partial<BitcoinWalletApi> = {}) {
  const change = new Set<() => void>()
  const list = [
    { address: ordinals, publicKey: 'aa', purpose: 'ordinals' as const },
    { address: payment, publicKey: 'bb', purpose: 'payment' as const },
  ]
  const api: BitcoinWalletApi = {
    connect: vi.fn(async () => list),
    accounts: vi.fn(async () => list),
    disconnect: vi.fn(async () => undefined),
    signMessage: vi.fn(async () => ({ signature: 'c2ln' })),
    signPsbt: vi.fn(async () => ({ psbt: 'cHNidA==' })),
    sendTransfer: vi.fn(async () => ({ txid: 'ab'.repeat(32) })),
    onAccountsChanged: (listener) => (change.add(listener), () => change.delete(listener)),
    ...overrides,
  }
  return { api, change, list }
}

describe('createBitcoinConnector', () => {
  test('§3 behavior: the payment address comes first as account type payment, the ordinals address is ordinal', async () => {
    const connector = createBitcoinConnector({ info, api: fakeApi().api })
    const accounts = await connector.connect({ network: bitcoin })
    expect(accounts.map((a) => [a.caipAddress, a.accountType])).toEqual([
      [`${bitcoin.caipNetworkId}:${payment}`, 'payment'],
      [`${bitcoin.caipNetworkId}:${ordinals}`, 'ordinal'],
    ])
  })

  test('behavior: a wallet on testnet connects on testnet, whatever network was asked for; switching away is refused', async () => {
    const { api } = fakeApi({ connect: async () => [{ address: testnetPayment, publicKey: '', purpose: 'payment' }] })
    const connector = createBitcoinConnector({ info, api })
    const [account] = await connector.connect({ network: bitcoin })
    expect(account?.networkId).toBe(bitcoinTestnet.caipNetworkId)
    await expect(connector.switchNetwork(bitcoin)).rejects.toThrow('Chain is not supported')
    await expect(connector.switchNetwork(bitcoinTestnet)).resolves.toBeUndefined()
  })

  test('§7 behavior: getAccountAddresses, signMessage, signPsbt and sendTransfer (satoshis as a bigint, never a float)', async () => {
    const { api } = fakeApi()
    const connector = createBitcoinConnector({ info, api })
    await connector.connect({ network: bitcoin })
    expect(await connector.request({ method: 'getAccountAddresses', params: { intentions: ['ordinal'] } })).toEqual([{ address: ordinals, publicKey: 'aa', intention: 'ordinal' }])
    expect(await connector.request({ method: 'signMessage', params: { message: 'hi' } })).toEqual({ address: payment, signature: 'c2ln' })
    expect(api.signMessage).toHaveBeenCalledWith({ address: payment, message: 'hi', protocol: undefined })
    // A taproot (ordinals) address signs with BIP-322 unless the caller chose the protocol.
    expect(await connector.request({ method: 'signMessage', params: { message: 'hi', address: ordinals } })).toEqual({ address: ordinals, signature: 'c2ln' })
    expect(api.signMessage).toHaveBeenLastCalledWith({ address: ordinals, message: 'hi', protocol: 'bip322' })
    await connector.request({ method: 'signPsbt', params: { psbt: 'cHNidA==', signInputs: [{ address: ordinals, index: 1 }] } })
    expect(api.signPsbt).toHaveBeenCalledWith({ psbt: 'cHNidA==', signInputs: [{ address: ordinals, index: 1 }], broadcast: false })
    await connector.request({ method: 'sendTransfer', params: { recipientAddress: ordinals, amount: '2100000000000000' } })
    expect(api.sendTransfer).toHaveBeenCalledWith({ recipient: ordinals, amount: 2_100_000_000_000_000n })
  })

  test('error: bad params, another address, an unknown method, a rejection', async () => {
    const { api } = fakeApi({ signMessage: async () => Promise.reject(Object.assign(new Error('no'), { code: 4001 })) })
    const connector = createBitcoinConnector({ info, api })
    await connector.connect({ network: bitcoin })
    await expect(connector.request({ method: 'sendTransfer', params: { recipientAddress: ordinals, amount: '1.5' } })).rejects.toBeInstanceOf(InvalidRequestParamsError)
    await expect(connector.request({ method: 'signMessage', params: { message: 'x', address: testnetPayment } })).rejects.toBeInstanceOf(InvalidRequestParamsError)
    await expect(connector.request({ method: 'signMessage', params: { message: 'x' } })).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(connector.request({ method: 'eth_sign' })).rejects.toBeInstanceOf(MethodNotSupportedError)
  })

  test('behavior: a wallet-side account change is reported with the new accounts', async () => {
    const { api, change, list } = fakeApi()
    const connector = createBitcoinConnector({ info, api })
    await connector.connect({ network: bitcoin })
    const events: ConnectorEvent[] = []
    const stop = connector.subscribe((event) => events.push(event))
    list.splice(0, 1)
    for (const listener of change) listener()
    await vi.waitFor(() => expect(events).toHaveLength(1))
    expect(events[0]).toMatchObject({ type: 'accountsChanged', accounts: [{ caipAddress: `${bitcoin.caipNetworkId}:${payment}` }] })
    stop()
    expect(change.size).toBe(0)
  })
})
