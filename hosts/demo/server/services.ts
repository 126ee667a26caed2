import { startAnvil, type Devnet } from '../../../devnet/anvil'
import { buildDevWallet } from '../../dev-wallet/build.mjs'
import { SOLANA_DEV_WALLET_SEED, startSolanaDevnet } from '../../../devnet/solana'
import type { DemoConfig } from './demoConfig'
import { startRelay } from '../../../devnet/walletconnect/relay'
import { buildMobileWallet } from '../../mobile-wallet/build.mjs'
import { startOneInchServer } from '../../../devnet/aggregators/oneInchServer'
import { startZeroExServer } from '../../../devnet/aggregators/zeroExServer'

/** Chain id of the second local chain; the dev wallet does not know it (the 4902 add path). */
export const SECOND_CHAIN_ID = 31338
/** A chain the dev wallet knows and the host does not list (UnsupportedChain). */
export const UNLISTED_CHAIN_ID = 1337

/** The key the demo's local 1inch and 0x servers accept (the swap plugin sends it as the host configures). */
export const DEMO_SWAP_API_KEY = 'portico-demo-key'

/** The local services the demo needs, started on 127.0.0.1 with free ports. */
export type DemoServices = { config: DemoConfig; chains: Devnet[]; stop(): Promise<void> }

/**
 * Starts two local EVM chains (the first with tokens, Multicall3 and Uniswap, mining a block
 * every 12 s like a live chain, so swap deadlines from the latest block's time hold), local
 * servers of the 1inch and 0x swap API shapes over its pools, and builds the dev wallet bundle.
 * `stop()` ends every process it started.
 */
export async function startDemoServices(): Promise<DemoServices> {
  // The local WalletConnect relay and the mobile wallet page's bundle (issue 5).
  const walletConnect = Promise.all([startRelay(), buildMobileWallet()])
  const [first, second, , solana] = await Promise.all([
    startAnvil({ blockTime: 12 }),
    startAnvil({ state: false, chainId: SECOND_CHAIN_ID }),
    buildDevWallet(),
    startSolanaDevnet(),
  ])
  const [relay] = await walletConnect
  const swapServer = { rpcUrl: first.url, addresses: first.addresses, apiKey: DEMO_SWAP_API_KEY }
  const [oneInchApi, zeroExApi] = await Promise.all([startOneInchServer(swapServer), startZeroExServer(swapServer)])
  const config: DemoConfig = {
    chains: [
      { chainId: 31337, name: 'Portico Local', rpcUrl: first.url },
      { chainId: SECOND_CHAIN_ID, name: 'Portico Local 2', rpcUrl: second.url },
    ],
    unlistedChainId: UNLISTED_CHAIN_ID,
    solana: { rpcUrl: solana.url, wsUrl: solana.wsUrl, walletSeed: SOLANA_DEV_WALLET_SEED, walletAddress: solana.devWallet, mint: solana.mint },
    walletConnect: { relayUrl: relay.url },
    swapApis: { oneInch: oneInchApi.origin, zeroEx: zeroExApi.origin, apiKey: DEMO_SWAP_API_KEY },
  }
  return {
    config,
    chains: [first, second],
    stop: async () => void (await Promise.all([first.stop(), second.stop(), solana.stop(), relay.stop(), oneInchApi.stop(), zeroExApi.stop()])),
  }
}
