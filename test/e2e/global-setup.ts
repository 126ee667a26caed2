import { buildDemo } from '../../scripts/build-demo'
import { startDemoServices } from '../../hosts/demo/server/services'
import { startStaticDemo } from '../../hosts/demo/server/staticServer'

/**
 * Starts the real local counterparts once for the run: two anvil chains, the dev wallet bundle,
 * and the production-built demo served twice (plain, and under a strict CSP).
 */
export default async function globalSetup() {
  await buildDemo()
  const services = await startDemoServices()
  const plain = await startStaticDemo({ config: services.config })
  const strict = await startStaticDemo({ config: services.config, csp: true })
  process.env.DEMO_URL = plain.url
  process.env.DEMO_CSP_URL = strict.url
  process.env.DEMO_CONFIG = JSON.stringify(services.config)
  return async () => {
    await Promise.all([plain.close(), strict.close()])
    await services.stop()
  }
}
