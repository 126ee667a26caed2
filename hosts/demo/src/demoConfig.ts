import * as z from 'zod/mini'
import { defineNetwork } from 'portico'
import devnetAddresses from '../../../devnet/state/addresses.json'

/** The devnet's test tokens (PUSD, PUSDC, PUSDT), deployed on the chain loaded with its saved state. */
const devnetTokens = Object.values(devnetAddresses.tokens).map(({ address, symbol, decimals, name }) => ({ address, symbol, decimals, name }))

const schema = z.object({
  chains: z.array(z.object({ chainId: z.number(), name: z.string(), rpcUrl: z.string() })).check(z.minLength(1)),
  unlistedChainId: z.number(),
  solana: z.optional(z.object({ rpcUrl: z.string(), wsUrl: z.string(), walletSeed: z.string(), walletAddress: z.string(), mint: z.string() })),
  walletConnect: z.optional(z.object({ relayUrl: z.string() })),
  embeddedWallet: z.optional(z.object({ frameUrl: z.string(), mailboxUrl: z.string() })),
  swapApis: z.optional(z.object({ oneInch: z.string(), zeroEx: z.string(), apiKey: z.string() })),
})

/**
 * The local Solana network (devnet/solana) when the page asks for it with `?solanaNetwork=1`
 * (opt-in: with it the dev wallet's Solana side is listed beside its EVM side).
 */
export function demoSolanaNetworks(config: ReturnType<typeof readDemoConfig>, search: string = location.search) {
  if (!config.solana || new URLSearchParams(search).get('solanaNetwork') !== '1') return []
  return [
    defineNetwork({
      chainNamespace: 'solana',
      id: 'localnet',
      name: 'Solana Local',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
      rpcUrls: { default: { http: [config.solana.rpcUrl], webSocket: [config.solana.wsUrl] } },
      tokens: [{ address: config.solana.mint, symbol: 'SUSD', decimals: 6, name: 'Portico USD (Solana)' }],
      testnet: true,
    }),
  ]
}

/** Reads the config the demo server put in the page head. */
export function readDemoConfig(doc: Document = document) {
  const content = doc.querySelector('meta[name="portico-demo-config"]')?.getAttribute('content')
  if (!content) throw new Error('The demo page has no portico-demo-config meta tag: start it with `npm run demo`.')
  return schema.parse(JSON.parse(content))
}

/** The local chains as Portico networks. */
export function demoNetworks(config: ReturnType<typeof readDemoConfig>) {
  return config.chains.map((chain) =>
    defineNetwork({
      chainNamespace: 'eip155',
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
      testnet: true,
      ...(chain.chainId === devnetAddresses.chainId ? { tokens: devnetTokens, contracts: { multicall3: { address: devnetAddresses.multicall3 } } } : {}),
      // Multicall3 (native + every token balance in one eth_call), the devnet's local ENS registry
      // and its account-name registrar (subnames of portico.eth, for the account-names plugin).
      ...(chain.chainId === devnetAddresses.chainId
        ? {
            contracts: {
              multicall3: { address: devnetAddresses.multicall3 },
              ensRegistry: { address: devnetAddresses.ens.registry },
              accountNameRegistrar: { address: devnetAddresses.accountNames.registrar },
            },
          }
        : {}),
      // `?tokens=20`: the 3 test tokens plus the devnet's 17 bench tokens (the balance benchmark).
      ...(chain.chainId === devnetAddresses.chainId && new URLSearchParams(typeof location === 'undefined' ? '' : location.search).get('tokens') === '20'
        ? { tokens: [...devnetTokens, ...devnetAddresses.benchTokens] }
        : {}),
    }),
  )
}
