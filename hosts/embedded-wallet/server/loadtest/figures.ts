/** What one request ended with: an HTTP status, or `network` when no answer came (refused, reset). */
export type Outcome = number | 'network'

/** The figures of one scenario: what the load test prints and checks. */
export type ScenarioFigures = {
  scenario: string
  durationMs: number
  /** Named counts and amounts (logins done, sends accepted, gas...). */
  counts: Record<string, number | bigint>
  /** Latency per endpoint or operation, in ms. */
  latency: { label: string; n: number; p50: number; p95: number }[]
  /** Outcomes of every request: `200`, `429`, `network`... */
  outcomes: Record<string, number>
  /** Broken invariants: empty when the scenario passed. */
  violations: string[]
}

/** The value below which `fraction` of the sorted samples fall (nearest rank). */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) return 0
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))
  return sorted[rank] ?? 0
}

/**
 * Collects the latency and outcome of every request of a scenario, its counts and its broken
 * invariants; `finish()` turns them into {@link ScenarioFigures}.
 *
 * @example
 * const figures = createFigures('logins')
 * figures.record('/v1/otp/verify', 12.5, 200)
 * figures.violation('login 3 did not finish')
 * const result = figures.finish()
 */
export function createFigures(scenario: string) {
  const started = performance.now()
  const samples = new Map<string, number[]>()
  const outcomes = new Map<string, number>()
  const counts = new Map<string, number | bigint>()
  const violations: string[] = []
  return {
    record(label: string, ms: number, outcome: Outcome) {
      const list = samples.get(label) ?? []
      list.push(ms)
      samples.set(label, list)
      outcomes.set(String(outcome), (outcomes.get(String(outcome)) ?? 0) + 1)
    },
    count(name: string, by = 1) {
      counts.set(name, Number(counts.get(name) ?? 0) + by)
    },
    /** Sets an amount shown as is (gas, wei: bigint, exact). */
    set(name: string, value: number | bigint) {
      counts.set(name, value)
    },
    violation(text: string) {
      violations.push(text)
    },
    finish(): ScenarioFigures {
      const latency = [...samples].map(([label, list]) => {
        const sorted = [...list].sort((a, b) => a - b)
        return { label, n: sorted.length, p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) }
      })
      const outcomeEntries = [...outcomes].sort(([a], [b]) => a.localeCompare(b))
      return { scenario, durationMs: performance.now() - started, counts: Object.fromEntries(counts), latency, outcomes: Object.fromEntries(outcomeEntries), violations }
    },
  }
}

/** What {@link createFigures} returns. */
export type Figures = ReturnType<typeof createFigures>

/** The figures of every scenario as the plain-text table the load test prints. */
export function formatFigures(all: readonly ScenarioFigures[]): string {
  const lines: string[] = []
  for (const figures of all) {
    lines.push(`== ${figures.scenario}: ${(figures.durationMs / 1000).toFixed(1)} s, ${figures.violations.length === 0 ? 'all invariants hold' : `${figures.violations.length} VIOLATED`}`)
    for (const [name, value] of Object.entries(figures.counts)) lines.push(`   ${name.padEnd(44)} ${String(value)}`)
    if (figures.latency.length > 0) {
      lines.push(`   ${'latency (ms)'.padEnd(44)} ${'n'.padStart(6)} ${'p50'.padStart(8)} ${'p95'.padStart(8)}`)
      for (const row of figures.latency) lines.push(`   ${row.label.padEnd(44)} ${String(row.n).padStart(6)} ${row.p50.toFixed(1).padStart(8)} ${row.p95.toFixed(1).padStart(8)}`)
    }
    const outcomes = Object.entries(figures.outcomes).map(([status, n]) => `${status}: ${n}`).join(', ')
    if (outcomes) lines.push(`   ${'answers by status'.padEnd(44)} ${outcomes}`)
    for (const violation of figures.violations.slice(0, 20)) lines.push(`   VIOLATION ${violation}`)
    if (figures.violations.length > 20) lines.push(`   ... and ${figures.violations.length - 20} more violations`)
  }
  return lines.join('\n')
}
