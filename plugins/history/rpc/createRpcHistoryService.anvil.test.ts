import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createPublicClient, createWalletClient, encodeFunctionData, erc20Abi, http, maxUint256, parseEther, parseUnits, type Address, type Hash } from 'viem'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createRpcService, defineNetwork, type NetworkOf, type RpcService } from 'portico'
import { startAnvil, tetherStyleAbi, uniswapV2RouterAbi, type Devnet } from '../../../devnet/anvil'
import type { HistoryService, Transaction } from '../types'
import { createRpcHistoryService, type CreateRpcHistoryServiceParameters } from './createRpcHistoryService'
import { createNodeReader } from './nodeReader'
import { probeNode } from './probeNode'

let chain: Devnet
let rpc: RpcService
let network: NetworkOf<'eip155'>
const hashes: Record<string, Hash> = {}
let swapPayout: bigint
let swapTokensOut: bigint
let expected: Transaction[]

const client = () => createPublicClient({ transport: http(chain.url) })
// Accounts #4 and #5 of the devnet: 10000 ETH each, untouched by the saved state.
const alice = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65' as const
const bob = '0x9965507D1a55bcC2695C58ba16FB37d819B0A4dc' as const

async function mined(hash: Promise<Hash>): Promise<Hash> {
  const h = await hash
  await client().waitForTransactionReceipt({ hash: h })
  return h
}

