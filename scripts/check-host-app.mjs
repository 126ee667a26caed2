// After the build: the package as a host gets it. Packs the project (`npm pack`), installs the
// tarball into the README's quick-start app (hosts/quickstart) in a folder outside the
// repository, builds it for production with the app's own Vite, and fails when the build fails
// or when the page's first chunks (the entry and its static imports, all that loads before a
// click) hold viem, @solana/web3.js or @walletconnect code. Also fails when the README's quick
// start is not the template, file for file, or when the plugin fixture written from the README
// (test/fixtures/send-limit-plugin) does not type-check against the installed tarball. Prints
// what each step took.
import { readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import {
  buildHostApp,
  initialChunks,
  installHostApp,
  LAZY_ONLY_PACKAGES,
  lazyOnlyModules,
  packPortico,
  QUICKSTART_DIR,
  quickstartDifferences,
  quickstartFiles,
  scratchDir,
  withHostApp,
} from './hostApp.mjs'
import { pluginFixtureDevDependencies, typecheckPluginFixture } from './pluginFixture.mjs'

const repo = fileURLToPath(new URL('..', import.meta.url))
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`

const readme = readFileSync(join(repo, 'README.md'), 'utf8')
const files = new Map(quickstartFiles().map((path) => [path, readFileSync(join(QUICKSTART_DIR, path), 'utf8')]))
const problems = quickstartDifferences(readme, files)

const scratch = scratchDir('portico-host-check')
try {
  const started = Date.now()
  const tarball = packPortico(scratch)
  const packMs = Date.now() - started
  await withHostApp(async (dir) => {
    const installMs = installHostApp(dir, tarball, { devDependencies: pluginFixtureDevDependencies() })
    const { output, ms: buildMs } = await buildHostApp(dir, { outDir: join(scratch, 'dist') })
    const initial = initialChunks(output)
    const gzipKb = initial.reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0) / 1000
    let fixtureMs
    try {
      fixtureMs = typecheckPluginFixture(dir)
    } catch (error) {
      problems.push(error.message)
    }
    console.log(`host app (${dir}): npm pack ${seconds(packMs)}, npm install ${seconds(installMs)}, vite build ${seconds(buildMs)}, plugin fixture tsc ${fixtureMs === undefined ? 'failed' : seconds(fixtureMs)}`)
    console.log(`host app: first chunks ${initial.map((chunk) => chunk.fileName).join(', ')}: ${gzipKb.toFixed(1)} kB gzip`)
    for (const { chunk, module } of lazyOnlyModules(initial)) problems.push(`${chunk} (loaded before any click) holds ${module}: ${LAZY_ONLY_PACKAGES.join(', ')} must load on first use`)
  })
} catch (error) {
  problems.push(error instanceof Error ? error.message : String(error))
} finally {
  rmSync(scratch, { recursive: true, force: true })
}

for (const problem of problems) console.error(problem)
if (problems.length > 0) {
  console.error('host app check failed')
  process.exit(1)
}
console.log(
  `host app check: the README's quick start is hosts/quickstart; it builds from the packed tarball with no ${LAZY_ONLY_PACKAGES.join(', ')} code before the click; ` +
    'the plugin fixture written from the README type-checks against the tarball',
)
