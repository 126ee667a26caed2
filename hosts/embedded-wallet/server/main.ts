import { ConfigError, readProductionConfig, startProductionWallet } from './production'

/**
 * The production wallet server: `npm run wallet:server` with the environment production.ts
 * describes. A configuration it refuses ends the process with the reason and exit code 1.
 */
async function main() {
  const wallet = await startProductionWallet(readProductionConfig(process.env))
  console.info(`[embedded-wallet] serving ${wallet.url}`)
  const stop = () => void wallet.stop().then(() => process.exit(0))
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}

main().catch((error: unknown) => {
  console.error(`[embedded-wallet] not started: ${error instanceof ConfigError ? error.message : String(error)}`)
  process.exit(1)
})
