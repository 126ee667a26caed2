import { describe, expect, test } from 'vitest'
import type { Rollup } from 'vite'
import { initialChunks, lazyOnlyModules, packageOf, quickstartBlocks, quickstartDifferences } from './hostApp.mjs'

const chunk = (fileName: string, options: { isEntry?: boolean; imports?: string[]; modules?: Record<string, number> }) =>
  ({
    type: 'chunk',
    fileName,
    isEntry: options.isEntry ?? false,
    imports: options.imports ?? [],
    modules: Object.fromEntries(Object.entries(options.modules ?? {}).map(([id, renderedLength]) => [id, { renderedLength }])),
  }) as unknown as Rollup.OutputChunk

describe('the host app check (scripts/check-host-app.mjs)', () => {
  test('behavior: the first chunks are the entries and what they import statically, transitively; dynamic imports are not', () => {
    const output = [
      chunk('index.js', { isEntry: true, imports: ['vendor.js'] }),
      chunk('vendor.js', { imports: ['shared.js'] }),
      chunk('shared.js', {}),
      chunk('lazy.js', { imports: ['shared.js'] }),
      { type: 'asset', fileName: 'index.html' } as Rollup.OutputAsset,
    ]
    expect(initialChunks(output).map((c) => c.fileName)).toEqual(['index.js', 'vendor.js', 'shared.js'])
  })

  test('behavior: a module belongs to its innermost node_modules package', () => {
    expect(packageOf('/tmp/app/node_modules/viem/_esm/index.js')).toBe('viem')
    expect(packageOf('/tmp/app/node_modules/@solana/web3.js/lib/index.browser.esm.js')).toBe('@solana/web3.js')
    expect(packageOf('/tmp/app/node_modules/portico/node_modules/@walletconnect/core/dist/index.es.js')).toBe('@walletconnect/core')
    expect(packageOf('/tmp/app/src/App.tsx')).toBeUndefined()
  })

  test('behavior: viem, @solana/web3.js and any @walletconnect package with code in a chunk are reported; tree-shaken modules are not', () => {
    const first = chunk('index.js', {
      modules: {
        '/app/node_modules/react-dom/index.js': 100,
        '/app/node_modules/viem/_esm/utils/unit/formatUnits.js': 120,
        '/app/node_modules/@walletconnect/utils/dist/index.es.js': 40,
        '/app/node_modules/@solana/web3.js/lib/index.browser.esm.js': 0,
        '/app/node_modules/viem-like/index.js': 10,
      },
    })
    expect(lazyOnlyModules([first])).toEqual([
      { chunk: 'index.js', module: 'viem/_esm/utils/unit/formatUnits.js' },
      { chunk: 'index.js', module: '@walletconnect/utils/dist/index.es.js' },
    ])
  })

  test('behavior: the README shows each template file after its marker; a missing, extra or changed file is reported', () => {
    const readme = [
      '# Quick start',
      '<!-- quickstart: src/App.tsx -->',
      '```tsx',
      'export const App = () => null',
      '```',
      '',
      '<!-- quickstart: index.html -->',
      '```html',
      '<div id="root"></div>',
      '```',
      '<!-- quickstart: src/Old.tsx -->',
      '```tsx',
      'old',
      '```',
    ].join('\n')
    expect(quickstartBlocks(readme).get('src/App.tsx')).toBe('export const App = () => null\n')
    const files = new Map([
      ['src/App.tsx', 'export const App = () => null\n'],
      ['index.html', '<div id="app"></div>\n'],
      ['vite.config.ts', 'export default {}\n'],
    ])
    expect(quickstartDifferences(readme, files)).toEqual([
      'README.md shows hosts/quickstart/index.html with other text than the file',
      "README.md does not show hosts/quickstart/vite.config.ts (add a '<!-- quickstart: vite.config.ts -->' line and the file in a fenced block)",
      'README.md shows quickstart file src/Old.tsx, which hosts/quickstart does not have',
    ])
  })
})
