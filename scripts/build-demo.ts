// Builds the demo host for production; used by the end-to-end tests and the benchmark.
import { build } from 'vite'
import { demoViteConfig } from '../hosts/demo/vite.config'

/** Default output folder of the production demo. */
export const DEMO_DIST = new URL('../hosts/demo/dist', import.meta.url).pathname

/**
 * Builds the demo into `outDir` (emptied first) and returns it. Give each run its own folder when
 * several may build at once (parallel test runs), so none deletes another's assets.
 */
export async function buildDemo(outDir: string = DEMO_DIST): Promise<string> {
  await build(demoViteConfig(undefined, outDir))
  return outDir
}

if (import.meta.url === `file://${process.argv[1]}`) await buildDemo()
