/** Weights of the two parts of an endpoint's score (spec section 9: stability 0.7, latency 0.3). @example const w: RankingWeights = { stability: 0.7, latency: 0.3 } */
export type RankingWeights = {
  /** Weight of the success rate over the kept samples. */
  stability: number
  /** Weight of the latency score, `1 - meanLatency / maxMeanLatency`. */
  latency: number
}

/** One observation of an endpoint: a ping or a real request. @example const s: RankingSample = { success: true, latency: 42 } */
export type RankingSample = {
  /** Whether the endpoint answered usefully. */
  success: boolean
  /** Milliseconds from sending to the answer (or the failure). */
  latency: number
}

/**
 * An endpoint's standing, as returned by `transport.getRanking()`, best first.
 *
 * @example
 * for (const { url, score } of transport.getRanking()) console.log(url, score.toFixed(2))
 */
export type RpcEndpointScore = {
  /** The endpoint's URL. */
  url: string
  /** Position in the configured `urls` list. */
  index: number
  /** Weighted score in [0, 1]; endpoints without samples score `weights.stability`. */
  score: number
  /** Share of successful samples in [0, 1], or `undefined` without samples. */
  successRate: number | undefined
  /** Mean latency of successful samples in ms, or `undefined` without one. */
  meanLatency: number | undefined
  /** How many samples are kept (at most `sampleCount`). */
  sampleCount: number
}

/** Internal ranking state of one transport. @example const r: EndpointRanking = createEndpointRanking({ urls, sampleCount: 10, weights }) */
export type EndpointRanking = {
  /** Adds a sample for the endpoint at `index`, dropping the oldest beyond `sampleCount`. */
  record(index: number, sample: RankingSample): void
  /** Endpoint indexes, best first; ties keep the configured order. */
  order(): number[]
  /** Scores of every endpoint, best first. */
  snapshot(): RpcEndpointScore[]
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length

/**
 * Keeps the last `sampleCount` samples per endpoint and scores them the way viem's fallback
 * transport ranks: `stability * successRate + latency * (1 - meanLatency / maxMeanLatency)`.
 * An endpoint with samples but no success scores 0; one without samples scores
 * `weights.stability` (assumed stable, assumed slowest), so it is tried before a failing one.
 *
 * @example
 * import { createEndpointRanking } from './ranking.js'
 * const ranking = createEndpointRanking({ urls: ['a', 'b'], sampleCount: 10, weights: { stability: 0.7, latency: 0.3 } })
 * ranking.record(0, { success: false, latency: 3 })
 * ranking.order() // [1, 0]
 */
export function createEndpointRanking(parameters: {
  urls: readonly string[]
  sampleCount: number
  weights: RankingWeights
}): EndpointRanking {
  const { urls, sampleCount, weights } = parameters
  const samples: RankingSample[][] = urls.map(() => [])

  const snapshot = (): RpcEndpointScore[] => {
    const latencies = samples.map((list) => {
      const successes = list.filter((sample) => sample.success).map((sample) => sample.latency)
      return successes.length > 0 ? mean(successes) : undefined
    })
    const maxLatency = Math.max(0, ...latencies.map((latency) => latency ?? 0))
    const scores = urls.map((url, index): RpcEndpointScore => {
      const list = samples[index] ?? []
      const meanLatency = latencies[index]
      if (list.length === 0) {
        return { url, index, score: weights.stability, successRate: undefined, meanLatency, sampleCount: 0 }
      }
      const successRate = list.filter((sample) => sample.success).length / list.length
      const latencyScore = meanLatency === undefined ? 0 : maxLatency === 0 ? 1 : 1 - meanLatency / maxLatency
      const score = successRate === 0 ? 0 : weights.stability * successRate + weights.latency * latencyScore
      return { url, index, score, successRate, meanLatency, sampleCount: list.length }
    })
    return scores.sort((a, b) => b.score - a.score || a.index - b.index)
  }

  return {
    record(index, sample) {
      const list = samples[index]
      if (!list) return
      list.push(sample)
      if (list.length > sampleCount) list.splice(0, list.length - sampleCount)
    },
    order: () => snapshot().map((entry) => entry.index),
    snapshot,
  }
}
