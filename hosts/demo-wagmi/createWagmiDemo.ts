import { QueryClient } from '@tanstack/react-query'
import { createConfig, http } from 'wagmi'
import { defineChain, type Chain } from 'viem'
import { createPortico, type AnyPlugin, type Portico } from 'portico'
import eip155Chain from 'portico/chains/eip155'
import theme from 'portico/plugins/theme'
import walletConnect from 'portico/plugins/walletconnect'
import emailAuth from 'portico/plugins/email-auth'
import { porticoConnector } from 'portico/wagmi'
import { demoNetworks, readDemoConfig } from '../demo/src/demoConfig'

/** The wagmi demo's three parts: Portico (the modal and its connections), wagmi's config, and the query cache. */
export type WagmiDemo = { portico: Portico; config: ReturnType<typeof createWagmiConfig>; queryClient: QueryClient }

/** The demo's local chains as viem chains, for wagmi. */
function demoChains(config: ReturnType<typeof readDemoConfig>): [Chain, ...Chain[]] {
  const [first, ...rest] = config.chains.map((chain) =>
    defineChain({
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      testnet: true,
    }),
  )
  if (!first) throw new Error('The demo config lists no chain')
  return [first, ...rest]
}

function createWagmiConfig(portico: Portico, chains: [Chain, ...Chain[]]) {
  return createConfig({
    chains,
    // Wallets are listed in Portico's modal: wagmi's own EIP-6963 discovery stays off.
    connectors: [porticoConnector({ portico })],
    multiInjectedProviderDiscovery: false,
    transports: Object.fromEntries(chains.map((chain) => [chain.id, http(chain.rpcUrls.default.http[0])])),
  })
}

/**
 * Builds the page the way a wagmi app is built: one Portico instance (every way to connect:
 * browser wallets, WalletConnect through the local relay, email), wagmi's config with the
 * Portico connector and the local chains, and a query client. Made once, at module load.
 */
export function createWagmiDemo(): WagmiDemo {
  const demoConfig = readDemoConfig()
  // The EVM chain module lists the browser wallets (the dev wallet among them).
  const plugins: AnyPlugin[] = [eip155Chain(), theme()]
  if (demoConfig.walletConnect) plugins.push(walletConnect({ verify: false, telemetryEnabled: false }))
  if (demoConfig.embeddedWallet) plugins.push(emailAuth({ frameUrl: demoConfig.embeddedWallet.frameUrl }))
  const portico = createPortico({
    networks: demoNetworks(demoConfig),
    metadata: { name: 'Portico wagmi demo', description: 'A wagmi app on Portico', url: location.origin, icons: [] },
    projectId: 'portico-demo',
    relayUrl: demoConfig.walletConnect?.relayUrl,
    plugins,
    logLevel: 'warn',
  })
  return { portico, config: createWagmiConfig(portico, demoChains(demoConfig)), queryClient: new QueryClient() }
}
