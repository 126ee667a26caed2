import {
  InvalidResponseError,
  InvalidTransportOptionsError,
  RequestAbortedError,
  RpcResponseError,
  type HttpRequestError,
  type HttpStatusError,
  type TimeoutError,
} from './errors.js'
import { fetchJson, type FetchFn } from './fetchJson.js'
import { createEndpointRanking, type RankingWeights, type RpcEndpointScore } from './ranking.js'
import { startRankingLoop, type RankingLoop } from './rankingLoop.js'
import { parseRpcAnswer } from './schemas.js'

/** A JSON-RPC call: method and params. @example const call: RpcRequestArguments = { method: 'eth_blockNumber' } */
export type RpcRequestArguments = {
  /** The JSON-RPC method, e.g. `eth_getBalance` or `getBalance`. */
  method: string
  /** Positional or named params; omitted params are sent as `[]`. */
  params?: readonly unknown[] | Record<string, unknown> | undefined
}

/** Per-call options of `transport.request`. @example const options: RpcRequestOptions = { signal: AbortSignal.timeout(2_000) } */
export type RpcRequestOptions = {
  /** Aborting it rejects the call with 'Request was aborted' ({@link RequestAbortedError}). */
  signal?: AbortSignal | undefined
}

/** How endpoints are ranked (spec section 9). @example const ranking: RpcRankingOptions = { interval: 4_000, ping: { method: 'getHealth' } } */
export type RpcRankingOptions = {
  /** Samples kept per endpoint. Default 10. */
  sampleCount?: number | undefined
  /** Milliseconds between ping rounds. Default 4 000. */
  interval?: number | undefined
  /** Score weights. Default `{ stability: 0.7, latency: 0.3 }`. */
  weights?: Partial<RankingWeights> | undefined
  /** The call sent to every endpoint each round. Default `{ method: 'net_listening' }` (use `getHealth` for Solana). */
  ping?: RpcRequestArguments | undefined
}

/** Options of {@link createRpcTransport}. @example const options: RpcTransportParameters = { urls: ['https://rpc.example.org'] } */
export type RpcTransportParameters = {
  /** Endpoints in preference order; at least one. */
  urls: readonly string[]
  /** Most calls per HTTP POST; calls made in the same tick are batched. Default 1 000; 1 disables batching. */
  batchSize?: number | undefined
  /** Milliseconds one endpoint gets to answer before the call moves on. Default 10 000 (spec section 9). */
  timeout?: number | undefined
  /** Extra passes over all endpoints after every one failed. Default 0. */
  retryCount?: number | undefined
  /** Base delay before a retry pass, doubled each pass. Default 150 ms. */
  retryDelay?: number | undefined
  /** Endpoint ranking, or `false` to always try `urls` in the given order. */
  ranking?: RpcRankingOptions | false | undefined
  /** Extra HTTP headers sent with every POST. */
  headers?: Record<string, string> | undefined
  /** Fetch implementation. Default `globalThis.fetch`, looked up per call. */
  fetch?: FetchFn | undefined
}

/** Errors `transport.request` rejects with. @example let e: RpcTransportErrorType */
export type RpcTransportErrorType =
  | RpcResponseError
  | RequestAbortedError
  | TimeoutError
  | HttpStatusError
  | HttpRequestError
  | InvalidResponseError
  | InvalidTransportOptionsError

/** A JSON-RPC transport over HTTP. @example const transport: RpcTransport = createRpcTransport({ urls }) */
export type RpcTransport = {
  /** Sends one call (batched with others made in the same tick) and resolves with its `result`. */
  request<T = unknown>(args: RpcRequestArguments, options?: RpcRequestOptions): Promise<T>
  /** Current endpoint scores, best first. With `ranking: false`, every endpoint in configured order. */
  getRanking(): RpcEndpointScore[]
  /** Stops pinging and rejects pending and later calls with 'Request was aborted'. Idempotent. */
  destroy(): void
}

