import * as z from 'zod/mini'

const schema = z.object({
  relayUrl: z.string().check(z.regex(/^wss?:\/\//)),
  /** CAIP-2 id -> JSON-RPC URL of each EVM chain the wallet serves. */
  evmChains: z.record(z.string().check(z.regex(/^eip155:\d+$/)), z.string()),
  solanaChains: z._default(z.array(z.string().check(z.regex(/^solana:[-_a-zA-Z0-9]{1,64}$/))), []),
  /** CAIP-2 id -> JSON-RPC URL of each Solana chain the wallet sends on (signAndSend). */
  solanaRpc: z._default(z.record(z.string().check(z.regex(/^solana:[-_a-zA-Z0-9]{1,64}$/)), z.string().check(z.regex(/^https?:\/\//))), {}),
})

/** The wallet page's settings, as the demo server injects them. */
export type MobileWalletPageConfig = z.infer<typeof schema>

/**
 * Reads the `portico-mobile-wallet-config` meta tag the demo server puts in the page.
 *
 * @example
 * const { relayUrl, evmChains } = readPageConfig(document)
 */
export function readPageConfig(doc: Document): MobileWalletPageConfig {
  const content = doc.querySelector('meta[name="portico-mobile-wallet-config"]')?.getAttribute('content')
  if (!content) throw new Error('The page has no portico-mobile-wallet-config meta tag: open it from the demo server.')
  return schema.parse(JSON.parse(content))
}
