// Builds the mobile wallet page's bundle: hosts/mobile-wallet/dist/mobile-wallet.js (one minified IIFE).
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildBrowserBundle } from '../buildBrowserBundle.mjs'

const here = dirname(fileURLToPath(import.meta.url))

/** Output path of the bundle. */
export const MOBILE_WALLET_BUNDLE = join(here, 'dist', 'mobile-wallet.js')

/**
 * Builds `src/main.ts` into `dist/mobile-wallet.js` and returns its path and size in bytes.
 * @returns {Promise<{ file: string, bytes: number }>}
 */
export function buildMobileWallet() {
  return buildBrowserBundle({
    entry: join(here, 'src', 'main.ts'),
    outfile: MOBILE_WALLET_BUNDLE,
    define: { global: 'globalThis', 'process.env.NODE_ENV': '"production"' },
  })
}

/**
 * The wallet page's HTML with its config in a meta tag (no inline script: strict CSP).
 * @param {{ relayUrl: string, evmChains: Record<string, string>, solanaChains?: string[], solanaRpc?: Record<string, string> }} config
 */
export function mobileWalletHtml(config) {
  const escape = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="portico-mobile-wallet-config" content="${escape(JSON.stringify(config))}" />
    <title>Portico mobile wallet</title>
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <script defer src="/mobile-wallet.js"></script>
  </head>
  <body>
    <main id="root"><p>Loading the wallet...</p></main>
  </body>
</html>
`
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { file, bytes } = await buildMobileWallet()
  console.log(`built ${file} (${(bytes / 1024).toFixed(1)} KiB)`)
}
