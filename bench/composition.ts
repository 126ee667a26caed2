import { basename } from 'node:path'
import { transformSync } from 'esbuild'
import type { Plugin } from 'vite'
import { KB } from './config'
import { gzipSize } from './network'

/** Where a module of the page's first bundle comes from, in the order the report lists them. */
export const ORIGINS = [
  'React and ReactDOM',
  'Redux Toolkit, immer, tapable',
  'zod',
  'Portico kernel',
  'Portico plugins',
  'demo host',
  'other',
] as const
export type Origin = (typeof ORIGINS)[number]

const PACKAGE_ORIGINS: Record<string, Origin> = {
  react: 'React and ReactDOM',
  'react-dom': 'React and ReactDOM',
  scheduler: 'React and ReactDOM',
  '@reduxjs/toolkit': 'Redux Toolkit, immer, tapable',
  redux: 'Redux Toolkit, immer, tapable',
  'redux-thunk': 'Redux Toolkit, immer, tapable',
  reselect: 'Redux Toolkit, immer, tapable',
  immer: 'Redux Toolkit, immer, tapable',
  '@rspack/lite-tapable': 'Redux Toolkit, immer, tapable',
  zod: 'zod',
}

/**
 * The origin of a module id as Rollup names it (an absolute path, maybe with a `\0` prefix).
 *
 * @example
 * originOf('/repo/node_modules/react-dom/cjs/react-dom-client.production.js', '/repo/') // 'React and ReactDOM'
 * originOf('/repo/kernel/ui/Modal.tsx', '/repo/') // 'Portico kernel'
 */
export function originOf(id: string, repo: string): Origin {
  const packageName = /node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1]
  if (packageName !== undefined) return PACKAGE_ORIGINS[packageName] ?? 'other'
  const path = id.replace(/^\0/, '')
  if (!path.startsWith(repo)) return 'other'
  const local = path.slice(repo.length)
  if (local.startsWith('kernel/')) return 'Portico kernel'
  if (local.startsWith('plugins/')) return 'Portico plugins'
  // The demo's own code and the devnet addresses it shows.
  if (local.startsWith('hosts/demo/') || local.startsWith('devnet/')) return 'demo host'
  return 'other'
}

/**
 * Module code as Rollup renders it is not minified yet (the chunk is, later): minify it the way
 * the build does, so whitespace and comments do not skew the shares. Falls back to the code as is.
 */
export function minified(code: string): string {
  try {
    return transformSync(code, { minify: true, format: 'esm', logLevel: 'silent' }).code
  } catch {
    return code
  }
}

/** One origin's share of the loaded files: gzip (estimated) and minified bytes. */
export type CompositionRow = { origin: Origin; gzipKb: number; rawKb: number }

/**
 * Splits the gzipped size of the first bundle among origins. Gzip does not add up per module,
 * so each origin's code is gzipped on its own and the bundle's real gzipped size is shared out
 * in proportion: the rows sum to the real total, each an estimate within a few percent.
 *
 * @example
 * attribute(new Map([['zod', zodCode], ['Portico kernel', kernelCode]]), 61_200)
 */
export function attribute(codeByOrigin: ReadonlyMap<Origin, string>, totalGzipBytes: number): CompositionRow[] {
  const alone = ORIGINS.filter((origin) => codeByOrigin.has(origin)).map((origin) => {
    const code = minified(codeByOrigin.get(origin) ?? '')
    return { origin, gzip: gzipSize(Buffer.from(code)), raw: Buffer.byteLength(code) }
  })
  const sum = alone.reduce((total, row) => total + row.gzip, 0)
  return alone.map(({ origin, gzip, raw }) => ({ origin, gzipKb: sum === 0 ? 0 : (totalGzipBytes * gzip) / sum / KB, rawKb: raw / KB }))
}

type OutputChunk = { type: 'chunk'; fileName: string; modules: Record<string, { code: string | null }> }

/** A script file the page loaded, with its measured gzipped size. */
export type LoadedFile = { file: string; gzipKb: number }

/**
 * A Vite plugin that records, at build time, which origins each JS chunk holds, so the files a
 * page loaded can be split by origin afterwards. `of(files)` shares out the files' measured
 * gzipped size (a file the build did not write counts as 'other').
 *
 * @example
 * const composition = bundleComposition(repoRoot)
 * await buildDemo(outDir, [composition.plugin])
 * console.table(composition.of([{ file: 'index-BN98YvZn.js', gzipKb: 124.5 }]))
 */
export function bundleComposition(repo: string): { plugin: Plugin; of(files: readonly LoadedFile[]): CompositionRow[] } {
  const chunks = new Map<string, Map<Origin, string>>()
  const plugin: Plugin = {
    name: 'portico-bench-composition',
    apply: 'build',
    generateBundle(_options, bundle) {
      for (const item of Object.values(bundle)) {
        if (item.type !== 'chunk') continue
        const chunk = item as typeof item & OutputChunk
        const codeByOrigin = new Map<Origin, string>()
        for (const [id, module] of Object.entries(chunk.modules)) {
          if (!module.code) continue
          const origin = originOf(id, repo)
          codeByOrigin.set(origin, `${codeByOrigin.get(origin) ?? ''}${module.code}\n`)
        }
        chunks.set(basename(chunk.fileName), codeByOrigin)
      }
    },
  }
  return {
    plugin,
    of(files) {
      const merged = new Map<Origin, string>()
      let known = 0
      let unknown = 0
      for (const { file, gzipKb } of files) {
        const codeByOrigin = chunks.get(file)
        if (!codeByOrigin) {
          unknown += gzipKb
          continue
        }
        known += gzipKb
        for (const [origin, code] of codeByOrigin) merged.set(origin, `${merged.get(origin) ?? ''}${code}`)
      }
      const rows = attribute(merged, known * KB)
      if (unknown === 0) return rows
      const other = rows.find((row) => row.origin === 'other')
      if (other) other.gzipKb += unknown
      else rows.push({ origin: 'other', gzipKb: unknown, rawKb: 0 })
      return rows
    },
  }
}
