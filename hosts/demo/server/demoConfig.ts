/** What the demo page needs to know about the local services, injected into its HTML. */
export type DemoConfig = {
  chains: { chainId: number; name: string; rpcUrl: string }[]
  /** A chain the dev wallet knows but the host does not list (UnsupportedChain). */
  unlistedChainId: number
  /** The local Solana JSON-RPC (devnet/solana) and the dev wallet's Solana seed it funded. */
  solana?: { rpcUrl: string; wsUrl: string; walletSeed: string; walletAddress: string; mint: string }
  /** The local WalletConnect relay (devnet/walletconnect); the mobile wallet page is at /mobile-wallet/. */
  walletConnect?: { relayUrl: string }
  /** The embedded wallet (hosts/embedded-wallet): its frame page on `localhost` and the dev mailbox. */
  embeddedWallet?: { frameUrl: string; mailboxUrl: string }
  /** Local servers of the 1inch v6 and 0x v2 swap API shapes (devnet/aggregators) and the key they accept. */
  swapApis?: { oneInch: string; zeroEx: string; apiKey: string }
}

/** Dev wallet settings a page URL may pick (`?wallet=hold`). */
const WALLET_MODES = new Set(['approve', 'reject', 'hold', 'prompt'])

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/**
 * Puts the demo config (a meta tag, read by the app) and the dev wallet script (configured by
 * its src query) into the page head. No inline script: the page runs under `script-src 'self'`.
 * `?wallet=<mode>` on the page URL picks the dev wallet's approval mode; `?wallet=none` leaves
 * it out (a visitor with no browser wallet); `?btc=<protocol>` picks how it offers Bitcoin.
 */
export function renderDemoHead(config: DemoConfig, pageQuery: URLSearchParams): string {
  const meta = `<meta name="portico-demo-config" content="${escapeAttribute(JSON.stringify(config))}" />`
  const requested = pageQuery.get('wallet') ?? 'prompt'
  if (requested === 'none') return meta
  const mode = WALLET_MODES.has(requested) ? requested : 'prompt'
  const [first] = config.chains
  const walletChains = [
    ...(first ? [first] : []),
    { chainId: config.unlistedChainId, name: 'Unlisted chain', rpcUrl: first?.rpcUrl ?? '' },
  ]
  const walletQuery = new URLSearchParams({ chains: JSON.stringify(walletChains), mode })
  if (pageQuery.get('legacy') === '1') walletQuery.set('legacy', '1')
  if (config.solana) {
    walletQuery.set('solanaSeed', config.solana.walletSeed)
    walletQuery.set('solanaRpc', config.solana.rpcUrl)
  }
  for (const key of ['panel', 'eip6963', 'solana'] as const) {
    const value = pageQuery.get(key)
    if (value !== null) walletQuery.set(key, value)
  }
  // `?btc=wallet-standard|unisat|sats-connect`: how the dev wallet offers its Bitcoin keys (one way
  // at a time, so the list shows one Bitcoin entry; sats-connect when absent).
  const btc = pageQuery.get('btc')
  if (btc !== null) walletQuery.set('bitcoinProtocol', btc)
  return `${meta}\n    <script src="/dev-wallet.js?${escapeAttribute(walletQuery.toString())}"></script>`
}

/** Replaces the head placeholder of index.html. */
export function injectHead(html: string, head: string): string {
  return html.replace('<!-- portico:head -->', head)
}
