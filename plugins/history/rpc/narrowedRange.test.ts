import { describe, expect, test } from 'vitest'
import { narrowedRange } from './narrowedRange'

describe('block range after a refusal', () => {
  test('§7 behavior: the limit the node names, when below the range; else half', () => {
    expect(narrowedRange('block range too large, currently limited to 300', 1000)).toBe(300) // anvil's trace_filter
    expect(narrowedRange('query exceeds max block range 4', 64)).toBe(4)
    expect(narrowedRange('eth_getLogs is limited to a 10,000 range', 50_000)).toBe(10_000)
    expect(narrowedRange('query returned more than 10000 results', 1000)).toBe(500) // a count of results, not a range
    expect(narrowedRange('block range too large, currently limited to 300', 200)).toBe(100) // not below: halve
    expect(narrowedRange('limited to 0', 9)).toBe(5)
    expect(narrowedRange('', 1)).toBe(1)
  })
})
