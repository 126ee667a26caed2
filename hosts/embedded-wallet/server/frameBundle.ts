import { build } from 'esbuild'
import { basename } from 'node:path'
import { fileURLToPath } from 'node:url'

const FRAME_ENTRY = fileURLToPath(new URL('../frame/main.ts', import.meta.url))

/** Where the frame's lazy chunks are served: beside /frame.js, so its relative imports find them. */
export const FRAME_CHUNK_PATH = '/frame-chunks/'

/**
 * The chunks of every frame bundle built in this process, by file name. Names carry a hash of
 * their content, so one store serves every server of the process (tests start several).
 */
const chunks = new Map<string, string>()

/**
 * Bundles the wallet frame's script (frame/main.ts, with viem's signing code) in memory and
 * answers the entry script. Code loaded with `import()` is split into chunks, so each locale's
 * texts (issue 21) load only when the frame shows that locale; {@link frameChunk} serves them.
 *
 * @example
 * const script = await buildFrameBundle() // served as /frame.js
 */
export async function buildFrameBundle(): Promise<string> {
  const result = await build({
    entryPoints: { frame: FRAME_ENTRY },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    outdir: '/frame-out',
    chunkNames: `${FRAME_CHUNK_PATH.slice(1, -1)}/[name]-[hash]`,
    legalComments: 'none',
    logLevel: 'warning',
    define: { 'process.env.NODE_ENV': '"production"' },
  })
  const entry = result.outputFiles.find((file) => file.path === '/frame-out/frame.js')
  if (!entry) throw new Error('The frame bundle is empty')
  for (const file of result.outputFiles) if (file !== entry) chunks.set(basename(file.path), file.text)
  return entry.text
}

/**
 * A chunk of a frame bundle built in this process (served as `/frame-chunks/<name>`), or
 * undefined for a name no build made.
 *
 * @example
 * frameChunk('ja-4K2LZQ3B.js') // the Japanese texts' chunk
 */
export const frameChunk = (name: string): string | undefined => chunks.get(name)