beforeAll(async () => {
  chain = await startAnvil()
  rpc = createRpcService({})
  network = defineNetwork({
    chainNamespace: 'eip155',
    id: 31337,
    name: 'Devnet',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.url] } },
    contracts: { multicall3: { address: chain.addresses.multicall3 } },
  })
  const { tokens, router, weth, deployer } = chain.addresses
  const as = (account: Address) => createWalletClient({ account, transport: http(chain.url) })
  hashes.receivePusd = await mined(as(deployer.address).writeContract({ chain: null, address: tokens.PUSD.address, abi: erc20Abi, functionName: 'transfer', args: [alice, parseUnits('1000', 18)] }))
  hashes.receivePusdt = await mined(as(deployer.address).writeContract({ chain: null, address: tokens.PUSDT.address, abi: tetherStyleAbi, functionName: 'transfer', args: [alice, parseUnits('500', 6)] }))
  hashes.sendEth = await mined(as(alice).sendTransaction({ chain: null, to: bob, value: parseEther('1.5') }))
  hashes.sendPusdt = await mined(as(alice).writeContract({ chain: null, address: tokens.PUSDT.address, abi: tetherStyleAbi, functionName: 'transfer', args: [bob, 12_345_678n] }))
  hashes.approve = await mined(as(alice).writeContract({ chain: null, address: tokens.PUSD.address, abi: erc20Abi, functionName: 'approve', args: [router, maxUint256] }))
  const pusdIn = parseUnits('300', 18)
  swapPayout = (await client().readContract({ address: router, abi: uniswapV2RouterAbi, functionName: 'getAmountsOut', args: [pusdIn, [tokens.PUSD.address, weth]] }))[1]!
  hashes.swapToEth = await mined(as(alice).writeContract({ chain: null, address: router, abi: uniswapV2RouterAbi, functionName: 'swapExactTokensForETH', args: [pusdIn, 0n, [tokens.PUSD.address, weth], alice, 9_999_999_999n] }))
  swapTokensOut = (await client().readContract({ address: router, abi: uniswapV2RouterAbi, functionName: 'getAmountsOut', args: [parseEther('0.1'), [weth, tokens.PUSDC.address]] }))[1]!
  hashes.swapFromEth = await mined(as(alice).writeContract({ chain: null, address: router, abi: uniswapV2RouterAbi, functionName: 'swapExactETHForTokens', args: [0n, [weth, tokens.PUSDC.address], alice, 9_999_999_999n], value: parseEther('0.1') }))
  // A transfer of more PUSDT than Alice holds: mined, reverted.
  hashes.failed = await mined(as(alice).sendTransaction({ chain: null, to: tokens.PUSDT.address, data: encodeFunctionData({ abi: tetherStyleAbi, functionName: 'transfer', args: [bob, 10n ** 30n] }), gas: 100_000n }))
  hashes.receiveEth = await mined(as(bob).sendTransaction({ chain: null, to: alice, value: parseEther('0.25') }))
  hashes.self = await mined(as(alice).sendTransaction({ chain: null, to: alice, value: 1n }))

  const at = async (hash: Hash) => {
    const receipt = await client().getTransactionReceipt({ hash })
    const block = await client().getBlock({ blockNumber: receipt.blockNumber })
    return new Date(Number(block.timestamp) * 1000).toISOString()
  }
  const nonceOf = async (key: string) => (await client().getTransaction({ hash: hashes[key]! })).nonce
  const item = async (key: string, operationType: string, status: 'confirmed' | 'failed', from: string, to: string, nonce: number, transfers: Transaction['transfers']): Promise<Transaction> => ({
    id: hashes[key]!,
    metadata: { minedAt: await at(hashes[key]!), chain: 'eip155:31337', operationType, hash: hashes[key]!, status, sentFrom: from, sentTo: to, nonce },
    transfers,
  })
  const eth = { name: 'Ether', symbol: 'ETH' }
  const pusd = { name: tokens.PUSD.name, symbol: 'PUSD' }
  const pusdt = { name: tokens.PUSDT.name, symbol: 'PUSDT' }
  const pusdc = { name: tokens.PUSDC.name, symbol: 'PUSDC' }
  const fmt = (value: bigint, decimals: number) => {
    const text = value.toString().padStart(decimals + 1, '0')
    return `${text.slice(0, -decimals)}.${text.slice(-decimals)}`.replace(/\.?0+$/, '')
  }
  expected = [
    await item('self', 'send', 'confirmed', alice, alice, 6, [{ fungible_info: eth, direction: 'self', quantity: { numeric: '0.000000000000000001' } }]),
    await item('receiveEth', 'receive', 'confirmed', bob, alice, 0, [{ fungible_info: eth, direction: 'in', quantity: { numeric: '0.25' } }]),
    await item('failed', 'send', 'failed', alice, tokens.PUSDT.address, 5, []),
    await item('swapFromEth', 'trade', 'confirmed', alice, router, 4, [
      { fungible_info: eth, direction: 'out', quantity: { numeric: '0.1' } },
      { fungible_info: pusdc, direction: 'in', quantity: { numeric: fmt(swapTokensOut, 6) } },
    ]),
    await item('swapToEth', 'trade', 'confirmed', alice, router, 3, [
      { fungible_info: pusd, direction: 'out', quantity: { numeric: '300' } },
      { fungible_info: eth, direction: 'in', quantity: { numeric: fmt(swapPayout, 18) } },
    ]),
    await item('approve', 'approve', 'confirmed', alice, tokens.PUSD.address, 2, []),
    await item('sendPusdt', 'send', 'confirmed', alice, tokens.PUSDT.address, 1, [{ fungible_info: pusdt, direction: 'out', quantity: { numeric: '12.345678' } }]),
    await item('sendEth', 'send', 'confirmed', alice, bob, 0, [{ fungible_info: eth, direction: 'out', quantity: { numeric: '1.5' } }]),
    await item('receivePusdt', 'receive', 'confirmed', deployer.address, tokens.PUSDT.address, await nonceOf('receivePusdt'), [{ fungible_info: pusdt, direction: 'in', quantity: { numeric: '500' } }]),
    await item('receivePusd', 'receive', 'confirmed', deployer.address, tokens.PUSD.address, await nonceOf('receivePusd'), [{ fungible_info: pusd, direction: 'in', quantity: { numeric: '1000' } }]),
  ]
}, 60_000)
afterAll(async () => {
  rpc?.destroy()
  await chain?.stop()
})