type Entry = {
  id: number
  method: string
  params: RpcRequestArguments['params']
  settled: boolean
  resolve(value: unknown): void
  reject(error: unknown): void
  chunk?: Chunk
}
type Chunk = { entries: Entry[]; stop: AbortController }

/**
 * Creates a JSON-RPC 2.0 transport over HTTP (spec section 7): calls made in the same tick go
 * out as one batch POST (up to `batchSize`), each endpoint attempt times out after `timeout`,
 * and a network error, timeout, non-OK status or malformed answer moves the call to the next
 * endpoint; a JSON-RPC `error` answer rejects with {@link RpcResponseError} without failover.
 * With ranking on, endpoints are pinged every `interval` from the first call on, and real
 * calls are recorded too, so traffic moves to stable, fast endpoints (viem's fallback rank).
 * Every answer is validated; nothing is shared between two transports.
 *
 * @example
 * import { createRpcTransport } from 'portico/services'
 * const transport = createRpcTransport({ urls: ['https://rpc-a.example.org', 'https://rpc-b.example.org'] })
 * const blockNumber = await transport.request<string>({ method: 'eth_blockNumber' })
 * transport.destroy()
 */
export function createRpcTransport(parameters: RpcTransportParameters): RpcTransport {
  const { urls, batchSize = 1_000, timeout = 10_000, retryCount = 0, retryDelay = 150, headers } = parameters
  if (urls.length === 0) throw new InvalidTransportOptionsError({ option: 'urls', reason: 'at least one URL is needed' })
  for (const [option, value, min] of [['batchSize', batchSize, 1], ['timeout', timeout, 1], ['retryCount', retryCount, 0]] as const) {
    if (!Number.isInteger(value) || value < min) throw new InvalidTransportOptionsError({ option, reason: `expected an integer >= ${min}` })
  }
  const fetchFn: FetchFn = parameters.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const rankingOptions = parameters.ranking === false ? undefined : (parameters.ranking ?? {})
  const ranking = rankingOptions
    ? createEndpointRanking({
        urls,
        sampleCount: rankingOptions.sampleCount ?? 10,
        weights: { stability: 0.7, latency: 0.3, ...rankingOptions.weights },
      })
    : undefined

  let lastId = 0
  let destroyed = false
  let queue: Entry[] = []
  let flushTimer: ReturnType<typeof setTimeout> | undefined
  let loop: RankingLoop | undefined
  const pending = new Set<Entry>()
  const chunks = new Set<Chunk>()
  const nextId = () => ++lastId

  const settle = (entry: Entry, outcome: { value: unknown } | { error: unknown }) => {
    if (entry.settled) return
    entry.settled = true
    pending.delete(entry)
    if ('error' in outcome) entry.reject(outcome.error)
    else entry.resolve(outcome.value)
    const chunk = entry.chunk
    if (chunk && chunk.entries.every((other) => other.settled)) chunk.stop.abort()
  }

  const post = (index: number, body: unknown, signal: AbortSignal) =>
    fetchJson({ fetch: fetchFn, url: urls[index] ?? '', method: 'POST', body: JSON.stringify(body), headers, timeout, signal })

  /** Sends the unsettled entries of `chunk` to one endpoint; settles what it answered. */
  const attempt = async (chunk: Chunk, index: number, entries: Entry[]) => {
    const url = urls[index] ?? ''
    const batch = entries.length > 1
    const bodies = entries.map(({ id, method, params }) => ({ jsonrpc: '2.0', id, method, params: params ?? [] }))
    const started = Date.now()
    let answers
    try {
      const data = await post(index, batch ? bodies : bodies[0], chunk.stop.signal)
      answers = parseRpcAnswer(data, { batch, ids: entries.map((entry) => entry.id), url })
    } catch (error) {
      if (!(error instanceof RequestAbortedError)) ranking?.record(index, { success: false, latency: Date.now() - started })
      throw error
    }
    const missing = entries.filter((entry) => !answers.has(entry.id))
    ranking?.record(index, { success: missing.length === 0, latency: Date.now() - started })
    for (const entry of entries) {
      const answer = answers.get(entry.id)
      if (!answer) continue
      if (answer.error) settle(entry, { error: new RpcResponseError({ ...answer.error, url, method: entry.method }) })
      else settle(entry, { value: answer.result })
    }
    if (missing.length > 0) {
      throw new InvalidResponseError({ reason: `The batch answer has no response for ${missing.length} of ${entries.length} calls`, url })
    }
  }

  const runChunk = async (chunk: Chunk) => {
    chunks.add(chunk)
    let lastError: unknown
    try {
      for (let pass = 0; pass <= retryCount; pass++) {
        if (pass > 0) await wait(retryDelay * 2 ** (pass - 1), chunk.stop.signal)
        for (const index of ranking ? ranking.order() : urls.map((_, i) => i)) {
          const open = chunk.entries.filter((entry) => !entry.settled)
          if (open.length === 0 || chunk.stop.signal.aborted) return
          try {
            await attempt(chunk, index, open)
          } catch (error) {
            lastError = error
          }
        }
      }
      for (const entry of chunk.entries) settle(entry, { error: lastError })
    } finally {
      chunks.delete(chunk)
    }
  }

  const flush = () => {
    flushTimer = undefined
    const entries = queue.filter((entry) => !entry.settled)
    queue = []
    for (let start = 0; start < entries.length; start += batchSize) {
      const chunk: Chunk = { entries: entries.slice(start, start + batchSize), stop: new AbortController() }
      for (const entry of chunk.entries) entry.chunk = chunk
      void runChunk(chunk)
    }
  }

  return {
    request<T>(args: RpcRequestArguments, options: RpcRequestOptions = {}): Promise<T> {
      const { signal } = options
      if (destroyed) return Promise.reject(new RequestAbortedError({ details: 'The transport was destroyed' }))
      if (signal?.aborted) return Promise.reject(new RequestAbortedError({ reason: signal.reason }))
      if (ranking && rankingOptions && !loop) {
        const ping = rankingOptions.ping ?? { method: 'net_listening' }
        loop = startRankingLoop({
          interval: rankingOptions.interval ?? 4_000,
          endpoints: urls.length,
          ranking,
          ping: async (index, stopSignal) => {
            const id = nextId()
            const data = await post(index, { jsonrpc: '2.0', id, method: ping.method, params: ping.params ?? [] }, stopSignal)
            const answer = parseRpcAnswer(data, { batch: false, ids: [id], url: urls[index] })
            if (answer.get(id)?.error) throw new Error('ping answered with an error')
          },
        })
      }
      return new Promise<T>((resolve, reject) => {
        const onAbort = () => settle(entry, { error: new RequestAbortedError({ reason: signal?.reason }) })
        const entry: Entry = {
          id: nextId(),
          method: args.method,
          params: args.params,
          settled: false,
          resolve: (value) => {
            signal?.removeEventListener('abort', onAbort)
            resolve(value as T)
          },
          reject: (error) => {
            signal?.removeEventListener('abort', onAbort)
            reject(error)
          },
        }
        signal?.addEventListener('abort', onAbort, { once: true })
        pending.add(entry)
        queue.push(entry)
        flushTimer ??= setTimeout(flush, 0)
      })
    },
    getRanking() {
      if (ranking) return ranking.snapshot()
      return urls.map((url, index) => ({ url, index, score: 0, successRate: undefined, meanLatency: undefined, sampleCount: 0 }))
    },
    destroy() {
      if (destroyed) return
      destroyed = true
      if (flushTimer !== undefined) clearTimeout(flushTimer)
      flushTimer = undefined
      queue = []
      loop?.stop()
      for (const entry of [...pending]) settle(entry, { error: new RequestAbortedError({ details: 'The transport was destroyed' }) })
      for (const chunk of chunks) chunk.stop.abort()
    },
  }
}

/** Resolves after `ms`, or early when `signal` aborts. */
function wait(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal.aborted) return resolve()
    const done = () => {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    const timer = setTimeout(done, ms)
    signal.addEventListener('abort', done, { once: true })
  })
}
