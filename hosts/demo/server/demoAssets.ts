import { createReadStream } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { extname } from 'node:path'
import { DEV_WALLET_BUNDLE } from '../../dev-wallet/build.mjs'
import { MOBILE_WALLET_BUNDLE, mobileWalletHtml } from '../../mobile-wallet/build.mjs'
import type { DemoConfig } from './demoConfig'
import { serveOnrampCheckout } from './onrampCheckout'

/** Content types of the files the demo serves. */
export const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
}

/** Streams `file` with its content type, never cached (the bundles are rebuilt on every start). */
export function sendFile(response: ServerResponse, file: string): void {
  response.writeHead(200, { 'Content-Type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' })
  createReadStream(file).pipe(response)
}

/**
 * The pages and bundles the demo host serves beside the app, the same on the Vite dev server
 * (`npm run demo`) and on the production static server (end-to-end tests): the dev wallet's
 * bundle (`/dev-wallet.js`, put in the page head by `renderDemoHead`), the local onramp checkout
 * (`/onramp/checkout`, see `onrampCheckout.ts`) and the mobile wallet (`/mobile-wallet/` and its
 * bundle). Returns false when the request is for none of them.
 */
export function serveDemoAsset(config: DemoConfig, request: IncomingMessage, response: ServerResponse): boolean {
  const pathname = new URL(request.url ?? '/', 'http://demo.local').pathname
  if (serveOnrampCheckout(config, request, response)) return true
  if (pathname === '/dev-wallet.js') {
    sendFile(response, DEV_WALLET_BUNDLE)
    return true
  }
  const relayUrl = config.walletConnect?.relayUrl
  if (!relayUrl) return false
  // The "mobile wallet" beside the laptop (issue 5): its own page, on @reown/walletkit.
  if (pathname === '/mobile-wallet.js') {
    sendFile(response, MOBILE_WALLET_BUNDLE)
    return true
  }
  if (pathname !== '/mobile-wallet/') return false
  const evmChains = Object.fromEntries(config.chains.map((chain) => [`eip155:${chain.chainId}`, chain.rpcUrl]))
  const solanaRpc: Record<string, string> = config.solana ? { 'solana:localnet': config.solana.rpcUrl } : {}
  response.writeHead(200, { 'Content-Type': CONTENT_TYPES['.html'], 'Cache-Control': 'no-store' })
  response.end(mobileWalletHtml({ relayUrl, evmChains, solanaChains: Object.keys(solanaRpc), solanaRpc }))
  return true
}
