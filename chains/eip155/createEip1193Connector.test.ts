import { describe, expect, test } from 'vitest'
import { base, bsc, ChainNotSupportedError, InvalidWalletResponseError, mainnet, solana, UserRejectedRequestError, type ConnectorEvent } from 'portico'
import { ADDRESS, ADDRESS_2, CHECKSUMMED, FakeProvider, rpcError } from '../../kernel/connectors/testing/fakeProvider'
import { createEip1193Connector } from './createEip1193Connector'

const info = { id: 'io.fake', type: 'ANNOUNCED' as const, name: 'Fake', imageUrl: undefined, rdns: 'io.fake', namespaces: ['eip155' as const], installed: true }
const make = (provider: FakeProvider) => createEip1193Connector({ provider, info })

describe('connect and reconnect', () => {
  test('§3 behavior: connect asks eth_requestAccounts then eth_chainId and returns CAIP-10 eoa accounts', async () => {
    const provider = new FakeProvider({ eth_requestAccounts: () => [ADDRESS, ADDRESS_2], eth_chainId: () => '0x2105' })
    const accounts = await make(provider).connect({ network: mainnet })
    expect(provider.methods()).toEqual(['eth_requestAccounts', 'eth_chainId'])
    expect(accounts).toEqual([
      { namespace: 'eip155', caipAddress: `eip155:8453:${CHECKSUMMED}`, accountType: 'eoa', networkId: 'eip155:8453' },
      { namespace: 'eip155', caipAddress: `eip155:8453:${ADDRESS_2}`, accountType: 'eoa', networkId: 'eip155:8453' },
    ])
  })

  test('§4 behavior: reconnect uses eth_accounts (no prompt); none -> []', async () => {
    const provider = new FakeProvider({ eth_accounts: () => [] })
    expect(await make(provider).reconnect({ network: mainnet })).toEqual([])
    expect(provider.methods()).toEqual(['eth_accounts'])
  })

  test.each([
    ['eth_requestAccounts', ['not-an-address']],
    ['eth_requestAccounts', 'nope'],
    ['eth_requestAccounts', [`${ADDRESS}00`]],
    ['eth_chainId', '1'],
    ['eth_chainId', '0xzz'],
    ['eth_chainId', null],
  ])('§5 error: an invalid %s answer (%j) throws InvalidWalletResponseError', async (method, answer) => {
    const provider = new FakeProvider({ [method]: () => answer })
    await expect(make(provider).connect({ network: mainnet })).rejects.toBeInstanceOf(InvalidWalletResponseError)
  })

  test('§8 error: 4001 on connect becomes UserRejectedRequestError', async () => {
    const provider = new FakeProvider({ eth_requestAccounts: () => { throw rpcError(4001, 'User rejected') } })
    const error = await make(provider).connect({ network: mainnet }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(UserRejectedRequestError)
    expect((error as UserRejectedRequestError).cause).toMatchObject({ code: 4001 })
  })
})

describe('switchNetwork (spec section 7 "Wallet switching")', () => {
  test('§7 behavior: switches with wallet_switchEthereumChain and a hex chain id', async () => {
    const provider = new FakeProvider({ wallet_switchEthereumChain: () => null })
    await make(provider).switchNetwork(base)
    expect(provider.calls).toEqual([{ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x2105' }] }])
  })

  test.each([
    ['top-level code', rpcError(4902, 'Unrecognized chain')],
    ['nested data.originalError.code', rpcError(-32603, 'Internal', { originalError: { code: 4902 } })],
    ['5000, the default error', rpcError(5000, 'Unknown chain')],
    ['32603, invalid chain id', rpcError(32603, 'Invalid chain id')],
    ['-32603, invalid chain id as JSON-RPC sends it', rpcError(-32603, 'Unrecognized chain ID "0x38"')],
  ])('§8 behavior: 4902, 5000 or 32603 (%s) -> wallet_addEthereumChain then switch again', async (_label, error) => {
    let switches = 0
    const provider = new FakeProvider({
      wallet_switchEthereumChain: () => {
        if (switches++ === 0) throw error
        return null
      },
      wallet_addEthereumChain: () => null,
    })
    await make(provider).switchNetwork(bsc)
    expect(provider.methods()).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
    expect(provider.calls[1]?.params).toEqual([
      {
        chainId: '0x38',
        chainName: bsc.name,
        nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
        rpcUrls: [...bsc.rpcUrls.default.http],
        blockExplorerUrls: [bsc.blockExplorers.default.url],
      },
    ])
  })

  test("§8 error: a failed wallet_addEthereumChain throws 'Chain is not supported'", async () => {
    const provider = new FakeProvider({
      wallet_switchEthereumChain: () => { throw rpcError(4902, 'Unrecognized chain') },
      wallet_addEthereumChain: () => { throw rpcError(-32603, 'Cannot add') },
    })
    const error = await make(provider).switchNetwork(bsc).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ChainNotSupportedError)
    expect((error as ChainNotSupportedError).shortMessage).toBe('Chain is not supported')
  })

  test('§8 error: declining the switch or the add stays UserRejectedRequestError', async () => {
    const declineSwitch = new FakeProvider({ wallet_switchEthereumChain: () => { throw rpcError(4001, 'no') } })
    await expect(make(declineSwitch).switchNetwork(base)).rejects.toBeInstanceOf(UserRejectedRequestError)
    const declineAdd = new FakeProvider({
      wallet_switchEthereumChain: () => { throw rpcError(4902, 'Unrecognized chain') },
      wallet_addEthereumChain: () => { throw rpcError(4001, 'no') },
    })
    await expect(make(declineAdd).switchNetwork(base)).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  test("§8 error: another switch failure or a non-EVM network throws 'Chain is not supported'", async () => {
    const provider = new FakeProvider({ wallet_switchEthereumChain: () => { throw rpcError(-32000, 'nope') } })
    await expect(make(provider).switchNetwork(base)).rejects.toBeInstanceOf(ChainNotSupportedError)
    await expect(make(provider).switchNetwork(solana)).rejects.toBeInstanceOf(ChainNotSupportedError)
    expect(provider.methods()).not.toContain('wallet_addEthereumChain')
  })
})

describe('events and disconnect', () => {
  const subscribed = async (provider = new FakeProvider()) => {
    const connector = make(provider)
    await connector.connect({ network: mainnet })
    const events: ConnectorEvent[] = []
    const unsubscribe = connector.subscribe((event) => events.push(event))
    return { connector, provider, events, unsubscribe }
  }

  test('§7 behavior: accountsChanged, chainChanged and disconnect are reported', async () => {
    const { provider, events } = await subscribed()
    provider.emit('accountsChanged', [ADDRESS_2])
    provider.emit('chainChanged', '0x38')
    provider.emit('chainChanged', 8453)
    provider.emit('accountsChanged', [ADDRESS])
    provider.emit('disconnect', rpcError(4900, 'Disconnected'))
    expect(events).toEqual([
      { type: 'accountsChanged', namespace: 'eip155', accounts: [{ namespace: 'eip155', caipAddress: `eip155:1:${ADDRESS_2}`, accountType: 'eoa', networkId: 'eip155:1' }] },
      { type: 'chainChanged', namespace: 'eip155', networkId: 'eip155:56' },
      { type: 'chainChanged', namespace: 'eip155', networkId: 'eip155:8453' },
      { type: 'accountsChanged', namespace: 'eip155', accounts: [{ namespace: 'eip155', caipAddress: `eip155:8453:${CHECKSUMMED}`, accountType: 'eoa', networkId: 'eip155:8453' }] },
      { type: 'disconnect', namespace: 'eip155' },
    ])
  })

  test('§4 behavior: an empty accountsChanged is a disconnect; junk payloads and lost RPC links are ignored', async () => {
    const { provider, events } = await subscribed()
    provider.emit('accountsChanged', ['junk'])
    provider.emit('chainChanged', 'junk')
    provider.emit('disconnect', rpcError(1013, 'Try again later'))
    provider.emit('accountsChanged', [])
    expect(events).toEqual([{ type: 'disconnect', namespace: 'eip155' }])
  })

  test('§4 behavior: disconnect revokes permissions, ignores a failure, and unsubscribes', async () => {
    const provider = new FakeProvider({ wallet_revokePermissions: () => { throw rpcError(4200, 'unsupported') } })
    const { connector, events } = await subscribed(provider)
    expect(provider.listenerCount()).toBe(3)
    await expect(connector.disconnect()).resolves.toBeUndefined()
    expect(provider.calls.at(-1)).toEqual({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(provider.listenerCount()).toBe(0)
    provider.emit('accountsChanged', [])
    expect(events).toEqual([])
  })

  test('§7 behavior: request passes through and maps 4001', async () => {
    const provider = new FakeProvider({ personal_sign: () => '0xsig', eth_sendTransaction: () => { throw rpcError(4001, 'no') } })
    const connector = make(provider)
    expect(await connector.request({ method: 'personal_sign', params: ['0x00', ADDRESS] })).toBe('0xsig')
    expect(provider.calls.at(-1)).toEqual({ method: 'personal_sign', params: ['0x00', ADDRESS] })
    await expect(connector.request({ method: 'eth_sendTransaction' })).rejects.toBeInstanceOf(UserRejectedRequestError)
  })
})
