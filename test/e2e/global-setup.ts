import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildDemo } from '../../scripts/build-demo'
import { startDemoServices } from '../../hosts/demo/server/services'
import { startStaticDemo } from '../../hosts/demo/server/staticServer'

/**
 * Starts the real local counterparts once for the run: two anvil chains, the dev wallet bundle,
 * and the production-built demo served twice (plain, and under a strict CSP).
 */
export default async function globalSetup() {
  // A folder of this run's own: parallel runs (and the benchmark) never delete each other's assets.
  const dist = await buildDemo(await mkdtemp(join(tmpdir(), 'portico-e2e-demo-')))
  const services = await startDemoServices()
  const plain = await startStaticDemo({ config: services.config, dist })
  const strict = await startStaticDemo({ config: services.config, csp: true, dist })
  process.env.DEMO_DIST = dist
  process.env.DEMO_URL = plain.url
  process.env.DEMO_CSP_URL = strict.url
  process.env.DEMO_CONFIG = JSON.stringify(services.config)
  return async () => {
    await Promise.all([plain.close(), strict.close()])
    await services.stop()
    await rm(dist, { recursive: true, force: true })
  }
}
