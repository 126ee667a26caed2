import { readFile } from 'node:fs/promises'
import { fileURLToPath } from 'node:url'
import type { DemoConfig } from '../hosts/demo/server/demoConfig'
import { startDemoServices } from '../hosts/demo/server/services'
import { startStaticDemo } from '../hosts/demo/server/staticServer'
import { buildDemo } from '../scripts/build-demo'
import type { Cleanup } from './cleanup'
import { bundleComposition, type CompositionRow, type LoadedFile } from './composition'
import { PAGE_QUERY } from './config'

/** The built page the static server reads its template from (and the e2e setup rebuilds). */
const DIST_INDEX = fileURLToPath(new URL('../hosts/demo/dist/index.html', import.meta.url))
const REPO = fileURLToPath(new URL('..', import.meta.url))

type StaticDemo = Awaited<ReturnType<typeof startStaticDemo>>

/** The served demo. `hosts/demo/dist` is shared: another process (the e2e setup) may rebuild it. */
export type ServedDemo = {
  /** Splits loaded script files by origin (React, state libraries, zod, Portico, demo), from the build. */
  composition(files: readonly LoadedFile[]): CompositionRow[]
  /** The page a visitor opens. */
  pageUrl(): string
  /** The local services' configuration (devnet RPC URLs...). */
  config: DemoConfig
  /**
   * When hosts/demo/dist changed since the server started (its asset hashes no longer match the
   * template the server holds), restarts the static server on the same port; true if it did.
   */
  restartIfRebuilt(): Promise<boolean>
}

const readIndex = () => readFile(DIST_INDEX, 'utf8')

/** Stops the static server, dropping idle keep-alive connections so close() does not wait. */
const closeStatic = (demo: StaticDemo) => {
  demo.server.closeAllConnections()
  return demo.close()
}

/** Builds the demo for production and starts the local services and the static server. */
export async function startDemo(cleanup: Cleanup): Promise<ServedDemo> {
  console.log('bench: building the demo host for production...')
  const composition = bundleComposition(REPO)
  await buildDemo(undefined, [composition.plugin])
  console.log('bench: starting the local services...')
  const services = await startDemoServices()
  cleanup.add('local services', () => services.stop())
  const config: DemoConfig = services.config
  let index = await readIndex()
  let current = await startStaticDemo({ config })
  cleanup.add('static server', () => closeStatic(current))
  const port = Number(new URL(current.url).port)
  return {
    composition: (files) => composition.of(files),
    config,
    pageUrl: () => `${current.url}/${PAGE_QUERY}`,
    restartIfRebuilt: async () => {
      const now = await readIndex().catch(() => index)
      if (now === index) return false
      console.warn('bench: hosts/demo/dist was rebuilt by another process; restarting the static server on it')
      await closeStatic(current)
      index = now
      current = await startStaticDemo({ config, port })
      return true
    },
  }
}
