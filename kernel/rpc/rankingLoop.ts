import type { EndpointRanking } from './ranking.js'

/** A running ping loop. @example const loop: RankingLoop = startRankingLoop(options); loop.stop() */
export type RankingLoop = {
  /** Clears the timer and aborts pings in flight; their outcome is not recorded. */
  stop(): void
}

/**
 * Pings every endpoint now, then again `interval` ms after each round ends, recording a
 * sample per ping. The timer is `unref`ed in Node so an idle transport never keeps a process
 * alive. Internal to the transport.
 *
 * @example
 * import { startRankingLoop } from './rankingLoop.js'
 * const loop = startRankingLoop({ interval: 4_000, endpoints: 2, ranking, ping: (index, signal) => pingEndpoint(index, signal) })
 * loop.stop()
 */
export function startRankingLoop(parameters: {
  interval: number
  endpoints: number
  ranking: EndpointRanking
  /** Resolves when endpoint `index` answered well; rejects otherwise. */
  ping: (index: number, signal: AbortSignal) => Promise<void>
}): RankingLoop {
  const { interval, endpoints, ranking, ping } = parameters
  const stopper = new AbortController()
  let timer: ReturnType<typeof setTimeout> | undefined

  const pingOne = async (index: number) => {
    const started = Date.now()
    let success = true
    try {
      await ping(index, stopper.signal)
    } catch {
      success = false
    }
    if (!stopper.signal.aborted) ranking.record(index, { success, latency: Date.now() - started })
  }

  const round = async () => {
    timer = undefined
    await Promise.all(Array.from({ length: endpoints }, (_, index) => pingOne(index)))
    if (stopper.signal.aborted) return
    timer = setTimeout(() => void round(), interval)
    unref(timer)
  }

  void round()
  return {
    stop() {
      stopper.abort()
      if (timer !== undefined) clearTimeout(timer)
      timer = undefined
    },
  }
}

/** Lets Node exit while only this timer is pending; browsers return a number and need nothing. */
function unref(timer: unknown): void {
  if (typeof timer === 'object' && timer !== null && 'unref' in timer && typeof timer.unref === 'function') timer.unref()
}
