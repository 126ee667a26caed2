/**
 * Starts the Portico devnet: anvil on 127.0.0.1 loaded with the saved state (test tokens,
 * Multicall3, Uniswap V2 with liquidity). Works from vitest, Playwright global setup and
 * plain node scripts (`npx tsx`).
 *
 * @example
 * const chain = await startAnvil()
 * // ... chain.url, chain.addresses.tokens.PUSDT.address
 * await chain.stop()
 */
import { devnetAddresses, devnetStatePath, type DevnetAddresses } from './addresses'
import { DEVNET_CHAIN_ID, spawnAnvil } from './process'

export { devnetAddresses, devnetAddressesPath, devnetStatePath } from './addresses'
export type { DevnetAccount, DevnetAddresses, DevnetToken, DevnetTokenSymbol } from './addresses'
export { DEVNET_CHAIN_ID, anvilBinaryPath, freePort } from './process'
export { MULTICALL3_ADDRESS, devnetChain } from './chain'
export { tetherStyleAbi, uniswapV2RouterAbi } from './abis'

/** Options of {@link startAnvil}. */
export interface StartAnvilOptions {
  /** TCP port on 127.0.0.1; a free one is picked when omitted. */
  port?: number
  /**
   * Load `devnet/state/anvil-state.json` (default true). With false the chain is empty:
   * the dev accounts exist with 10000 ETH but none of the contracts in `addresses` do.
   */
  state?: boolean
  /** Chain id; default 31337 (the saved state was built on 31337). */
  chainId?: number
  /** Extra anvil arguments, e.g. `['--no-mining']`. */
  args?: readonly string[]
  /**
   * Live mode: transactions are still mined at once, and an empty block is mined every
   * `blockTime` seconds besides (`--mixed-mining`), with one mined at start, so the latest
   * block's time follows the clock as on a real chain (swap deadlines are computed from it).
   * Without it the head keeps the saved state's 2025 time until the first transaction.
   */
  blockTime?: number
}

/** A running devnet. */
export interface Devnet {
  /** JSON-RPC endpoint, e.g. `http://127.0.0.1:40123`. */
  url: string
  port: number
  /** The contents of `devnet/state/addresses.json`. */
  addresses: DevnetAddresses
  /** Kills anvil and resolves once it has exited (the port is then free). */
  stop(): Promise<void>
}

/**
 * Starts anvil (chain id 31337, the public test mnemonic's accounts unlocked) and resolves
 * once it answers JSON-RPC. Every call is an independent chain; call `stop()` when done.
 */
export async function startAnvil(options: StartAnvilOptions = {}): Promise<Devnet> {
  const { port, state = true, chainId = DEVNET_CHAIN_ID, args = [], blockTime } = options
  const addresses = devnetAddresses()
  const live = blockTime === undefined ? [] : ['--mixed-mining', '--block-time', String(blockTime)]
  const anvilArgs = ['--chain-id', String(chainId), '--quiet', ...(state ? ['--load-state', devnetStatePath] : []), ...live, ...args]
  const node = await spawnAnvil(anvilArgs, port)
  if (blockTime !== undefined) await mineBlock(node.url)
  return { ...node, addresses }
}

async function mineBlock(url: string): Promise<void> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'evm_mine', params: [] }) })
  const body = (await response.json()) as { error?: { message: string } }
  if (body.error) throw new Error(`evm_mine failed: ${body.error.message}`)
}
