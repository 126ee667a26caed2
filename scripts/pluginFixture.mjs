// The plugin API as an integrator meets it (issue 13 "Done when"): test/fixtures/send-limit-plugin
// is a plugin package written from the README alone (a send cap in `beforeSend` with its own view
// and state, and an eip155 send plugin doing what send-evm does). The host-app check copies it,
// without its tests, into the host app that has the packed tarball installed, and type-checks it
// there: every `portico` import resolves to the published package, never to this repository.
import { spawnSync } from 'node:child_process'
import { cpSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const repo = fileURLToPath(new URL('..', import.meta.url))

/** The fixture plugin package. */
export const PLUGIN_FIXTURE_DIR = join(repo, 'test', 'fixtures', 'send-limit-plugin')

const installedVersion = (name) => JSON.parse(readFileSync(join(repo, 'node_modules', name, 'package.json'), 'utf8')).version

/**
 * What the fixture's type check needs in the host app besides the quick start's packages: the
 * compiler and React's types, at the versions this repository has (so npm takes them from its
 * cache).
 */
export function pluginFixtureDevDependencies() {
  return { typescript: installedVersion('typescript'), '@types/react': installedVersion('@types/react') }
}

/**
 * Copies the fixture (tests left out) into `dir`/plugin-fixture and type-checks it with the host
 * app's own TypeScript, against the host app's node_modules (the tarball's portico). Throws with
 * the compiler's output when it fails; returns the milliseconds it took.
 */
export function typecheckPluginFixture(dir) {
  const target = join(dir, 'plugin-fixture')
  rmSync(target, { recursive: true, force: true })
  cpSync(PLUGIN_FIXTURE_DIR, target, { recursive: true, filter: (source) => !/\.test\.tsx?$/.test(source) })
  const started = Date.now()
  const result = spawnSync(process.execPath, [join(dir, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(target, 'tsconfig.json'), '--pretty', 'false'], { encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`the plugin fixture (test/fixtures/send-limit-plugin) does not type-check against the packed package:\n${result.stdout}${result.stderr}`)
  return Date.now() - started
}
