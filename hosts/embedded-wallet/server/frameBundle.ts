import { build } from 'esbuild'
import { fileURLToPath } from 'node:url'

const FRAME_ENTRY = fileURLToPath(new URL('../frame/main.ts', import.meta.url))

/**
 * Bundles the wallet frame's script (frame/main.ts, with viem's signing code) in memory.
 *
 * @example
 * const script = await buildFrameBundle() // served as /frame.js
 */
export async function buildFrameBundle(): Promise<string> {
  const result = await build({
    entryPoints: [FRAME_ENTRY],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    legalComments: 'none',
    logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  const [output] = result.outputFiles
  if (!output) throw new Error('The frame bundle is empty')
  return output.text
}
