// `npm run loadtest`: issue 14's "proven under load and faults", against a throwaway PostgreSQL,
// the dev mailbox, the devnet and two production wallet server processes (npm run wallet:server's
// entry). Prints a figures table per scenario and exits 1 when any invariant was broken.
// Options: --logins N --clients N --kill-logins N --kill-after N --sends N --accounts N
// --budget GAS --fuzz-runs N --frame-fuzz-runs N --seed N (defaults: FULL_LOAD in runLoadTest.ts).
import { parseArgs } from 'node:util'
import { formatFigures } from '../hosts/embedded-wallet/server/loadtest/figures'
import { FULL_LOAD, runLoadTest, type LoadTestConfig } from '../hosts/embedded-wallet/server/loadtest/runLoadTest'

const OPTIONS = {
  logins: 'logins',
  clients: 'clients',
  'kill-logins': 'killLogins',
  'kill-after': 'killAfterStored',
  sends: 'sends',
  accounts: 'accounts',
  'fuzz-runs': 'endpointFuzzRuns',
  'frame-fuzz-runs': 'frameFuzzRuns',
  seed: 'seed',
} as const satisfies Record<string, Exclude<keyof LoadTestConfig, 'dailyGasBudget'>>

function readConfig(): LoadTestConfig {
  const flags: Record<string, { type: 'string' }> = { budget: { type: 'string' } }
  for (const name of Object.keys(OPTIONS)) flags[name] = { type: 'string' }
  const values = parseArgs({ options: flags }).values as Record<string, string | undefined>
  const config: LoadTestConfig = { ...FULL_LOAD }
  for (const [flag, key] of Object.entries(OPTIONS)) {
    const value = values[flag]
    if (value === undefined) continue
    const number = Number(value)
    if (!Number.isInteger(number) || number < 0) throw new Error(`--${flag} must be a whole number`)
    config[key] = number
  }
  if (values.budget !== undefined) {
    if (!/^\d+$/.test(values.budget)) throw new Error('--budget must be a whole number of gas')
    config.dailyGasBudget = BigInt(values.budget)
  }
  if (config.killAfterStored > config.killLogins) throw new Error('--kill-after must not exceed --kill-logins')
  return config
}

const config = readConfig()
const started = Date.now()
console.log(`[loadtest] ${JSON.stringify(config, (_key, value: unknown) => (typeof value === 'bigint' ? value.toString() : value))}`)
// Each scenario's table as soon as it is done; all of them together at the end.
runLoadTest(config, (scenario) => console.log(`${formatFigures([scenario])}\n`))
  .then((figures) => {
    console.log(`\n[loadtest] all scenarios\n${formatFigures(figures)}\n\ntotal ${((Date.now() - started) / 1000).toFixed(1)} s`)
    const broken = figures.reduce((sum, scenario) => sum + scenario.violations.length, 0)
    if (broken > 0) console.error(`[loadtest] ${broken} invariant violations`)
    process.exit(broken > 0 ? 1 : 0)
  })
  .catch((error: unknown) => {
    console.error('[loadtest] failed', error)
    process.exit(1)
  })
