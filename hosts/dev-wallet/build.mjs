// Builds the dev wallet's browser bundle: hosts/dev-wallet/dist/dev-wallet.js (one minified IIFE).
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildBrowserBundle } from '../buildBrowserBundle.mjs'

const here = dirname(fileURLToPath(import.meta.url))

/** Output path of the bundle. */
export const DEV_WALLET_BUNDLE = join(here, 'dist', 'dev-wallet.js')

/**
 * Builds `src/auto.ts` into `dist/dev-wallet.js` and returns its path and size in bytes.
 * @returns {Promise<{ file: string, bytes: number }>}
 */
export function buildDevWallet() {
  return buildBrowserBundle({ entry: join(here, 'src', 'auto.ts'), outfile: DEV_WALLET_BUNDLE })
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { file, bytes } = await buildDevWallet()
  console.log(`built ${file} (${(bytes / 1024).toFixed(1)} KiB)`)
}
