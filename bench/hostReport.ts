import { mkdir, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import type { HostAppId } from './hostApps'
import type { HostMetricId, HostRun } from './hostRun'
import { round, summarize, type Summary } from './stats'

/** The table's rows, in the issue's order. */
export const HOST_METRICS: readonly { id: HostMetricId; label: string; digits: number }[] = [
  { id: 'jsBeforeClickKb', label: 'JS before click, gzip kB', digits: 1 },
  { id: 'clickToListMs', label: 'click -> wallet list visible, ms', digits: 1 },
  { id: 'clickToSettledMs', label: 'click -> modal settled, ms', digits: 0 },
  { id: 'loadToUsableMs', label: 'page load -> button usable, ms', digits: 0 },
  { id: 'jsFilesBeforeClick', label: 'JS files before click', digits: 0 },
  { id: 'heapMb', label: 'heap after open (after GC), MB', digits: 2 },
  { id: 'longTasks', label: 'long tasks', digits: 0 },
  { id: 'outsideBeforeClick', label: 'outside requests before click', digits: 0 },
]

/** One app's column: each metric over its runs. */
export type HostColumn = { id: HostAppId; name: string; runs: number; metrics: Record<HostMetricId, Summary> }

type Medians = Record<HostAppId, Record<HostMetricId, number>>

/** A target on the full set's median, possibly relative to another app's median. */
type HostTarget = { label: string; metric: HostMetricId; limit: (medians: Medians) => number }

/** The issue's targets, judged on the full default set (with a slow wallet frame). */
export const HOST_TARGETS: readonly HostTarget[] = [
  { label: 'click -> wallet list: within 5 ms of the plain page', metric: 'clickToListMs', limit: (m) => m.plain.clickToListMs + 5 },
  { label: 'click -> modal settled: 150 ms animation + 20 ms', metric: 'clickToSettledMs', limit: () => 170 },
  { label: 'JS before click: at most 120 kB gzip, React included', metric: 'jsBeforeClickKb', limit: () => 120 },
  { label: 'JS before click: at most 12 kB above theme only', metric: 'jsBeforeClickKb', limit: (m) => m.themeOnly.jsBeforeClickKb + 12 },
  { label: 'page load -> button usable: within 30 ms of the plain page', metric: 'loadToUsableMs', limit: (m) => m.plain.loadToUsableMs + 30 },
  { label: 'heap after open: at most 1.5 MB above the plain page', metric: 'heapMb', limit: (m) => m.plain.heapMb + 1.5 },
  { label: 'long tasks: none', metric: 'longTasks', limit: () => 0 },
  { label: 'outside requests before click: none', metric: 'outsideBeforeClick', limit: () => 0 },
]

/** A target with the full set's median against its limit. */
export type HostVerdict = { label: string; limit: number; measured: number; pass: boolean }

/** The host-app report, as written to bench/host-results.json. */
export type HostReport = {
  date: string
  browser: string
  columns: HostColumn[]
  verdicts: HostVerdict[]
  /** Script files before the click and outside requests before the click, per app (first run). */
  detail: Record<HostAppId, { scriptsBeforeClick: string[]; outsideBeforeClick: string[] }>
}

/** Summarizes each app's runs and judges the targets on the full set's medians. */
export function buildHostReport(apps: readonly { id: HostAppId; name: string; runs: readonly HostRun[] }[], browser: string): HostReport {
  const columns = apps.map(({ id, name, runs }) => ({
    id,
    name,
    runs: runs.length,
    metrics: Object.fromEntries(HOST_METRICS.map(({ id: metric }) => [metric, summarize(runs.map((run) => run.metrics[metric]))])) as Record<HostMetricId, Summary>,
  }))
  const medians = Object.fromEntries(
    columns.map((column) => [column.id, Object.fromEntries(Object.entries(column.metrics).map(([metric, summary]) => [metric, summary.median]))]),
  ) as Medians
  const verdicts = HOST_TARGETS.map(({ label, metric, limit }) => {
    const bound = limit(medians)
    const measured = medians.fullSet[metric]
    return { label, limit: bound, measured, pass: measured <= bound }
  })
  const detail = Object.fromEntries(
    apps.map(({ id, runs }) => [id, { scriptsBeforeClick: runs[0]?.scriptsBeforeClick ?? [], outsideBeforeClick: [...new Set(runs.flatMap((run) => run.outsideBeforeClick))] }]),
  ) as HostReport['detail']
  return { date: new Date().toISOString(), browser, columns, verdicts, detail }
}

/** `median (min-max)` at the metric's precision. */
const cell = (summary: Summary, digits: number) =>
  summary.min === summary.max ? `${round(summary.median, digits)}` : `${round(summary.median, digits)} (${round(summary.min, digits)}-${round(summary.max, digits)})`

/** Prints the side-by-side table, the targets and what loaded before the click. */
export function printHostReport(report: HostReport): void {
  const runs = report.columns.map((column) => column.runs).join('/')
  console.log(`\nHost apps built from the packed tarball, outside the repository: medians (min-max) of ${runs} fresh runs taken in turns, ${report.browser}`)
  console.log('(production Vite + React builds; the click made as soon as the button is usable; the wallet frame origin answers after 2 s)')
  console.table(
    HOST_METRICS.map(({ id, label, digits }) => ({
      metric: label,
      ...Object.fromEntries(report.columns.map((column) => [column.name, cell(column.metrics[id], digits)])),
    })),
  )
  console.log('Targets, on the full default set (printed, never failed):')
  console.table(report.verdicts.map(({ label, limit, measured, pass }) => ({ target: label, limit: round(limit, 2), measured: round(measured, 2), '': pass ? '✓' : '✗' })))
  for (const column of report.columns) {
    const { scriptsBeforeClick, outsideBeforeClick } = report.detail[column.id]
    console.log(`${column.name}: before the click ${scriptsBeforeClick.join(', ') || 'no script'}${outsideBeforeClick.length ? `; outside: ${outsideBeforeClick.join(', ')}` : ''}`)
  }
}

/** Writes the report as JSON. */
export async function writeHostReport(report: HostReport, file: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true })
  await writeFile(file, `${JSON.stringify(report, null, 2)}\n`)
}
