import { parseArgs } from 'node:util'
import { DEFAULT_RUNS } from './config'

/** Command-line options of `npm run bench`. */
export type BenchOptions = { runs: number }

/** Parses `--runs N` (a positive integer, default 7). Throws on anything else. */
export function parseBenchArgs(argv: readonly string[]): BenchOptions {
  const { values } = parseArgs({
    args: [...argv],
    options: { runs: { type: 'string', default: String(DEFAULT_RUNS) } },
    strict: true,
    allowPositionals: false,
  })
  const runs = Number(values.runs)
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a positive integer, got '${values.runs}'`)
  return { runs }
}
