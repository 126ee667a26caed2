// The package as a host gets it: `npm pack`, the tarball installed into the README's quick-start
// app (hosts/quickstart) in a folder outside this repository, and a production Vite build with
// the app's own Vite. Used by the host-app check (scripts/check-host-app.mjs) and `npm run bench`.
import { spawnSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { fileURLToPath, pathToFileURL } from 'node:url'
import { setTimeout as sleep } from 'node:timers/promises'

const repo = fileURLToPath(new URL('..', import.meta.url))

/** The README's quick-start app: the template every host app here is made from. */
export const QUICKSTART_DIR = join(repo, 'hosts', 'quickstart')

/**
 * Where the host app is installed: outside the repository, so nothing resolves from the repo's
 * node_modules. Kept between runs so npm only adds what changed; one process at a time.
 */
export const HOST_APP_DIR = join(tmpdir(), 'portico-host-app')

/** Packages that load on first use and must never be in the page's first chunks. */
export const LAZY_ONLY_PACKAGES = ['viem', '@solana/web3.js', '@walletconnect/*']

/** How long to wait for another process that holds the host app. */
const LOCK_WAIT_MS = 10 * 60_000

/** Runs a command; throws with its output when it fails. Returns its stdout. */
function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (in ${cwd}):\n${result.stdout.split('\n').slice(-40).join('\n')}${result.stderr}`)
  return result.stdout
}

/**
 * Packs the package (`npm pack`: what `files` of package.json publishes) into `destination`;
 * returns the tarball's path. `from` is the package folder: this repository (after a build), or
 * another folder with its package.json and dist/.
 */
export function packPortico(destination, from = repo) {
  const [packed] = JSON.parse(run('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', destination], from))
  return join(destination, packed.filename)
}


/** True when the process that took `lock` is gone (or it was left half-made long ago). */
function isStale(lock) {
  try {
    const pid = Number(readFileSync(join(lock, 'pid'), 'utf8'))
    process.kill(pid, 0)
    return false
  } catch (error) {
    if (error.code === 'EPERM') return false
    if (error.code === 'ESRCH') return true
    // No pid file yet: the owner is between mkdir and write, unless that was long ago.
    try {
      return Date.now() - statSync(lock).mtimeMs > 10_000
    } catch {
      return true
    }
  }
}

/** Runs `use(HOST_APP_DIR)` while holding the host app (a lock directory beside it). */
export async function withHostApp(use) {
  const lock = `${HOST_APP_DIR}.lock`
  const deadline = Date.now() + LOCK_WAIT_MS
  for (;;) {
    try {
      mkdirSync(lock)
      break
    } catch (error) {
      if (error.code !== 'EEXIST') throw error
    }
    if (isStale(lock)) rmSync(lock, { recursive: true, force: true })
    else if (Date.now() > deadline) throw new Error(`${lock} is still held by another process after ${LOCK_WAIT_MS / 60_000} minutes`)
    else await sleep(500)
  }
  writeFileSync(join(lock, 'pid'), String(process.pid))
  try {
    return await use(HOST_APP_DIR)
  } finally {
    rmSync(lock, { recursive: true, force: true })
  }
}

/**
 * Installs the quick-start app's dependencies in `dir`, with `portico` from `tarball`, as a host
 * does (`npm install`, from the npm registry or npm's cache), plus `devDependencies` (name ->
 * version) a check needs there. The lockfile and the installed portico are dropped first, so npm
 * resolves the tarball's dependencies afresh; packages already there that still fit are kept.
 * Returns the milliseconds it took.
 */
export function installHostApp(dir, tarball, { devDependencies = {} } = {}) {
  mkdirSync(dir, { recursive: true })
  const manifest = JSON.parse(readFileSync(join(QUICKSTART_DIR, 'package.json'), 'utf8'))
  manifest.dependencies.portico = `file:${tarball}`
  manifest.devDependencies = { ...manifest.devDependencies, ...devDependencies }
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
  rmSync(join(dir, 'package-lock.json'), { force: true })
  rmSync(join(dir, 'node_modules', 'portico'), { recursive: true, force: true })
  const started = Date.now()
  run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--ignore-scripts', '--loglevel=error'], dir)
  return Date.now() - started
}

/** Puts the template's sources (all but package.json) in `dir`, then `overlay` (path -> text) over them. */
function writeSources(dir, overlay) {
  rmSync(join(dir, 'src'), { recursive: true, force: true })
  cpSync(QUICKSTART_DIR, dir, { recursive: true, filter: (source) => !source.endsWith('package.json') })
  for (const [path, text] of Object.entries(overlay)) writeFileSync(join(dir, path), text)
}

/** The ESM entry of a package installed in `dir` (read from its `exports`). */
function packageEntry(dir, name) {
  const root = join(dir, 'node_modules', name)
  const { exports } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'))
  let target = exports['.'] ?? exports
  while (typeof target === 'object') target = target.import ?? target.default
  return pathToFileURL(join(root, target)).href
}

/** The entry chunks and the chunks they import statically: what the page loads before any click. */
export function initialChunks(output) {
  const chunks = new Map(output.filter((item) => item.type === 'chunk').map((chunk) => [chunk.fileName, chunk]))
  const initial = new Set()
  const visit = (chunk) => {
    if (!chunk || initial.has(chunk)) return
    initial.add(chunk)
    for (const name of chunk.imports) visit(chunks.get(name))
  }
  for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk)
  return [...initial]
}

/** The package a module id belongs to (its innermost node_modules folder), or undefined. */
export function packageOf(id) {
  return /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1]
}

const isLazyOnly = (name) => LAZY_ONLY_PACKAGES.some((pattern) => (pattern.endsWith('/*') ? name.startsWith(pattern.slice(0, -1)) : name === pattern))

/** The modules of lazy-only packages (code that made it into the output) in `chunks`. */
export function lazyOnlyModules(chunks) {
  return chunks.flatMap((chunk) =>
    Object.entries(chunk.modules)
      .filter(([id, module]) => module.renderedLength > 0 && isLazyOnly(packageOf(id) ?? ''))
      .map(([id]) => ({ chunk: chunk.fileName, module: id.slice(id.lastIndexOf('node_modules/') + 'node_modules/'.length) })),
  )
}

/**
 * Builds the app in `dir` for production with its own Vite and its vite.config.ts (as
 * `npm run build` does) into `outDir`, after putting the template's sources and `overlay` in
 * place. Returns the output and the milliseconds it took.
 */
export async function buildHostApp(dir, { outDir, overlay = {} }) {
  writeSources(dir, overlay)
  const { build } = await import(packageEntry(dir, 'vite'))
  const started = Date.now()
  const result = await build({
    root: dir,
    logLevel: 'warn',
    build: {
      outDir,
      emptyOutDir: true,
      reportCompressedSize: false,
      rollupOptions: {
        // zod and ox put comments beside @__PURE__ marks that Rollup reports and ignores.
        onLog: (level, log, handler) => (log.code === 'INVALID_ANNOTATION' ? undefined : handler(level, log)),
      },
    },
  })
  const output = (Array.isArray(result) ? result[0] : result).output
  return { output, ms: Date.now() - started }
}

/** A scratch folder outside the repository (for the tarball and build outputs). */
export function scratchDir(prefix) {
  return mkdtempSync(join(tmpdir(), `${prefix}-`))
}

/** The template's files, relative to it (`src/App.tsx`, ...). */
export function quickstartFiles(dir = QUICKSTART_DIR) {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort()
}

/**
 * What the README shows of the quick-start app: each `<!-- quickstart: path -->` line and the
 * fenced block right after it, as `path -> text`.
 */
export function quickstartBlocks(markdown) {
  const blocks = new Map()
  for (const match of markdown.matchAll(/^<!-- quickstart: (\S+) -->\n```[^\n]*\n([\s\S]*?)^```$/gm)) blocks.set(match[1], match[2])
  return blocks
}

/**
 * Where the README's quick start and the template differ: a file not shown, shown but not in the
 * template, or shown with other text. `files` maps each template path to its text.
 */
export function quickstartDifferences(markdown, files) {
  const shown = quickstartBlocks(markdown)
  const problems = []
  for (const [path, text] of files) {
    if (!shown.has(path)) problems.push(`README.md does not show hosts/quickstart/${path} (add a '<!-- quickstart: ${path} -->' line and the file in a fenced block)`)
    else if (shown.get(path) !== text) problems.push(`README.md shows hosts/quickstart/${path} with other text than the file`)
  }
  for (const path of shown.keys()) if (!files.has(path)) problems.push(`README.md shows quickstart file ${path}, which hosts/quickstart does not have`)
  return problems
}
