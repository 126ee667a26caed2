import * as z from 'zod/mini'
import { defineNetwork } from 'portico'

const schema = z.object({
  chains: z.array(z.object({ chainId: z.number(), name: z.string(), rpcUrl: z.string() })).check(z.minLength(1)),
  unlistedChainId: z.number(),
})

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
    }),
  )
}
