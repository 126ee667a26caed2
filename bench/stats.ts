/** Median, min and max of a series of runs. */
export type Summary = { median: number; min: number; max: number }

/** The median (the mean of the middle two for an even count). Throws on an empty series. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values')
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const upper = sorted[middle] as number
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2
}

/** Median, min and max of a non-empty series. */
export function summarize(values: readonly number[]): Summary {
  return { median: median(values), min: Math.min(...values), max: Math.max(...values) }
}

/** Rounds to a number of decimals (for printing and the JSON file). */
export function round(value: number, digits: number): number {
  const factor = 10 ** digits
  return Math.round(value * factor) / factor
}
