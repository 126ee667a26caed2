import { expect, test } from 'vitest'
import { createEndpointRanking } from './ranking.js'

const weights = { stability: 0.7, latency: 0.3 }

test('§9 default: endpoints without samples keep the configured order', () => {
  const ranking = createEndpointRanking({ urls: ['a', 'b', 'c'], sampleCount: 10, weights })
  expect(ranking.order()).toEqual([0, 1, 2])
  expect(ranking.snapshot()[0]).toEqual({ url: 'a', index: 0, score: 0.7, successRate: undefined, meanLatency: undefined, sampleCount: 0 })
})

test('§9 behavior: score = 0.7 * success rate + 0.3 * (1 - latency / max latency)', () => {
  const ranking = createEndpointRanking({ urls: ['slow', 'fast', 'flaky'], sampleCount: 10, weights })
  ranking.record(0, { success: true, latency: 100 })
  ranking.record(1, { success: true, latency: 25 })
  ranking.record(2, { success: true, latency: 50 })
  ranking.record(2, { success: false, latency: 10 })
  const scores = Object.fromEntries(ranking.snapshot().map((entry) => [entry.url, entry.score]))
  expect(scores['slow']).toBeCloseTo(0.7)
  expect(scores['fast']).toBeCloseTo(0.7 + 0.3 * 0.75)
  expect(scores['flaky']).toBeCloseTo(0.7 * 0.5 + 0.3 * 0.5)
  expect(ranking.order()).toEqual([1, 0, 2])
})

test('§9 behavior: an endpoint that never succeeded scores 0 and ranks last', () => {
  const ranking = createEndpointRanking({ urls: ['down', 'up'], sampleCount: 10, weights })
  ranking.record(0, { success: false, latency: 1 })
  expect(ranking.order()).toEqual([1, 0])
  expect(ranking.snapshot()[1]).toMatchObject({ url: 'down', score: 0, successRate: 0, meanLatency: undefined })
})

test('§9 args: only the last sampleCount samples count', () => {
  const ranking = createEndpointRanking({ urls: ['a'], sampleCount: 3, weights })
  for (let n = 0; n < 5; n++) ranking.record(0, { success: false, latency: 1 })
  for (let n = 0; n < 3; n++) ranking.record(0, { success: true, latency: 5 })
  expect(ranking.snapshot()[0]).toMatchObject({ successRate: 1, sampleCount: 3, meanLatency: 5 })
})

test('§9 args: weights are configurable', () => {
  const ranking = createEndpointRanking({ urls: ['stable-slow', 'flaky-fast'], sampleCount: 10, weights: { stability: 0, latency: 1 } })
  ranking.record(0, { success: true, latency: 100 })
  ranking.record(1, { success: true, latency: 1 })
  ranking.record(1, { success: false, latency: 1 })
  expect(ranking.order()).toEqual([1, 0])
})