const service = (options: Partial<CreateRpcHistoryServiceParameters> = {}) => createRpcHistoryService({ networks: [network], rpc, ...options })

/** Every page from the first, following `next`. */
async function allPages(history: HistoryService, account: string = alice) {
  const pages: Transaction[][] = []
  let cursor: string | undefined
  do {
    const page = await history.fetch({ account, chainId: 'eip155:31337', cursor })
    pages.push(page.data)
    cursor = page.next
    expect(pages.length).toBeLessThan(100)
  } while (cursor)
  return pages
}

describe('RPC history provider against the local anvil devnet', () => {
  test('§3 behavior: native, ERC-20 (USDT-style too), approval, swaps with internal ETH payout, failed and self transfers: exact items, newest first', async () => {
    const page = await service().fetch({ account: alice, chainId: 'eip155:31337' })
    expect(page.data).toEqual(expected)
    expect(page.next).toBeUndefined()
  })

  test('§3 behavior: the nonces of the sender (other side: the receiver sees its own view)', async () => {
    const page = await service().fetch({ account: bob, chainId: 'eip155:31337' })
    const sentToBob = page.data.find((t) => t.id === hashes.sendEth)
    expect(sentToBob?.metadata.operationType).toBe('receive')
    expect(sentToBob?.transfers).toEqual([{ fungible_info: { name: 'Ether', symbol: 'ETH' }, direction: 'in', quantity: { numeric: '1.5' } }])
    expect(page.data.find((t) => t.id === hashes.receiveEth)?.metadata).toMatchObject({ operationType: 'send', nonce: 0 })
  })

  for (const nativeSource of ['trace_filter', 'otterscan'] as const) {
    test(`§3 behavior: ${nativeSource} finds the router's internal ETH payout exactly as trace_filter does`, async () => {
      const page = await service({ nativeSource }).fetch({ account: alice, chainId: 'eip155:31337' })
      expect(page.data).toEqual(expected)
    })
  }

  test('behavior: without traces or Otterscan, the internal payout is not seen (documented limit); everything else is', async () => {
    const page = await service({ nativeSource: 'none' }).fetch({ account: alice, chainId: 'eip155:31337' })
    const swap = page.data.find((t) => t.id === hashes.swapToEth)
    expect(swap?.transfers).toEqual([expected[4]!.transfers[0]])
    expect(swap?.metadata.operationType).toBe('send')
    expect(page.data.filter((t) => t.id !== hashes.swapToEth)).toEqual(expected.filter((t) => t.id !== hashes.swapToEth))
  })

  test('§4 paging: small pages in small block windows give every item once, in order, then no cursor', async () => {
    for (const options of [{ pageSize: 3, blockRange: 2 }, { pageSize: 1, blockRange: 1 }, { pageSize: 4, blockRange: 5, nativeSource: 'otterscan' as const }]) {
      const pages = await allPages(service(options))
      expect(pages.flat()).toEqual(expected)
      expect(pages.slice(0, -1).every((p) => p.length === options.pageSize)).toBe(true)
    }
  })

  test('§4 paging: a cursor resumes strictly before its position; page one is never repeated', async () => {
    const history = service({ pageSize: 4 })
    const first = await history.fetch({ account: alice, chainId: 'eip155:31337' })
    const second = await history.fetch({ account: alice, chainId: 'eip155:31337', cursor: first.next })
    expect(first.next).toMatch(/^\d+:\d+$/)
    expect(first.data.map((t) => t.id)).toEqual(expected.slice(0, 4).map((t) => t.id))
    expect(second.data.map((t) => t.id)).toEqual(expected.slice(4, 8).map((t) => t.id))
  })

  test('behavior: a block budget per fetch ends a page early with a cursor that goes on', async () => {
    const pages = await allPages(service({ blockRange: 3, maxBlocksPerPage: 6 }))
    expect(pages.some((p) => p.length === 0)).toBe(true)
    expect(pages.flat()).toEqual(expected)
  })

  test('error: a bad cursor, no account, another chain, a bad address', async () => {
    const history = service()
    await expect(history.fetch({ account: alice, chainId: 'eip155:31337', cursor: 'page-2' })).rejects.toMatchObject({ shortMessage: 'Invalid history cursor: page-2' })
    await expect(history.fetch({ account: '', chainId: 'eip155:31337' })).rejects.toMatchObject({ shortMessage: "Transactions can't be fetched without an accountAddress" })
    await expect(history.fetch({ account: alice, chainId: 'eip155:1' })).rejects.toMatchObject({ shortMessage: 'Unsupported chain' })
    await expect(history.fetch({ account: '0x1234', chainId: 'eip155:31337' })).rejects.toMatchObject({ name: 'InvalidEvmAddressError' })
    expect(() => service({ pageSize: 0 })).toThrow('Invalid history option pageSize: expected an integer from 1 to 1000')
  })
})

