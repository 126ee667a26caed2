import { describe, expect, test } from 'vitest'
import { buildHostReport, HOST_METRICS, HOST_TARGETS } from './hostReport'
import type { HostMetrics, HostRun } from './hostRun'

const run = (metrics: Partial<HostMetrics>): HostRun => ({
  metrics: { jsBeforeClickKb: 0, clickToListMs: 0, clickToSettledMs: 0, loadToUsableMs: 0, jsFilesBeforeClick: 1, heapMb: 0, longTasks: 0, outsideBeforeClick: 0, ...metrics },
  scriptsBeforeClick: ['/assets/index.js'],
  outsideBeforeClick: [],
})

describe('the host-app table (npm run bench)', () => {
  test('behavior: one column per app with the median of its runs; the targets are judged on the full set against the others', () => {
    const report = buildHostReport(
      [
        { id: 'plain', name: 'plain React page', runs: [run({ clickToListMs: 10, loadToUsableMs: 90, heapMb: 2.4, jsBeforeClickKb: 66 }), run({ clickToListMs: 14, loadToUsableMs: 96, heapMb: 2.4, jsBeforeClickKb: 66 })] },
        { id: 'themeOnly', name: 'Portico: theme only', runs: [run({ jsBeforeClickKb: 104 }), run({ jsBeforeClickKb: 104 })] },
        {
          id: 'fullSet',
          name: 'Portico: full default set',
          runs: [
            run({ clickToListMs: 16, clickToSettledMs: 165, jsBeforeClickKb: 117, loadToUsableMs: 140, heapMb: 3.8, longTasks: 1 }),
            run({ clickToListMs: 18, clickToSettledMs: 175, jsBeforeClickKb: 117, loadToUsableMs: 120, heapMb: 4.0, longTasks: 0 }),
            run({ clickToListMs: 40, clickToSettledMs: 168, jsBeforeClickKb: 117, loadToUsableMs: 121, heapMb: 3.9, longTasks: 0 }),
          ],
        },
      ],
      'Chromium',
    )
    expect(report.columns.map((column) => column.runs)).toEqual([2, 2, 3])
    expect(report.columns[2]?.metrics.clickToListMs).toEqual({ median: 18, min: 16, max: 40 })
    expect(Object.keys(report.columns[0]?.metrics ?? {})).toEqual(HOST_METRICS.map((metric) => metric.id))
    const verdict = (label: string) => report.verdicts.find((v) => v.label.startsWith(label))
    // The plain page's median click -> list is 12 ms: the limit is 17; the full set's median is 18.
    expect(verdict('click -> wallet list')).toEqual({ label: HOST_TARGETS[0]?.label, limit: 17, measured: 18, pass: false })
    expect(verdict('click -> modal settled')).toMatchObject({ limit: 170, measured: 168, pass: true })
    expect(verdict('JS before click: at most 12 kB above')).toMatchObject({ limit: 116, measured: 117, pass: false })
    expect(verdict('page load -> button usable')).toMatchObject({ limit: 123, measured: 121, pass: true })
    expect(verdict('heap after open')).toMatchObject({ measured: 3.9, pass: true })
    expect(verdict('long tasks')).toMatchObject({ measured: 0, pass: true })
    expect(report.detail.fullSet.scriptsBeforeClick).toEqual(['/assets/index.js'])
  })
})
