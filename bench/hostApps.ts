import { copyFile, mkdir, readFile, rm, stat } from 'node:fs/promises'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, normalize } from 'node:path'
import { fileURLToPath } from 'node:url'
import { sendFile } from '../hosts/demo/server/demoAssets'
import type { Browser } from '@playwright/test'
import { build } from 'tsup'
import { buildHostApp, installHostApp, packPortico, scratchDir, withHostApp } from '../scripts/hostApp.mjs'
import type { Cleanup } from './cleanup'
import { FRAME_ORIGIN } from './config'
import { buildHostReport, printHostReport, writeHostReport, type HostReport } from './hostReport'
import { measureHostRun, type HostRun } from './hostRun'

/** The host apps measured side by side, in the table's column order. */
export const HOST_APPS = [
  { id: 'plain', name: 'plain React page', app: 'PlainApp.tsx' },
  { id: 'themeOnly', name: 'Portico: theme only', app: 'ThemeOnlyApp.tsx' },
  // The README's quick start as it is: defaultPlugins() from portico/presets, email login
  // included (its frame on another origin answers after 2 s).
  { id: 'fullSet', name: 'Portico: full default set', app: undefined },
] as const
export type HostAppId = (typeof HOST_APPS)[number]['id']

/** A built host app, served on 127.0.0.1. */
export type ServedHostApp = { id: HostAppId; name: string; url: string }

const SOURCES = fileURLToPath(new URL('./hostApps/', import.meta.url))
const REPO = fileURLToPath(new URL('..', import.meta.url))
const QUICKSTART_APP = join(REPO, 'hosts', 'quickstart', 'src', 'App.tsx')
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`

/** Serves the files of `dir` (index.html for `/`) on 127.0.0.1; returns the URL and how to stop. */
async function serveDirectory(dir: string): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname)
    const file = normalize(join(dir, pathname === '/' ? 'index.html' : pathname))
    const found = file.startsWith(dir) && (await stat(file).catch(() => undefined))?.isFile()
    if (found) sendFile(response, file)
    else response.writeHead(404).end()
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => {
      server.closeAllConnections()
      return new Promise<void>((done) => server.close(() => done()))
    },
  }
}

/**
 * The package folder a host would get, made in `stage`: the project's build (tsup.config.ts,
 * without type declarations, which Vite does not read) into `stage`/dist beside package.json and
 * README.md. The repository's dist/ is left alone: another process may be using it.
 */
async function buildPackageInto(stage: string): Promise<string> {
  if (process.cwd() !== REPO.replace(/\/$/, '')) throw new Error(`npm run bench runs from the repository root (${REPO}), not ${process.cwd()}`)
  await build({ outDir: join(stage, 'dist'), dts: false, silent: true })
  for (const file of ['package.json', 'README.md']) await copyFile(join(REPO, file), join(stage, file))
  return stage
}

/**
 * Builds the package (into a scratch folder, the repository's dist/ is left alone), packs it,
 * installs the tarball into the quick-start app outside the repository, builds each host app (the
 * quick start, or its App.tsx replaced) for production and serves it. Everything it starts or
 * writes is registered with `cleanup`.
 */
export async function startHostApps(cleanup: Cleanup): Promise<ServedHostApp[]> {
  // The slow frame is routed by origin: a quick start pointing elsewhere would not be slowed.
  if (!(await readFile(QUICKSTART_APP, 'utf8')).includes(`frameUrl: '${FRAME_ORIGIN}/`)) throw new Error(`bench: ${QUICKSTART_APP} no longer sets emailAuth's frameUrl on ${FRAME_ORIGIN} (bench/config.ts FRAME_ORIGIN)`)
  const scratch = scratchDir('portico-bench-hosts')
  cleanup.add('host app builds', () => rm(scratch, { recursive: true, force: true }))
  console.log('bench: building and packing the package for the host apps...')
  let started = Date.now()
  const tarball = packPortico(scratch, await buildPackageInto(join(scratch, 'package')))
  const packMs = Date.now() - started
  const outDirs = await withHostApp(async (dir) => {
    const installMs = installHostApp(dir, tarball)
    started = Date.now()
    const built: string[] = []
    for (const app of HOST_APPS) {
      const overlay: Record<string, string> = app.app ? { 'src/App.tsx': await readFile(join(SOURCES, app.app), 'utf8') } : {}
      const outDir = join(scratch, app.id)
      await mkdir(outDir, { recursive: true })
      await buildHostApp(dir, { outDir, overlay })
      built.push(outDir)
    }
    console.log(`bench: host apps in ${dir}: build + pack ${seconds(packMs)}, npm install ${seconds(installMs)}, ${HOST_APPS.length} Vite builds ${seconds(Date.now() - started)}`)
    return built
  })
  const served: ServedHostApp[] = []
  for (const [index, app] of HOST_APPS.entries()) {
    const server = await serveDirectory(outDirs[index] as string)
    cleanup.add(`${app.name} server`, () => server.close())
    served.push({ id: app.id, name: app.name, url: server.url })
  }
  return served
}

/**
 * Measures the served host apps `rounds` times each, in turns (each round starts with the next
 * app, so no app always runs first), prints the side-by-side table with the targets and writes
 * it to `file`.
 *
 * @example
 * await benchHostApps(browser, await startHostApps(cleanup), 10, 'bench/host-results.json')
 */
export async function benchHostApps(browser: Browser, apps: readonly ServedHostApp[], rounds: number, file: string): Promise<HostReport> {
  const runs = new Map<HostAppId, HostRun[]>(apps.map((app) => [app.id, []]))
  for (let round = 0; round < rounds; round++) {
    for (let turn = 0; turn < apps.length; turn++) {
      const app = apps[(round + turn) % apps.length] as ServedHostApp
      const run = await measureHostRun(browser, app.url)
      runs.get(app.id)?.push(run)
      const { clickToListMs, clickToSettledMs, jsBeforeClickKb } = run.metrics
      console.log(`bench: host round ${round + 1}/${rounds}, ${app.name}: ${jsBeforeClickKb.toFixed(1)} kB before click, list ${clickToListMs.toFixed(1)} ms, settled ${clickToSettledMs.toFixed(0)} ms`)
    }
  }
  const report = buildHostReport(apps.map((app) => ({ ...app, runs: runs.get(app.id) ?? [] })), `Chromium ${browser.version()}`)
  printHostReport(report)
  await writeHostReport(report, file)
  return report
}
