import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Rollup } from 'vite'
import { describe, expect, test } from 'vitest'
import { attribute, bundleComposition, minified, originOf } from './composition'
import { gzipSize } from './network'

const REPO = fileURLToPath(new URL('..', import.meta.url))

describe('the first bundle by origin (npm run bench)', () => {
  test('behavior: modules are sorted by package or by folder of this repository', () => {
    expect(originOf(`${REPO}node_modules/react-dom/cjs/react-dom-client.production.js`, REPO)).toBe('React and ReactDOM')
    expect(originOf(`${REPO}node_modules/scheduler/index.js`, REPO)).toBe('React and ReactDOM')
    expect(originOf(`${REPO}node_modules/@reduxjs/toolkit/dist/redux-toolkit.modern.mjs`, REPO)).toBe('Redux Toolkit, immer, tapable')
    expect(originOf(`${REPO}node_modules/@rspack/lite-tapable/dist/index.js`, REPO)).toBe('Redux Toolkit, immer, tapable')
    expect(originOf(`${REPO}node_modules/zod/v4/mini/schemas.js`, REPO)).toBe('zod')
    expect(originOf(`${REPO}node_modules/viem/_esm/index.js`, REPO)).toBe('other')
    expect(originOf(`${REPO}kernel/ui/Modal.tsx`, REPO)).toBe('Portico kernel')
    expect(originOf(`${REPO}plugins/siwx/index.ts`, REPO)).toBe('Portico plugins')
    expect(originOf(`${REPO}hosts/demo/src/App.tsx`, REPO)).toBe('demo host')
    expect(originOf('\0vite/preload-helper.js', REPO)).toBe('other')
  })

  test('behavior: code is minified before it is measured; code esbuild cannot parse is measured as is', () => {
    expect(minified('const   answer = 42 // the answer\nconsole.log( answer )\n')).toBe('const n=42;console.log(42);\n')
    expect(minified('this is not javascript')).toBe('this is not javascript')
  })

  test('behavior: the shares add up to the real gzipped total, in proportion to each origin alone', () => {
    const kernel = 'export const a = 1;'.repeat(200)
    const zod = Array.from({ length: 400 }, (_, i) => `const z${i} = ${i * 7919};`).join('')
    const rows = attribute(new Map([['zod', zod], ['Portico kernel', kernel]]), 10_000)
    expect(rows.map((row) => row.origin)).toEqual(['zod', 'Portico kernel'])
    expect(rows.reduce((sum, row) => sum + row.gzipKb, 0)).toBeCloseTo(10, 6)
    const [zodRow, kernelRow] = rows
    expect((zodRow?.gzipKb ?? 0) / (kernelRow?.gzipKb ?? 1)).toBeCloseTo(gzipSize(Buffer.from(minified(zod))) / gzipSize(Buffer.from(minified(kernel))), 6)
  })

  test('behavior: a real build: each loaded chunk is split by origin; a lazy chunk counts only when it was loaded', async () => {
    await mkdir(join(REPO, 'node_modules', '.cache'), { recursive: true })
    // Inside the repository, so the entry resolves packages from its node_modules.
    const dir = await mkdtemp(join(REPO, 'node_modules', '.cache', 'composition-'))
    try {
      const entry = join(dir, 'entry.ts')
      await writeFile(
        entry,
        [
          `import { parseUnits } from '${REPO}kernel/units/parseUnits.ts'`,
          `import * as z from 'zod/mini'`,
          `console.log(parseUnits('1.5', 6), z.string().parse('x'))`,
          `export const later = () => import('${REPO}plugins/siwx/constants.ts')`,
        ].join('\n'),
      )
      const composition = bundleComposition(REPO)
      const result = (await build({
        configFile: false, logLevel: 'silent', plugins: [composition.plugin],
        build: { write: false, lib: { entry, formats: ['es'], fileName: 'entry' } },
      })) as Rollup.RollupOutput[] // one per lib format
      const output: (Rollup.OutputChunk | Rollup.OutputAsset)[] = result[0]?.output ?? []
      const chunks = output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk')
      const first = chunks.filter((chunk) => chunk.isEntry).map((chunk) => ({ file: chunk.fileName, gzipKb: 2 }))
      const lazy = chunks.filter((chunk) => !chunk.isEntry).map((chunk) => ({ file: chunk.fileName, gzipKb: 0.5 }))
      expect(first).toHaveLength(1)
      expect(lazy).toHaveLength(1)

      const before = composition.of(first)
      expect(before.map((row) => row.origin)).toEqual(['zod', 'Portico kernel', 'other'])
      expect(before.reduce((sum, row) => sum + row.gzipKb, 0)).toBeCloseTo(2, 6)
      const all = composition.of([...first, ...lazy, { file: 'not-built.js', gzipKb: 1 }])
      expect(all.map((row) => row.origin)).toEqual(['zod', 'Portico kernel', 'Portico plugins', 'other'])
      expect(all.reduce((sum, row) => sum + row.gzipKb, 0)).toBeCloseTo(3.5, 6)
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
