// One minified browser IIFE with esbuild: the dev wallet's and the mobile wallet page's bundles.
import { build } from 'esbuild'
import { stat } from 'node:fs/promises'

/**
 * Bundles `entry` into `outfile` and returns its path and size in bytes.
 * @param {{ entry: string, outfile: string, define?: Record<string, string> }} options
 * @returns {Promise<{ file: string, bytes: number }>}
 */
export async function buildBrowserBundle({ entry, outfile, define }) {
  await build({
    entryPoints: [entry],
    outfile,
    bundle: true,
    format: 'iife',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    legalComments: 'none',
    logLevel: 'warning',
    ...(define ? { define } : {}),
  })
  const { size } = await stat(outfile)
  return { file: outfile, bytes: size }
}
