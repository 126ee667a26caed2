import { parseArgs } from 'node:util'
import { DEFAULT_HOST_RUNS, DEFAULT_RUNS } from './config'

/** The parts of `npm run bench`: the demo (with balances and WalletConnect), the host apps, and the Activity of an account with 10,000 transfers. */
export const BENCH_PARTS = ['demo', 'hosts', 'history'] as const
export type BenchPart = (typeof BENCH_PARTS)[number]

/** Command-line options of `npm run bench`. */
export type BenchOptions = { runs: number; hostRuns: number; parts: BenchPart[] }

/** A positive integer option, or an error naming it. */
function positive(name: string, value: string): number {
  const parsed = Number(value)
  if (!Number.isInteger(parsed) || parsed < 1) throw new Error(`--${name} must be a positive integer, got '${value}'`)
  return parsed
}

/**
 * Parses `--runs N` (demo runs, default 7), `--host-runs N` (runs per host app, default 10) and
 * `--only demo|hosts|history` (default: all). Throws on anything else.
 */
export function parseBenchArgs(argv: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      runs: { type: 'string', default: String(DEFAULT_RUNS) },
      'host-runs': { type: 'string', default: String(DEFAULT_HOST_RUNS) },
      only: { type: 'string' },
    },
    strict: true,
    allowPositionals: false,
  })
  const only = values.only
  if (only !== undefined && !BENCH_PARTS.includes(only as BenchPart)) throw new Error(`--only must be one of ${BENCH_PARTS.join(', ')}, got '${only}'`)
  return { runs: positive('runs', values.runs), hostRuns: positive('host-runs', values['host-runs']), parts: only === undefined ? [...BENCH_PARTS] : [only as BenchPart] }
}
