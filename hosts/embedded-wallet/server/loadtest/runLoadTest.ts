import { startLoadEnvironment } from './environment'
import { runEndpointFuzz } from './endpointFuzz'
import type { ScenarioFigures } from './figures'
import { runFrameMessageFuzz } from './frameFuzz'
import { runLoginLoad } from './loginLoad'
import { checkSharedState } from './sharedState'
import { runSponsorLoad } from './sponsorLoad'

/** The sizes of a load-test run: `npm run loadtest` uses {@link FULL_LOAD}, the unit test a small one. */
export type LoadTestConfig = {
  /** Logins (request code, read it, verify, create the wallet) and concurrent clients. */
  logins: number
  clients: number
  /** The run with a SIGKILL: its logins, and after how many stored wallets the server is killed. */
  killLogins: number
  killAfterStored: number
  /** Whether the run across two servers kills one of them too (the small run skips it: each restart costs seconds). */
  killOnTwoServers: boolean
  /** Sponsored sends and the accounts they are spread across. */
  sends: number
  accounts: number
  /** Sponsor budget per user and UTC day, in gas: low enough that some sends are refused. */
  dailyGasBudget: bigint
  /** Fuzz inputs per server endpoint, and frame messages. */
  endpointFuzzRuns: number
  frameFuzzRuns: number
  seed: number
}

/** The figures (issue 14, "Proven under load and faults"). */
export const FULL_LOAD: LoadTestConfig = {
  logins: 1000,
  clients: 200,
  killLogins: 1000,
  killAfterStored: 500,
  killOnTwoServers: true,
  sends: 500,
  accounts: 50,
  dailyGasBudget: 700_000n,
  endpointFuzzRuns: 300,
  frameFuzzRuns: 20_000,
  seed: 14,
}

/**
 * Runs every scenario against one environment (PostgreSQL, mailbox, devnet, two production
 * server processes): logins on one server; the same with that server SIGKILLed and restarted in
 * the middle; logins spread over both servers (one killed in the middle unless `killOnTwoServers`
 * is off); the checks that limits
 * and sessions are shared; sponsored sends through both servers; the endpoint and frame-message
 * fuzz. Returns each scenario's figures (their `violations` empty when every invariant held).
 *
 * @example
 * const figures = await runLoadTest(FULL_LOAD, (scenario) => console.log(formatFigures([scenario])))
 */
export async function runLoadTest(config: LoadTestConfig, progress: (figures: ScenarioFigures) => void = () => undefined): Promise<ScenarioFigures[]> {
  const results: ScenarioFigures[] = []
  const step = async (run: () => Promise<ScenarioFigures> | ScenarioFigures) => {
    const figures = await run()
    progress(figures)
    results.push(figures)
  }
  const env = await startLoadEnvironment({ servers: 2, dailyGasBudget: config.dailyGasBudget })
  try {
    const one = { ...env, target: { origin: env.target.origin, ports: env.target.ports.slice(0, 1) } }
    const loads = `${config.logins} logins, ${config.clients} clients`
    await step(() => runLoginLoad(one, { scenario: `1 server on PostgreSQL: ${loads}`, logins: config.logins, clients: config.clients }))
    await step(() =>
      runLoginLoad(one, {
        scenario: `1 server, SIGKILLed and restarted after ${config.killAfterStored} wallets: ${config.killLogins} logins, ${config.clients} clients`,
        logins: config.killLogins,
        clients: Math.min(config.clients, config.killLogins),
        killAfterStored: config.killAfterStored,
      }),
    )
    await step(() =>
      config.killOnTwoServers
        ? runLoginLoad(env, {
            scenario: `2 server processes, one PostgreSQL, server A SIGKILLed after ${config.killAfterStored} wallets: ${config.killLogins} logins, ${config.clients} clients`,
            logins: config.killLogins,
            clients: Math.min(config.clients, config.killLogins),
            killAfterStored: config.killAfterStored,
          })
        : runLoginLoad(env, { scenario: `2 server processes, one PostgreSQL: ${loads}`, logins: config.logins, clients: config.clients }),
    )
    await step(() => checkSharedState(env))
    await step(() => runSponsorLoad(env, { scenario: `sponsored sends through 2 servers: ${config.sends} sends across ${config.accounts} accounts`, sends: config.sends, accounts: config.accounts }))
    await step(() => runEndpointFuzz(env, { runs: config.endpointFuzzRuns, seed: config.seed }))
    await step(() => runFrameMessageFuzz({ runs: config.frameFuzzRuns, seed: config.seed }))
  } finally {
    await env.stop()
  }
  return results
}
