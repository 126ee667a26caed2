/**
 * Test fixture of the swap plugin (tests only, never exported): a live devnet (anvil with the
 * saved state, mining a block every 12 s so the latest block's time follows the clock), the
 * network and provider context Portico would build, and an independent viem client to check
 * results on chain in exact base units.
 */
import { createPublicClient, createTestClient, createWalletClient, encodeFunctionData, erc20Abi, http, parseAbi, type Address, type Hex } from 'viem'
import { createRpcService, defineNetwork, type CaipNetwork } from 'portico'
import { devnetChain, startAnvil, type Devnet } from '../../devnet/anvil'
import { loadFeeOnTransferToken } from '../../devnet/contracts/compileFeeOnTransferToken'
import type { SwapProviderContext, SwapTransaction } from './types'

const routerAbi = parseAbi([
  'function getAmountsOut(uint256 amountIn, address[] path) view returns (uint256[] amounts)',
  'function addLiquidityETH(address token, uint256 amountTokenDesired, uint256 amountTokenMin, uint256 amountETHMin, address to, uint256 deadline) payable returns (uint256, uint256, uint256)',
  'function swapExactETHForTokens(uint256 amountOutMin, address[] path, address to, uint256 deadline) payable returns (uint256[] amounts)',
])
const pairAbi = parseAbi(['function getReserves() view returns (uint112, uint112, uint32)', 'function token0() view returns (address)'])
const factoryAbi = parseAbi(['function createPair(address a, address b) returns (address)', 'function getPair(address a, address b) view returns (address)'])

/** A running swap test chain. */
export type SwapChain = Awaited<ReturnType<typeof startSwapChain>>

