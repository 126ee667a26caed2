// Builds the dev wallet's browser bundle: hosts/dev-wallet/dist/dev-wallet.js (one minified IIFE).
import { build } from 'esbuild'
import { stat } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'

const here = dirname(fileURLToPath(import.meta.url))

/** Output path of the bundle. */
export const DEV_WALLET_BUNDLE = join(here, 'dist', 'dev-wallet.js')

/**
 * Builds `src/auto.ts` into `dist/dev-wallet.js` and returns its path and size in bytes.
 * @returns {Promise<{ file: string, bytes: number }>}
 */
export async function buildDevWallet() {
  await build({
    entryPoints: [join(here, 'src', 'auto.ts')],
    outfile: DEV_WALLET_BUNDLE,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
  })
  const { size } = await stat(DEV_WALLET_BUNDLE)
  return { file: DEV_WALLET_BUNDLE, bytes: size }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const { file, bytes } = await buildDevWallet()
  console.log(`built ${file} (${(bytes / 1024).toFixed(1)} KiB)`)
}
