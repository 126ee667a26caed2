import { describe, expect, test } from 'vitest'
import { decodeAggregate3 } from './evm/abi'
import { BALANCE_CACHE_MS, BALANCE_RETRY_MS } from './createBalanceService'
import { BalanceUnavailableError } from './errors'
import { balanceHarness, encodeAggregate3Answer, testEvm, uint } from './testing'
import { mainnet, solana } from '../networks'
import { defineNetwork } from '../networks/defineNetwork'

const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const query = { network: testEvm, address: OWNER }
const ETH = 1_234_567_890_123_456_789n
const PUSD = 1_000_000n * 10n ** 18n
const PUSDC = 2_500_000n

/** A node answering aggregate3 with native + 2 tokens. */
const multicallNode = (values: { eth?: bigint; pusd?: bigint; pusdc?: bigint; failToken?: boolean } = {}) => (args: { method: string }) => {
  if (args.method !== 'eth_call') throw new Error(`unexpected ${args.method}`)
  return encodeAggregate3Answer([
    { success: true, data: uint(values.eth ?? ETH) },
    { success: !values.failToken, data: values.failToken ? '0x' : uint(values.pusd ?? PUSD) },
    { success: true, data: uint(values.pusdc ?? PUSDC) },
  ])
}

describe('balance service', () => {
  test('§3 Token balance: native + ERC-20s in ONE aggregate3 eth_call, exact bigint amounts and quantity text', async () => {
    const { service, rpcCalls } = balanceHarness({ rpc: multicallNode() })
    const tokens = await service.get(query)
    expect(rpcCalls).toHaveLength(1)
    const call = rpcCalls[0] as { method: string; params: [{ to: string; data: string }, string] }
    expect(call.method).toBe('eth_call')
    expect(call.params[0].to).toBe('0xcA11bde05977b3631167028862bE2a173976CA11')
    expect(call.params[0].data.startsWith('0x82ad56cb')).toBe(true)
    expect(tokens.map((t) => [t.symbol, t.amount, t.decimals, t.address])).toEqual([
      ['ETH', ETH, 18, undefined],
      ['PUSD', PUSD, 18, testEvm.tokens?.[0]?.address],
      ['PUSDC', PUSDC, 6, testEvm.tokens?.[1]?.address],
    ])
    expect(tokens[0]?.quantity).toEqual({ decimals: '18', numeric: '1.234567890123456789' })
    expect(tokens[2]?.quantity).toEqual({ decimals: '6', numeric: '2.5' })
    expect(tokens[0]?.chainId).toBe('eip155:31337')
    expect(tokens.every((t) => t.price === 0 && t.value === 0 && !t.priced)).toBe(true)
  })

  test('§9 batching: 20 tokens still make exactly one RPC call', async () => {
    const tokens = Array.from({ length: 20 }, (_, i) => ({ address: `0x${(i + 1).toString(16).padStart(40, '0')}`, symbol: `T${i}`, decimals: 6, name: `Token ${i}` }))
    const network = defineNetwork({ ...testEvm, tokens })
    const { service, rpcCalls } = balanceHarness({
      networks: [network],
      rpc: (args) => {
        const data = (args.params as [{ data: string }])[0].data
        const calls = decodeCallCount(data)
        return encodeAggregate3Answer(Array.from({ length: calls }, () => ({ success: true, data: uint(7n) })))
      },
    })
    const result = await service.get({ network, address: OWNER })
    expect(rpcCalls).toHaveLength(1)
    expect(result).toHaveLength(21)
  })

  test('§9 cache: a second get within 30 s makes no call; after 30 s it reads again', async () => {
    const h = balanceHarness({ rpc: multicallNode() })
    await h.service.get(query)
    h.advance(BALANCE_CACHE_MS - 1)
    await h.service.get(query)
    expect(h.rpcCalls).toHaveLength(1)
    h.advance(1)
    await h.service.get(query)
    expect(h.rpcCalls).toHaveLength(2)
  })

  test('§5 concurrent gets share one fetch', async () => {
    const h = balanceHarness({ rpc: multicallNode() })
    await Promise.all([h.service.get(query), h.service.get(query), h.service.native(query)])
    expect(h.rpcCalls).toHaveLength(1)
  })

  test('§8 failure keeps the last good data, shows Token Balance Unavailable, and waits 30 s before retrying (lastRetry)', async () => {
    let fail = false
    const node = multicallNode()
    const h = balanceHarness({ rpc: (args) => { if (fail) throw new Error('node down'); return node(args) } })
    const good = await h.service.get(query)
    fail = true
    h.advance(BALANCE_CACHE_MS)
    const kept = await h.service.get(query)
    expect(kept).toEqual(good)
    const entry = h.service.getEntry(query)
    expect(entry.status).toBe('error')
    expect(entry.error).toBe('Token Balance Unavailable')
    expect(entry.tokens).toEqual(good)
    expect(h.toast.show).toHaveBeenCalledWith({ message: 'Token Balance Unavailable', variant: 'error' })
    expect(h.rpcCalls).toHaveLength(2)
    // Within the retry window: no call, still the last good data.
    h.advance(BALANCE_RETRY_MS - 1)
    await expect(h.service.get(query)).resolves.toEqual(good)
    expect(h.rpcCalls).toHaveLength(2)
    fail = false
    h.advance(1)
    await h.service.get(query)
    expect(h.rpcCalls).toHaveLength(3)
    expect(h.service.getEntry(query).error).toBeUndefined()
    expect(h.service.getEntry(query).status).toBe('ready')
  })

  test('§8 failure with no earlier data throws BalanceUnavailableError', async () => {
    const h = balanceHarness({ rpc: () => { throw new Error('down') } })
    const error = await h.service.get(query).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BalanceUnavailableError)
    expect((error as BalanceUnavailableError).shortMessage).toBe('Token Balance Unavailable')
    await expect(h.service.get(query)).rejects.toBeInstanceOf(BalanceUnavailableError)
    expect(h.rpcCalls).toHaveLength(1)
  })

  test('§8 a malformed node answer is a failure, not a balance', async () => {
    const h = balanceHarness({ rpc: () => '0xnothex' })
    await expect(h.service.get(query)).rejects.toBeInstanceOf(BalanceUnavailableError)
  })

  test('§9 a token whose call fails is left out; zero balances are left out; native stays', async () => {
    const h = balanceHarness({ rpc: multicallNode({ failToken: true, pusdc: 0n, eth: 0n }) })
    const tokens = await h.service.get(query)
    expect(tokens.map((t) => t.symbol)).toEqual(['ETH'])
    expect(tokens[0]?.amount).toBe(0n)
  })

  test('§9 namespaces per feature: bip122 and polkadot have no balances (shown as 0.00)', async () => {
    const h = balanceHarness({ rpc: () => { throw new Error('never') } })
    const btc = defineNetwork({ chainNamespace: 'bip122', id: '000000000019d6689c085ae165831e93', name: 'Bitcoin', nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }, rpcUrls: { default: { http: ['https://x.invalid'] } } })
    await expect(h.service.get({ network: btc, address: 'bc1qxyz' })).resolves.toEqual([])
    await expect(h.service.native({ network: btc, address: 'bc1qxyz' })).resolves.toBeUndefined()
    expect(h.rpcCalls).toHaveLength(0)
  })

  test('§4 refresh drops the cache (force also clears the failure window)', async () => {
    const h = balanceHarness({ rpc: multicallNode() })
    await h.service.get(query)
    await h.service.refresh(query)
    expect(h.rpcCalls).toHaveLength(2)
  })

  test('§3 prices from a host price service give value = quantity x price; a failing one leaves USD out', async () => {
    const priced = balanceHarness({
      rpc: multicallNode(),
      priceService: { getPrices: async () => new Map([['eip155:31337:native', 3000], [`eip155:31337:${testEvm.tokens?.[1]?.address.toLowerCase()}`, 1]]) },
    })
    const tokens = await priced.service.get(query)
    expect(tokens[0]?.price).toBe(3000)
    expect(tokens[0]?.value).toBeCloseTo(1.2345678901 * 3000, 6)
    expect(tokens[2]?.value).toBe(2.5)
    expect(tokens[1]?.priced).toBe(false)
    const failing = balanceHarness({ rpc: multicallNode(), priceService: { getPrices: async () => { throw new Error('no') } } })
    const plain = await failing.service.get(query)
    expect(plain.every((t) => !t.priced)).toBe(true)
  })

  test('§9 mainnet without Multicall3 falls back to one same-tick batch (eth_getBalance + eth_calls)', async () => {
    const network = defineNetwork({ ...mainnet, contracts: {}, tokens: testEvm.tokens })
    const h = balanceHarness({ networks: [network], rpc: (args) => (args.method === 'eth_getBalance' ? '0x10' : uint(5n)) })
    const tokens = await h.service.get({ network, address: OWNER })
    expect(h.rpcCalls.map((c) => c.method)).toEqual(['eth_getBalance', 'eth_call', 'eth_call'])
    expect(tokens.map((t) => t.amount)).toEqual([16n, 5n, 5n])
  })

  test('§9 solana: getBalance + SPL Token and Token-2022 accounts (jsonParsed); zero-decimal mints dropped', async () => {
    const account = (mint: string, amount: string, decimals: number) => ({ account: { data: { parsed: { info: { mint, tokenAmount: { amount, decimals } } } } } })
    const h = balanceHarness({
      networks: [solana],
      rpc: (args) => {
        if (args.method === 'getBalance') return { value: 1_500_000_000 }
        const program = (args.params as [string, { programId: string }])[1].programId
        return program.startsWith('Tokenkeg')
          ? { value: [account('MintA1111111111111111111111111111111111111', '1000000', 6), account('MintA1111111111111111111111111111111111111', '500000', 6), account('Nft11111111111111111111111111111111111111111', '1', 0)] }
          : { value: [account('Mint2022222222222222222222222222222222222222', '42', 2)] }
      },
    })
    const tokens = await h.service.get({ network: solana, address: '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM' })
    expect(h.rpcCalls.map((c) => c.method)).toEqual(['getBalance', 'getTokenAccountsByOwner', 'getTokenAccountsByOwner'])
    expect(h.rpcCalls.slice(1).map((c) => (c.params as [string, { programId: string }, { encoding: string }])[2].encoding)).toEqual(['jsonParsed', 'jsonParsed'])
    expect(tokens.map((t) => [t.symbol, t.amount, t.decimals])).toEqual([
      ['SOL', 1_500_000_000n, 9],
      ['Mint…1111', 1_500_000n, 6],
      ['Mint…2222', 42n, 2],
    ])
  })
})

/** Number of calls in an aggregate3 calldata (its array length word). */
function decodeCallCount(data: string): number {
  return Number(BigInt(`0x${data.slice(10 + 64, 10 + 128)}`))
}

test('§9 aggregate3 decoding rejects out-of-bounds offsets', () => {
  expect(() => decodeAggregate3(`0x${'0'.repeat(62)}ff`)).toThrow()
})
