/**
 * The block range to try after a node refused `range`: the limit its message names when below
 * `range` ('block range too large, currently limited to 300' from anvil's trace_filter, 'is
 * limited to a 10,000 range'), else half of `range` ('query returned more than 10000 results').
 *
 * @example
 * narrowedRange('block range too large, currently limited to 300', 1000) // 300
 * narrowedRange('query returned more than 10000 results', 1000) // 500
 */
export function narrowedRange(message: string, range: number): number {
  const named = /\b(?:limit(?:ed)?|max(?:imum)?)\b\D{0,40}?(\d[\d,]*)/i.exec(message)
  const limit = named?.[1] ? Number(named[1].replaceAll(',', '')) : Number.NaN
  return limit >= 1 && limit < range ? limit : Math.ceil(range / 2)
}
