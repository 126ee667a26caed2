// Builds the demo host for production; used by the end-to-end tests and the benchmark.
import { build, type PluginOption } from 'vite'
import { DEMO_PAGES, demoViteConfig } from '../hosts/demo/vite.config'

/** Default output folder of the production demo. */
export const DEMO_DIST = new URL('../hosts/demo/dist', import.meta.url).pathname

/**
 * Builds the demo's pages (the host site, then the wagmi app at /wagmi/) into `outDir` (emptied
 * first) and returns it. Give each run its own folder when
 * several may build at once (parallel test runs), so none deletes another's assets. `plugins`
 * are added to the demo's own (the benchmark records the bundle's composition with one).
 */
export async function buildDemo(outDir: string = DEMO_DIST, plugins: PluginOption[] = []): Promise<string> {
  for (const page of Object.keys(DEMO_PAGES) as (keyof typeof DEMO_PAGES)[]) {
    const config = demoViteConfig(undefined, outDir, page)
    await build({ ...config, plugins: [...(config.plugins ?? []), ...plugins] })
  }
  return outDir
}

if (import.meta.url === `file://${process.argv[1]}`) await buildDemo()