describe('RPC history provider behind a node with range caps', () => {
  let proxy: Server
  let proxyUrl: string
  const posts: unknown[] = []
  let maxRange = 4

  beforeAll(async () => {
    // Like public nodes: eth_getLogs over more than maxRange blocks is refused with a JSON-RPC error.
    proxy = createServer((req, res) => {
      let text = ''
      req.on('data', (chunk: Buffer) => (text += chunk.toString()))
      req.on('end', async () => {
        const body = JSON.parse(text) as { id: number; method: string; params: { fromBlock: string; toBlock: string }[] } | { id: number; method: string; params: { fromBlock: string; toBlock: string }[] }[]
        posts.push(body)
        const calls = Array.isArray(body) ? body : [body]
        const refused = calls.find((c) => c.method === 'eth_getLogs' && Number(c.params[0]!.toBlock) - Number(c.params[0]!.fromBlock) + 1 > maxRange)
        res.setHeader('content-type', 'application/json')
        if (refused) {
          const answers = calls.map((c) => ({ jsonrpc: '2.0', id: c.id, error: { code: -32005, message: `query exceeds max block range ${maxRange}` } }))
          return res.end(JSON.stringify(Array.isArray(body) ? answers : answers[0]))
        }
        const upstream = await fetch(chain.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: text })
        res.end(await upstream.text())
      })
    })
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve))
    proxyUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`
  })
  afterAll(() => new Promise<void>((resolve) => proxy.close(() => resolve())))

  test('§7 behavior: a refused range narrows to the limit the node names, at once; the history is complete', async () => {
    const capped = defineNetwork({ ...network, rpcUrls: { default: { http: [proxyUrl] } } })
    // A fresh RPC service: the shared one already holds a transport for this chain id (the direct URL).
    const fresh = createRpcService({})
    posts.length = 0
    const pages = await allPages(createRpcHistoryService({ networks: [capped], rpc: fresh, blockRange: 64 })).finally(() => fresh.destroy())
    expect(pages.flat()).toEqual(expected)
    const windows = posts.filter((p) => (Array.isArray(p) ? p : [p]).some((c: { method: string }) => c.method === 'eth_getLogs')) as { params: { fromBlock: string; toBlock: string }[] }[][]
    const spans = windows.map((calls) => Number(calls[0]!.params[0]!.toBlock) - Number(calls[0]!.params[0]!.fromBlock) + 1)
    expect(spans.filter((span) => span > maxRange)).toHaveLength(1) // one refusal, then windows of the named limit
  })

  test('§7 budget: the first page costs three HTTP round trips (head and capabilities, window, details)', async () => {
    const direct = defineNetwork({ ...network, rpcUrls: { default: { http: [proxyUrl] } } })
    const fresh = createRpcService({})
    posts.length = 0
    maxRange = Number.POSITIVE_INFINITY
    try {
      await createRpcHistoryService({ networks: [direct], rpc: fresh }).fetch({ account: alice, chainId: 'eip155:31337' })
    } finally {
      fresh.destroy()
    }
    expect(posts.filter((p) => !(Array.isArray(p) ? p : [p]).every((c: { method: string }) => c.method === 'net_listening'))).toHaveLength(3)
  })

  test('§7 budget: the next page, already found by the windows read for page one, costs one round trip (details); a new page one reads again', async () => {
    const direct = defineNetwork({ ...network, rpcUrls: { default: { http: [proxyUrl] } } })
    const fresh = createRpcService({})
    maxRange = Number.POSITIVE_INFINITY
    const reads = () => posts.filter((p) => !(Array.isArray(p) ? p : [p]).every((c: { method: string }) => c.method === 'net_listening')).length
    try {
      const history = createRpcHistoryService({ networks: [direct], rpc: fresh, pageSize: 4 })
      const first = await history.fetch({ account: alice, chainId: 'eip155:31337' })
      posts.length = 0
      const second = await history.fetch({ account: alice, chainId: 'eip155:31337', cursor: first.next })
      expect(reads()).toBe(1)
      expect(second.data).toEqual(expected.slice(4, 8))
      const third = await history.fetch({ account: alice, chainId: 'eip155:31337', cursor: second.next })
      expect(third.data).toEqual(expected.slice(8))
      expect(third.next).toBeUndefined()
      posts.length = 0
      const again = await history.fetch({ account: alice, chainId: 'eip155:31337' })
      expect(again.data).toEqual(expected.slice(0, 4))
      expect(reads()).toBeGreaterThan(1)
    } finally {
      fresh.destroy()
    }
  })

  test('§7 budget: past anvil\'s 300-block trace_filter cap, page one still costs three round trips (the cap is learnt with the capabilities, no window refused)', async () => {
    const direct = defineNetwork({ ...network, rpcUrls: { default: { http: [proxyUrl] } } })
    const fresh = createRpcService({})
    maxRange = Number.POSITIVE_INFINITY
    // 1,200 empty blocks, then two payments to a new account: its first 1,000-block window spans more than anvil's trace_filter takes.
    await client().request({ method: 'anvil_mine' as 'eth_blockNumber', params: ['0x4b0'] as unknown as undefined })
    const carol = '0x00000000000000000000000000000000000ca401' as const
    for (let i = 0; i < 2; i++) await mined(createWalletClient({ account: bob, transport: http(chain.url) }).sendTransaction({ chain: null, to: carol, value: 1n }))
    try {
      const reader = createNodeReader(fresh.forNetwork(direct))
      expect(await probeNode(reader, 'auto', 1_000)).toEqual({ source: 'trace_filter', range: 300 })
      expect(await probeNode(reader, 'trace_filter', 200)).toEqual({ source: 'trace_filter', range: 200 })
      expect(await probeNode(reader, 'otterscan', 1_000)).toEqual({ source: 'otterscan', range: 1_000 })
      posts.length = 0
      const page = await createRpcHistoryService({ networks: [direct], rpc: fresh, pageSize: 1 }).fetch({ account: carol, chainId: 'eip155:31337' })
      expect(page.data.map((t) => t.transfers)).toEqual([[{ fungible_info: { name: 'Ether', symbol: 'ETH' }, direction: 'in', quantity: { numeric: '0.000000000000000001' } }]])
      const calls = posts.filter((p) => !(Array.isArray(p) ? p : [p]).every((c: { method: string }) => c.method === 'net_listening'))
      expect(calls).toHaveLength(3)
      const windows = calls.flatMap((p) => (Array.isArray(p) ? p : [p]) as { method: string; params: { fromBlock: string; toBlock: string }[] }[]).filter((c) => c.method === 'eth_getLogs')
      expect(windows.map((c) => Number(c.params[0]!.toBlock) - Number(c.params[0]!.fromBlock) + 1)).toEqual([300, 300, 300, 300])
    } finally {
      fresh.destroy()
    }
  })
})
