// Gzipped size of each public entry, bundled and minified as a host would ship it (React
// excluded, every other dependency included), against its budget. Exits 1 over budget.
import { build } from 'esbuild'
import { gzipSync } from 'node:zlib'

/** Budgets in bytes, gzipped. */
const budgets = [
  { entry: 'portico', file: 'kernel/index.ts', budget: 25_000 },
  { entry: 'portico/react', file: 'kernel/react/index.ts', budget: 45_000 },
  { entry: 'portico/plugins/theme', file: 'plugins/theme/index.ts', budget: 3_000 },
]
/** Never in the kernel's static import graph: loaded with import() when first needed. */
const lazyOnly = ['viem', '@solana/web3.js', '@walletconnect/universal-provider']

const external = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client']
let failed = false
const rows = []
for (const { entry, file, budget } of budgets) {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    splitting: true,
    outdir: 'out',
    external,
    logLevel: 'silent',
  })
  const main = result.outputFiles.find((f) => f.path.endsWith('.js') && result.metafile.outputs[`out/${f.path.split('/out/')[1]}`]?.entryPoint === file)
  const size = gzipSync(main.contents, { level: 9 }).length
  const staticInputs = Object.keys(result.metafile.outputs[`out/${main.path.split('/out/')[1]}`].inputs)
  const leaked = lazyOnly.filter((name) => staticInputs.some((input) => input.includes(`node_modules/${name}/`)))
  const over = size > budget
  if (over || leaked.length) failed = true
  rows.push({ entry, gzipped: `${(size / 1000).toFixed(2)} kB`, budget: `${(budget / 1000).toFixed(2)} kB`, status: over ? 'OVER BUDGET' : leaked.length ? `static import of ${leaked.join(', ')}` : 'ok' })
}
console.table(rows)
if (failed) {
  console.error('size: an entry is over its budget or statically imports a lazy-only dependency')
  process.exit(1)
}
