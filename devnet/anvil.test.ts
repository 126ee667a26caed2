import { createServer } from 'node:net'
import {
  createPublicClient, createWalletClient, erc20Abi, http, multicall3Abi, parseEther, parseUnits,
  decodeFunctionResult, encodeFunctionData, type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { MULTICALL3_ADDRESS, devnetChain, freePort, startAnvil, tetherStyleAbi, uniswapV2RouterAbi, type Devnet } from './anvil'

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer()
    server.once('error', () => resolve(false))
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)))
  })
}

describe('devnet (real anvil from the saved state)', () => {
  let devnet: Devnet
  let client: PublicClient

  beforeAll(async () => {
    devnet = await startAnvil()
    client = createPublicClient({ chain: devnetChain(devnet.url), transport: http(devnet.url) })
  })
  afterAll(async () => {
    await devnet?.stop()
  })

  it('answers on 127.0.0.1 with chain id 31337', async () => {
    expect(devnet.url).toBe(`http://127.0.0.1:${devnet.port}`)
    expect(await client.getChainId()).toBe(31337)
    expect(devnet.addresses.chainId).toBe(31337)
  })

  it('has the three tokens with their symbols and decimals', async () => {
    const expected = { PUSD: 18, PUSDC: 6, PUSDT: 6 } as const
    for (const [symbol, decimals] of Object.entries(expected)) {
      const token = devnet.addresses.tokens[symbol as keyof typeof expected]
      expect(token.decimals).toBe(decimals)
      expect(await client.readContract({ address: token.address, abi: erc20Abi, functionName: 'symbol' })).toBe(symbol)
      expect(await client.readContract({ address: token.address, abi: erc20Abi, functionName: 'decimals' })).toBe(decimals)
      expect(await client.readContract({ address: token.address, abi: erc20Abi, functionName: 'name' })).toBe(token.name)
    }
  })

  it('has Multicall3 at the canonical address; aggregate3 returns the 3 balances in one eth_call', async () => {
    expect(devnet.addresses.multicall3).toBe(MULTICALL3_ADDRESS)
    const code = await client.getCode({ address: MULTICALL3_ADDRESS })
    expect(code && code.length).toBeGreaterThan(1000)

    const owner = devnet.addresses.accounts[2]!.address
    const tokens = Object.values(devnet.addresses.tokens)
    const calls = tokens.map((t) => ({
      target: t.address,
      allowFailure: false,
      callData: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [owner] }),
    }))
    let ethCalls = 0
    const counting = createPublicClient({
      chain: devnetChain(devnet.url),
      transport: http(devnet.url, { onFetchRequest: () => void ethCalls++ }),
    })
    const results = await counting.readContract({ address: MULTICALL3_ADDRESS, abi: multicall3Abi, functionName: 'aggregate3', args: [calls] })
    expect(ethCalls).toBe(1)
    const balances = results.map((r) => {
      expect(r.success).toBe(true)
      return decodeFunctionResult({ abi: erc20Abi, functionName: 'balanceOf', data: r.returnData })
    })
    const minted = BigInt(devnet.addresses.mintedPerAccount)
    expect(balances).toEqual(tokens.map((t) => minted * 10n ** BigInt(t.decimals)))
  })

  it('PUSDT returns no bool: raw transfer works, erc20Abi simulation fails with "returned no data"', async () => {
    const [from, to] = devnet.addresses.accounts
    const pusdt = devnet.addresses.tokens.PUSDT
    expect(pusdt.returnsBool).toBe(false)
    const account = privateKeyToAccount(from!.privateKey)
    const wallet = createWalletClient({ chain: devnetChain(devnet.url), transport: http(devnet.url), account })
    const amount = parseUnits('12.5', 6)
    const before = await client.readContract({ address: pusdt.address, abi: tetherStyleAbi, functionName: 'balanceOf', args: [to!.address] })

    const { request } = await client.simulateContract({ account, address: pusdt.address, abi: tetherStyleAbi, functionName: 'transfer', args: [to!.address, amount] })
    const receipt = await client.waitForTransactionReceipt({ hash: await wallet.writeContract(request) })
    expect(receipt.status).toBe('success')
    const after = await client.readContract({ address: pusdt.address, abi: tetherStyleAbi, functionName: 'balanceOf', args: [to!.address] })
    expect(after - before).toBe(amount)

    await expect(
      client.simulateContract({ account, address: pusdt.address, abi: erc20Abi, functionName: 'transfer', args: [to!.address, amount] }),
    ).rejects.toThrow(/returned no data/)
    // The same call on a standard token decodes to true.
    const pusd = await client.simulateContract({ account, address: devnet.addresses.tokens.PUSD.address, abi: erc20Abi, functionName: 'transfer', args: [to!.address, 1n] })
    expect(pusd.result).toBe(true)
  })

  it('PUSDT approve, like USDT, must be reset to 0 before changing a non-zero allowance', async () => {
    const owner = privateKeyToAccount(devnet.addresses.accounts[1]!.privateKey)
    const wallet = createWalletClient({ chain: devnetChain(devnet.url), transport: http(devnet.url), account: owner })
    const token = devnet.addresses.tokens.PUSDT.address
    const spender = devnet.addresses.router
    await client.waitForTransactionReceipt({ hash: await wallet.writeContract({ address: token, abi: tetherStyleAbi, functionName: 'approve', args: [spender, 5n] }) })
    await expect(
      client.simulateContract({ account: owner, address: token, abi: tetherStyleAbi, functionName: 'approve', args: [spender, 7n] }),
    ).rejects.toThrow(/reset allowance to 0 first/)
    await client.simulateContract({ account: owner, address: token, abi: tetherStyleAbi, functionName: 'approve', args: [spender, 0n] })
  })

  it('quotes PUSD -> WETH on the Uniswap V2 router and swaps ETH -> PUSDC', async () => {
    const { router, weth, tokens, accounts } = devnet.addresses
    expect(await client.readContract({ address: router, abi: uniswapV2RouterAbi, functionName: 'WETH' })).toBe(weth)
    const amounts = await client.readContract({
      address: router, abi: uniswapV2RouterAbi, functionName: 'getAmountsOut', args: [parseUnits('1000', 18), [tokens.PUSD.address, weth]],
    })
    expect(amounts[1]).toBeGreaterThan(0n)
    expect(amounts[1]).toBeLessThan(parseEther('1')) // pool price is 3000 PUSD per ETH

    const account = privateKeyToAccount(accounts[3]!.privateKey)
    const wallet = createWalletClient({ chain: devnetChain(devnet.url), transport: http(devnet.url), account })
    const deadline = BigInt(Math.floor(Date.now() / 1000) + 600)
    const hash = await wallet.writeContract({
      address: router, abi: uniswapV2RouterAbi, functionName: 'swapExactETHForTokens',
      args: [0n, [weth, tokens.PUSDC.address], account.address, deadline], value: parseEther('0.1'),
    })
    expect((await client.waitForTransactionReceipt({ hash })).status).toBe('success')
    const got = await client.readContract({ address: tokens.PUSDC.address, abi: erc20Abi, functionName: 'balanceOf', args: [account.address] })
    expect(got).toBeGreaterThan(parseUnits('290', 6))
  })

  it('stop() kills anvil and frees the port', async () => {
    const other = await startAnvil()
    expect(await portIsFree(other.port)).toBe(false)
    await other.stop()
    expect(await portIsFree(other.port)).toBe(true)
    await expect(fetch(other.url, { method: 'POST', body: '{}' })).rejects.toThrow()
  })

  it('blockTime: the head carries the current time at start, transactions still mine at once, empty blocks follow', async () => {
    const live = await startAnvil({ blockTime: 1 })
    try {
      const liveClient = createPublicClient({ chain: devnetChain(live.url), transport: http(live.url) })
      const head = await liveClient.getBlock()
      expect(head.number).toBeGreaterThan(BigInt(live.addresses.blockNumber))
      // The saved state's head is from 2025; the block mined at start carries the machine's time.
      expect(Math.abs(Number(head.timestamp) - Math.floor(Date.now() / 1000))).toBeLessThan(120)
      const wallet = createWalletClient({ chain: devnetChain(live.url), transport: http(live.url) })
      const [sender] = (await wallet.getAddresses()) as [`0x${string}`]
      const hash = await wallet.sendTransaction({ account: sender, to: sender, value: 1n })
      expect((await liveClient.waitForTransactionReceipt({ hash, pollingInterval: 100 })).status).toBe('success')
      await expect.poll(() => liveClient.getBlockNumber(), { timeout: 15_000 }).toBeGreaterThan(head.number + 1n)
    } finally {
      await live.stop()
    }
  })

  it('starts on a requested port', async () => {
    const port = await freePort()
    const other = await startAnvil({ port })
    try {
      expect(other.url).toBe(`http://127.0.0.1:${port}`)
    } finally {
      await other.stop()
    }
  })
})
