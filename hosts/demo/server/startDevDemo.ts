import { createServer } from 'vite'
import type { Devnet } from '../../../devnet/anvil'
import type { EmbeddedWallet } from '../../embedded-wallet/server/startEmbeddedWallet'
import { demoViteConfig } from '../vite.config'
import type { DemoConfig } from './demoConfig'
import { DEMO_PROJECT_ID, startDemoEmbeddedWallet } from './embeddedWallet'
import { startDemoServices } from './services'

/** The demo as `npm run demo` runs it: every local service and the Vite dev server. */
export type DevDemo = {
  /** The demo page on the Vite dev server (React StrictMode, development build). */
  url: string
  config: DemoConfig
  chains: Devnet[]
  wallet: EmbeddedWallet
  stop(): Promise<void>
}

/**
 * Starts the local services (chains, Solana, WalletConnect relay, dev and mobile wallet
 * bundles), the Vite dev server of hosts/demo on `port` (0: a free one) and the embedded
 * wallet, which allows the dev server's origin (known once it listens). Used by
 * `npm run demo` and by the end-to-end smoke tests of that path.
 */
export async function startDevDemo(port = 0): Promise<DevDemo> {
  const services = await startDemoServices()
  const vite = await createServer(demoViteConfig(services.config))
  await vite.listen(port)
  const url = vite.resolvedUrls?.local[0] ?? `http://127.0.0.1:${port}/`
  const origin = new URL(url).origin
  const embedded = await startDemoEmbeddedWallet(services.config, [...new Set([origin, origin.replace('localhost', '127.0.0.1')])])
  // The dev server's head plugin reads this config per request: the frame URL is known now.
  services.config.embeddedWallet = embedded.config
  return {
    url,
    config: services.config,
    chains: services.chains,
    wallet: embedded.wallet,
    async stop() {
      await vite.close()
      await embedded.wallet.stop()
      await services.stop()
    },
  }
}

/** One line of what `npm run demo` prints: a service, its URL, and how to use it. */
export type DemoLink = { label: string; url: string; kind: 'page' | 'evm-rpc' | 'solana-rpc' | 'websocket'; note: string }

/** The URLs `npm run demo` prints, in order (the smoke tests check that each one answers). */
export function demoLinks(demo: Pick<DevDemo, 'url' | 'config'>): DemoLink[] {
  const { url, config } = demo
  const [first, second] = config.chains
  const links: (DemoLink | false | undefined)[] = [
    { label: 'demo host', url, kind: 'page', note: 'the dev wallet is installed' },
    { label: 'demo, no wallet', url: `${url}?wallet=none`, kind: 'page', note: 'a visitor with no browser wallet' },
    { label: 'wagmi app', url: `${url}wagmi/`, kind: 'page', note: 'a wagmi app (WagmiProvider, wagmi hooks) connecting through Portico' },
    first && { label: 'local chain 1', url: first.rpcUrl, kind: 'evm-rpc', note: `chain ${first.chainId}: tokens, Multicall3, Uniswap V2` },
    second && { label: 'local chain 2', url: second.rpcUrl, kind: 'evm-rpc', note: `chain ${second.chainId}: unknown to the dev wallet` },
    config.solana && { label: 'Solana', url: config.solana.rpcUrl, kind: 'solana-rpc', note: "local JSON-RPC; the dev wallet's Solana account is funded" },
    config.walletConnect && { label: 'mobile wallet', url: `${url}mobile-wallet/`, kind: 'page', note: "WalletConnect: pair it with the QR view's link" },
    config.walletConnect && { label: 'WC relay', url: config.walletConnect.relayUrl, kind: 'websocket', note: 'the local WalletConnect relay' },
    config.embeddedWallet && {
      label: 'wallet frame',
      url: `${config.embeddedWallet.frameUrl}?projectId=${DEMO_PROJECT_ID}`,
      kind: 'page',
      note: 'the email login frame the modal embeds; auth server on the same origin, PGlite',
    },
    config.embeddedWallet && { label: 'dev mailbox', url: config.embeddedWallet.mailboxUrl, kind: 'page', note: 'the one-time codes and device links' },
  ]
  return links.filter((link): link is DemoLink => Boolean(link))
}
