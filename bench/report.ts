import { mkdir, writeFile } from 'node:fs/promises'
import { basename, dirname } from 'node:path'
import { KB, METRICS, REFERENCE_NAMES, type MetricSpec } from './config'
import type { CompositionRow, LoadedFile } from './composition'
import type { RunResult, TimedScript } from './run'
import { round, summarize, type Summary } from './stats'

/** One metric over every run, judged against its target. */
export type MetricRow = MetricSpec & Summary & { pass: boolean | null }

/** One script file over every run (files keep their hashed names from run to run). */
export type FileRow = { file: string; gzipKb: number; rawKb: number; runs: number }

/** The whole report, as written to bench/results.json. */
export type BenchReport = {
  date: string
  runs: number
  url: string
  browser: string
  metrics: MetricRow[]
  files: { beforeClick: FileRow[]; duringOpen: FileRow[]; afterList: FileRow[]; devWallet: FileRow[] }
  outsideRequests: string[]
  /** The JS before the click by origin (React, state libraries, zod, Portico, demo), estimated. */
  composition: CompositionRow[]
  perRun: RunResult[]
}

/** Summarizes each metric and checks the median against the target (upper bounds). */
export function metricRows(runs: readonly RunResult[]): MetricRow[] {
  return METRICS.map((spec) => {
    const summary = summarize(runs.map((run) => run.metrics[spec.id]))
    return { ...spec, ...summary, pass: spec.target === undefined ? null : summary.median <= spec.target }
  })
}

/** Median sizes per file among `files` (several runs' worth), largest first. */
export function fileRows(files: readonly { path: string; gzipBytes: number; bytes: number }[]): FileRow[] {
  const byPath = new Map<string, { gzip: number[]; raw: number[] }>()
  for (const file of files) {
    const sizes = byPath.get(file.path) ?? { gzip: [], raw: [] }
    sizes.gzip.push(file.gzipBytes)
    sizes.raw.push(file.bytes)
    byPath.set(file.path, sizes)
  }
  return [...byPath]
    .map(([path, sizes]) => ({
      file: basename(path),
      gzipKb: round(summarize(sizes.gzip).median / KB, 2),
      rawKb: round(summarize(sizes.raw).median / KB, 2),
      runs: sizes.gzip.length,
    }))
    .sort((a, b) => b.gzipKb - a.gzipKb)
}

const filesIn = (runs: readonly RunResult[], phase: TimedScript['phase']) => fileRows(runs.flatMap((run) => run.scripts.filter((file) => file.phase === phase)))

/** Builds the report from the runs. */
export function buildReport(
  runs: readonly RunResult[],
  context: { url: string; browser: string; composition(files: readonly LoadedFile[]): CompositionRow[] },
): BenchReport {
  const beforeClick = filesIn(runs, 'beforeClick')
  return {
    date: new Date().toISOString(),
    runs: runs.length,
    url: context.url,
    browser: context.browser,
    metrics: metricRows(runs),
    files: {
      beforeClick,
      duringOpen: filesIn(runs, 'duringOpen'),
      afterList: filesIn(runs, 'afterList'),
      devWallet: fileRows(runs.flatMap((run) => run.devWallet)),
    },
    outsideRequests: [...new Set(runs.flatMap((run) => run.outsideRequests))],
    composition: context.composition(beforeClick),
    perRun: [...runs],
  }
}

const format = (value: number, row: MetricSpec) => round(value, row.digits)
const verdict = (pass: boolean | null) => (pass === null ? '' : pass ? '✓' : '✗')

/** The main table: one line per metric, with the target, the verdict and the reference points. */
function metricTable(rows: readonly MetricRow[]) {
  return rows.map((row) => ({
    metric: row.label,
    unit: row.unit,
    median: format(row.median, row),
    min: format(row.min, row),
    max: format(row.max, row),
    target: row.target === undefined ? '' : `<= ${row.target}`,
    '': verdict(row.pass),
    ...Object.fromEntries(REFERENCE_NAMES.map((name) => [name, row.references?.[name] ?? ''])),
  }))
}

/** A file table with a total line. */
function fileTable(rows: readonly FileRow[]) {
  const total = rows.reduce((sum, row) => ({ gzip: sum.gzip + row.gzipKb, raw: sum.raw + row.rawKb }), { gzip: 0, raw: 0 })
  return [...rows.map(({ file, gzipKb, rawKb }) => ({ file, 'gzip kB': gzipKb, 'raw kB': rawKb })), { file: '(total)', 'gzip kB': round(total.gzip, 2), 'raw kB': round(total.raw, 2) }]
}

/** The composition rows with a total line. */
function compositionTable(rows: readonly CompositionRow[]) {
  const total = rows.reduce((sum, row) => ({ gzip: sum.gzip + row.gzipKb, raw: sum.raw + row.rawKb }), { gzip: 0, raw: 0 })
  return [
    ...rows.map(({ origin, gzipKb, rawKb }) => ({ origin, 'gzip kB': round(gzipKb, 1), 'raw kB': round(rawKb, 1) })),
    { origin: '(total)', 'gzip kB': round(total.gzip, 1), 'raw kB': round(total.raw, 1) },
  ]
}

/** Prints the table, the file breakdowns and any request to another host. */
export function printReport(report: BenchReport): void {
  console.log(`\nPortico benchmark: median of ${report.runs} fresh run(s), ${report.browser}, ${report.url}`)
  console.table(metricTable(report.metrics))
  console.log('\nJS loaded before the click (Portico + demo host + React; dev wallet excluded), median per file:')
  console.table(fileTable(report.files.beforeClick))
  if (report.composition.length > 0) {
    console.log('\nThe same JS by origin (each origin\'s code gzipped alone, the files\' total shared out in proportion):')
    console.table(compositionTable(report.composition))
  }
  if (report.files.duringOpen.length > 0) {
    console.log('\nJS loaded between the click and the painted wallet list:')
    console.table(fileTable(report.files.duringOpen))
  }
  if (report.files.afterList.length > 0) {
    console.log('\nJS loaded after the wallet list was painted (within the settle window):')
    console.table(fileTable(report.files.afterList))
  }
  console.log('\nDev wallet fixture (excluded from the numbers above):')
  console.table(fileTable(report.files.devWallet))
  if (report.outsideRequests.length > 0) {
    console.log('\nRequests to other hosts:')
    for (const url of report.outsideRequests) console.log(`  ${url}`)
  }
  const missed = report.metrics.filter((row) => row.pass === false)
  console.log(missed.length === 0 ? '\nEvery target met.' : `\nTargets missed (reported, not failed): ${missed.map((row) => row.label).join('; ')}`)
}

/** Writes the report as JSON. */
export async function writeReport(report: BenchReport, file: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`)
}
