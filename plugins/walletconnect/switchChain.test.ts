import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createPublicClient, http, recoverMessageAddress, type Hex } from 'viem'
import { startAnvil, type Devnet } from '../../devnet/anvil'
import { ChainNotSupportedError, defineNetwork, MethodNotSupportedError, UserRejectedRequestError } from 'portico'
import { createWalletConnectHarness } from './testing/walletConnectHarness'

const network = (id: number, url: string) =>
  defineNetwork({ chainNamespace: 'eip155', id, name: `Chain ${id}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [url] } } })
const first = network(31337, 'http://127.0.0.1:1')
const second = network(31338, 'http://127.0.0.1:2')
const solanaNetwork = (id: string) =>
  defineNetwork({ chainNamespace: 'solana', id, name: `Solana ${id}`, nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 }, rpcUrls: { default: { http: ['http://127.0.0.1:4'] } } })
const solanaA = solanaNetwork('localnet')
const solanaB = solanaNetwork('othernet')

const harness = createWalletConnectHarness([first, second, solanaA, solanaB])
const EVM = { 'eip155:31337': 'http://127.0.0.1:1', 'eip155:31338': 'http://127.0.0.1:2' }

describe('switching to a chain the session did not approve', () => {
  test('§4 §7 behavior: the wallet is asked with wallet_switchEthereumChain, adds the chain to the session; requests go there', async () => {
    const { connector, events } = harness.setup()
    const wallet = await harness.phone({ evmChains: EVM, approveChains: ['eip155:31337'] })
    const accounts = await harness.pair(connector, wallet, first)
    expect(accounts.map((a) => a.networkId)).toEqual(['eip155:31337'])

    const switching = connector.switchNetwork(second)
    const request = await wallet.next('request')
    expect(request.kind === 'request' && [request.method, request.params, request.chainId]).toEqual(['wallet_switchEthereumChain', [{ chainId: '0x7a6a' }], 'eip155:31337'])
    await wallet.approve(request.id)
    await switching
    expect(events).toContainEqual({ type: 'chainChanged', namespace: 'eip155', networkId: 'eip155:31338' })

    const signing = connector.request({ method: 'personal_sign', params: ['0x6869', wallet.keys.evm.address] })
    const sign = await wallet.next('request')
    expect(sign.kind === 'request' && sign.chainId).toBe('eip155:31338')
    await wallet.approve(sign.id)
    expect(await recoverMessageAddress({ message: 'hi', signature: (await signing) as Hex })).toBe(wallet.keys.evm.address)
  })

  test('§4 error: a declined switch rejects as declined and leaves requests on the approved chain', async () => {
    const { connector } = harness.setup()
    const wallet = await harness.phone({ evmChains: EVM, approveChains: ['eip155:31337'] })
    await harness.pair(connector, wallet, first)
    const switching = connector.switchNetwork(second)
    await wallet.reject((await wallet.next('request')).id)
    await expect(switching).rejects.toBeInstanceOf(UserRejectedRequestError)
    const signing = connector.request({ method: 'personal_sign', params: ['0x00', wallet.keys.evm.address] })
    const sign = await wallet.next('request')
    expect(sign.kind === 'request' && sign.chainId).toBe('eip155:31337')
    await wallet.approve(sign.id)
    await signing
  })

  test('§7 error: a wallet method the session did not approve fails without a prompt; solana has no chain switch', async () => {
    const { connector } = harness.setup()
    const wallet = await harness.phone({ evmChains: EVM, solanaChains: ['solana:localnet'] })
    await harness.pair(connector, wallet, first)
    await expect(connector.request({ method: 'wallet_getAssets', params: [{ account: wallet.keys.evm.address }] })).rejects.toBeInstanceOf(MethodNotSupportedError)
    const refused = connector.switchNetwork(solanaB)
    await expect(refused).rejects.toBeInstanceOf(ChainNotSupportedError)
    await expect(refused).rejects.toThrow('Chain is not supported')
    await connector.switchNetwork(solanaA)
    expect(wallet.pending()).toEqual([])
  })
})

describe('adding a chain the wallet does not know (4902)', () => {
  let anvil: Devnet
  beforeAll(async () => void (anvil = await startAnvil({ state: false, chainId: 31338 })))
  afterAll(() => anvil.stop())

  test('§7 behavior: 4902 -> wallet_addEthereumChain with the network fields -> switch; a transaction lands on the added chain', async () => {
    const added = network(31338, anvil.url)
    const { connector } = harness.setup({ networks: [first, added] })
    const wallet = await harness.phone({ evmChains: { 'eip155:31337': 'http://127.0.0.1:1' } })
    await harness.pair(connector, wallet, first)

    const switching = connector.switchNetwork(added)
    await wallet.approve((await wallet.next('request')).id) // switch: 4902, the wallet does not know 31338
    const add = await wallet.next('request')
    expect(add.kind === 'request' && [add.method, add.params]).toEqual([
      'wallet_addEthereumChain',
      [{ chainId: '0x7a6a', chainName: 'Chain 31338', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: [anvil.url] }],
    ])
    await wallet.approve(add.id)
    const again = await wallet.next('request')
    expect(again.kind === 'request' && again.method).toBe('wallet_switchEthereumChain')
    await wallet.approve(again.id)
    await switching

    const sending = connector.request({ method: 'eth_sendTransaction', params: [{ from: wallet.keys.evm.address, to: wallet.keys.evm.address, value: '0x1' }] })
    const send = await wallet.next('request')
    expect(send.kind === 'request' && send.chainId).toBe('eip155:31338')
    await wallet.approve(send.id)
    const receipt = await createPublicClient({ transport: http(anvil.url) }).waitForTransactionReceipt({ hash: (await sending) as Hex })
    expect(receipt.status).toBe('success')
  })
})
