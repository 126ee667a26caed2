import { defineNetwork, mainnet } from 'portico'
import { decodeAggregate3 } from './abi'
import { describe, expect, test } from 'vitest'
import { encodeAggregate3Answer, evmChainHarness, localEvm, uint } from './testing'

const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ETH = 1_234_567_890_123_456_789n
const PUSD = 1_000_000n * 10n ** 18n
const PUSDC = 2_500_000n

/** A node answering aggregate3 with native + 2 tokens. */
const multicallNode = (values: { eth?: bigint; pusd?: bigint; pusdc?: bigint; failToken?: boolean } = {}) => (call: { method: string }) => {
  if (call.method !== 'eth_call') throw new Error(`unexpected ${call.method}`)
  return encodeAggregate3Answer([
    { success: true, data: uint(values.eth ?? ETH) },
    { success: !values.failToken, data: values.failToken ? '0x' : uint(values.pusd ?? PUSD) },
    { success: true, data: uint(values.pusdc ?? PUSDC) },
  ])
}

/** Number of calls in an aggregate3 calldata (its array length word). */
const callCount = (data: string) => Number(BigInt(`0x${data.slice(10 + 64, 10 + 128)}`))

describe('eip155 balances over JSON-RPC (the chain module\'s fetchBalances tap)', () => {
  test('§7 balance: native + ERC-20s in ONE aggregate3 eth_call to Multicall3, exact base units', async () => {
    const h = evmChainHarness({ rpc: multicallNode() })
    const { tokens, source } = (await h.read(OWNER)) ?? {}
    expect(source).toBe('rpc')
    expect(h.rpcCalls).toHaveLength(1)
    const call = h.rpcCalls[0] as { method: string; params: [{ to: string; data: string }, string] }
    expect(call.params[0].to).toBe('0xcA11bde05977b3631167028862bE2a173976CA11')
    expect(call.params[0].data.startsWith('0x82ad56cb')).toBe(true)
    expect(tokens?.map((t) => [t.symbol, t.amount, t.decimals, t.address])).toEqual([
      ['ETH', ETH, 18, undefined],
      ['PUSD', PUSD, 18, localEvm.tokens?.[0]?.address],
      ['PUSDC', PUSDC, 6, localEvm.tokens?.[1]?.address],
    ])
    h.portico.destroy()
  })

  test('§9 batching: 20 tokens still make exactly one RPC call', async () => {
    const tokens = Array.from({ length: 20 }, (_, i) => ({ address: `0x${(i + 1).toString(16).padStart(40, '0')}`, symbol: `T${i}`, decimals: 6, name: `Token ${i}` }))
    const network = defineNetwork({ ...localEvm, tokens })
    const h = evmChainHarness({
      network,
      rpc: (call) => {
        const calls = callCount((call.params as [{ data: string }])[0].data)
        return encodeAggregate3Answer(Array.from({ length: calls }, () => ({ success: true, data: uint(7n) })))
      },
    })
    expect((await h.read(OWNER))?.tokens).toHaveLength(21)
    expect(h.rpcCalls).toHaveLength(1)
    h.portico.destroy()
  })

  test('§9 a token whose call fails is left out; zero balances are left out; native stays', async () => {
    const h = evmChainHarness({ rpc: multicallNode({ failToken: true, pusdc: 0n, eth: 0n }) })
    const portfolio = await h.read(OWNER)
    expect(portfolio?.tokens.map((t) => [t.symbol, t.amount])).toEqual([['ETH', 0n]])
    h.portico.destroy()
  })

  test('§8 a malformed node answer is a failure (Token Balance Unavailable through the service), not a balance', async () => {
    const h = evmChainHarness({ rpc: () => '0xnothex' })
    await expect(h.read(OWNER)).rejects.toThrow()
    await expect(h.portico.services.balances.get({ network: localEvm, address: OWNER })).rejects.toMatchObject({ shortMessage: 'Token Balance Unavailable' })
    h.portico.destroy()
  })

  test('§9 mainnet without Multicall3 falls back to one same-tick batch (eth_getBalance + eth_calls)', async () => {
    const network = defineNetwork({ ...mainnet, contracts: {}, tokens: localEvm.tokens })
    const h = evmChainHarness({ network, rpc: (call) => (call.method === 'eth_getBalance' ? '0x10' : uint(5n)) })
    const portfolio = await h.read(OWNER)
    expect(h.rpcCalls.map((c) => c.method)).toEqual(['eth_getBalance', 'eth_call', 'eth_call'])
    expect(portfolio?.tokens.map((t) => t.amount)).toEqual([16n, 5n, 5n])
    h.portico.destroy()
  })

  test('§5 the lone native read is eth_getBalance', async () => {
    const h = evmChainHarness({ rpc: () => '0x2a' })
    await expect(h.portico._internal.hooks.fetchNativeBalance.for('eip155').promise({ network: localEvm, address: OWNER })).resolves.toEqual({ chainId: 'eip155:31337', name: 'Ether', symbol: 'ETH', amount: 42n, decimals: 18 })
    expect(h.rpcCalls).toEqual([{ method: 'eth_getBalance', params: [OWNER, 'latest'] }])
    h.portico.destroy()
  })

  test('§9 aggregate3 decoding rejects out-of-bounds offsets', () => {
    expect(() => decodeAggregate3(`0x${'0'.repeat(62)}ff`)).toThrow()
  })
})