/** Starts the devnet for a test file and builds what the plugin would hand its providers. */
export async function startSwapChain() {
  const devnet: Devnet = await startAnvil({ blockTime: 12 })
  const { addresses } = devnet
  const network: CaipNetwork = defineNetwork({
    chainNamespace: 'eip155', id: 31337, name: 'Anvil', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [devnet.url] } }, testnet: true,
    tokens: Object.values(addresses.tokens).map(({ address, symbol, decimals, name }) => ({ address, symbol, decimals, name })),
    contracts: { multicall3: { address: addresses.multicall3 } },
  })
  const rpc = createRpcService({})
  const context: SwapProviderContext = {
    network: (chainId) => {
      if (chainId !== 31337) throw new Error(`no network ${chainId}`)
      return network
    },
    rpc: () => rpc.forNetwork(network),
    fetch: (input, init) => globalThis.fetch(input, init),
  }
  const chain = devnetChain(devnet.url)
  const client = createPublicClient({ chain, transport: http(devnet.url) })
  const testClient = createTestClient({ chain, mode: 'anvil', transport: http(devnet.url) })
  const wallet = (account: Address) => createWalletClient({ account, chain, transport: http(devnet.url) })
  // A pair's first trade in a new block also writes its price accumulators: a gas limit estimated
  // against the previous block can fall short, so every test transaction gets 30% headroom.
  const withHeadroom = async (request: { account: Address; to: Address; data?: Hex; value?: bigint }) => ((await client.estimateGas(request)) * 13n) / 10n
  const mined = async (hash: Hex) => {
    const receipt = await client.waitForTransactionReceipt({ hash })
    if (receipt.status !== 'success') throw new Error(`fixture transaction ${hash} reverted`)
    return receipt
  }
  const balance = (owner: string, token?: string): Promise<bigint> =>
    token ? client.readContract({ address: token as Address, abi: erc20Abi, functionName: 'balanceOf', args: [owner as Address] }) : client.getBalance({ address: owner as Address })

  /** A raw JSON-RPC call to anvil (its accounts are unlocked: `eth_sendTransaction` works). */
  const raw = (method: string, params: readonly unknown[]) => rpc.forNetwork(network).request({ method, params })

  return {
    devnet, addresses, network, rpc, context, client, testClient, balance, raw,
    /** Sends a built transaction from an unlocked anvil account (as the wallet would) and waits for it. */
    async send(tx: SwapTransaction, options: { gas?: bigint } = {}) {
      const request = { account: tx.from as Address, to: tx.to as Address, data: tx.data as Hex, value: tx.value }
      const gas = options.gas ?? tx.gas ?? (await withHeadroom(request))
      const hash = await wallet(tx.from as Address).sendTransaction({ ...request, gas, chain })
      return client.waitForTransactionReceipt({ hash })
    },
    /** The router's own answer, for comparison. */
    amountsOut: (amountIn: bigint, path: readonly string[]) => client.readContract({ address: addresses.router as Address, abi: routerAbi, functionName: 'getAmountsOut', args: [amountIn, path as Address[]] }),
    /** A pair's reserves, ordered as (reserve of `token`, reserve of the other). */
    async reserves(pair: string, token: string): Promise<[bigint, bigint]> {
      const [[r0, r1], token0] = await Promise.all([
        client.readContract({ address: pair as Address, abi: pairAbi, functionName: 'getReserves' }),
        client.readContract({ address: pair as Address, abi: pairAbi, functionName: 'token0' }),
      ])
      return token0.toLowerCase() === token.toLowerCase() ? [r0, r1] : [r1, r0]
    },
    /** Buys `token` with `eth` wei from another account: moves the pool's price. */
    async movePrice(token: string, eth: bigint) {
      const whale = addresses.accounts[5]?.address as Address
      const block = await client.getBlock()
      const data = encodeFunctionData({ abi: routerAbi, functionName: 'swapExactETHForTokens', args: [0n, [addresses.weth as Address, token as Address], whale, block.timestamp + 600n] })
      const request = { account: whale, to: addresses.router as Address, data, value: eth }
      await mined(await wallet(whale).sendTransaction({ ...request, gas: await withHeadroom(request), chain }))
    },
    /** Moves the chain's clock forward and mines a block. */
    async advanceTime(seconds: number) {
      await testClient.increaseTime({ seconds })
      await testClient.mine({ blocks: 1 })
    },
    /** Deploys a token that burns `feeBps` of every transfer, with a WETH pool (100 ETH : 300,000). */
    async deployFeeOnTransferToken(feeBps: bigint) {
      const owner = addresses.accounts[0]?.address as Address
      const { abi, bytecode } = loadFeeOnTransferToken()
      const deployHash = await wallet(owner).deployContract({ abi, bytecode, args: ['Tax Token', 'TAX', feeBps, owner, 10n ** 30n], chain })
      const token = (await client.waitForTransactionReceipt({ hash: deployHash })).contractAddress as Address
      await client.waitForTransactionReceipt({ hash: await wallet(owner).writeContract({ address: token, abi: erc20Abi, functionName: 'approve', args: [addresses.router as Address, 2n ** 255n], chain }) })
      const block = await client.getBlock()
      const data = encodeFunctionData({ abi: routerAbi, functionName: 'addLiquidityETH', args: [token, 300_000n * 10n ** 18n, 0n, 0n, owner, block.timestamp + 600n] })
      const request = { account: owner, to: addresses.router as Address, data, value: 100n * 10n ** 18n }
      await mined(await wallet(owner).sendTransaction({ ...request, gas: await withHeadroom(request), chain }))
      return token
    },
    /** A pair with no liquidity (created, never funded). */
    async createEmptyPair(a: string, b: string) {
      const deployer = addresses.deployer.address as Address
      await client.waitForTransactionReceipt({ hash: await wallet(deployer).writeContract({ address: addresses.factory as Address, abi: factoryAbi, functionName: 'createPair', args: [a as Address, b as Address], chain }) })
      return client.readContract({ address: addresses.factory as Address, abi: factoryAbi, functionName: 'getPair', args: [a as Address, b as Address] })
    },
    async stop() {
      rpc.destroy()
      await devnet.stop()
    },
  }
}
