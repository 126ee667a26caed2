import { startAnvil, type Devnet } from '../../../devnet/anvil'
import { buildDevWallet } from '../../dev-wallet/build.mjs'
import type { DemoConfig } from './demoConfig'

/** Chain id of the second local chain; the dev wallet does not know it (the 4902 add path). */
export const SECOND_CHAIN_ID = 31338
/** A chain the dev wallet knows and the host does not list (UnsupportedChain). */
export const UNLISTED_CHAIN_ID = 1337

/** The local services the demo needs, started on 127.0.0.1 with free ports. */
export type DemoServices = { config: DemoConfig; chains: Devnet[]; stop(): Promise<void> }

/**
 * Starts two local EVM chains (the first with tokens, Multicall3 and Uniswap) and builds the
 * dev wallet bundle. `stop()` ends every process it started.
 */
export async function startDemoServices(): Promise<DemoServices> {
  const [first, second] = await Promise.all([
    startAnvil(),
    startAnvil({ state: false, chainId: SECOND_CHAIN_ID }),
    buildDevWallet(),
  ])
  const config: DemoConfig = {
    chains: [
      { chainId: 31337, name: 'Portico Local', rpcUrl: first.url },
      { chainId: SECOND_CHAIN_ID, name: 'Portico Local 2', rpcUrl: second.url },
    ],
    unlistedChainId: UNLISTED_CHAIN_ID,
  }
  return {
    config,
    chains: [first, second],
    stop: async () => void (await Promise.all([first.stop(), second.stop()])),
  }
}
