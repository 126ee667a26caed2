import * as z from 'zod/mini'
import {
  InvalidResponseError,
  type HttpRequestError,
  type HttpStatusError,
  type RequestAbortedError,
  type TimeoutError,
} from './errors.js'
import { fetchJson, type FetchFn } from './fetchJson.js'

/** Query values; `undefined` and `null` are left out. @example const q: HttpQueryParams = { cursor: undefined, limit: 20 } */
export type HttpQueryParams = Record<string, string | number | boolean | bigint | null | undefined>

/** Options of one HTTP helper call. @example const o: HttpRequestOptions = { params: { address }, signal } */
export type HttpRequestOptions = {
  /** Query params appended to the URL. */
  params?: HttpQueryParams | undefined
  /** Sent as JSON (bigints as decimal strings); ignored when `undefined`. */
  body?: unknown
  /** Aborting it rejects with 'Request was aborted'. */
  signal?: AbortSignal | undefined
  /** Extra headers for this call. */
  headers?: Record<string, string> | undefined
  /** The fetch cache mode, e.g. `'no-cache'` (revalidate: the coinbase onramp's history, spec section 7). */
  cache?: RequestCache | undefined
}

/** A schema (zod or zod/mini) the answer must match. @example const s: HttpResponseSchema = z.object({ data: z.array(z.unknown()) }) */
export type HttpResponseSchema = z.core.$ZodType

/** One HTTP method of the client; with `schema`, the result is typed and validated by it. @example const get: HttpMethod = http.get */
export type HttpMethod = {
  <S extends HttpResponseSchema>(path: string, options: HttpRequestOptions & { schema: S }): Promise<z.output<S>>
  <T = unknown>(path: string, options?: HttpRequestOptions & { schema?: undefined }): Promise<T>
}

/** Options of {@link createHttpClient}. @example const p: HttpClientParameters = { baseUrl: 'https://api.example.org', clientId: 'abc' } */
export type HttpClientParameters = {
  /** Prefix of every path. */
  baseUrl: string
  /** When set, added to every call as the `clientId` query param (spec section 7). */
  clientId?: string | undefined
  /** Headers sent with every call. */
  headers?: Record<string, string> | undefined
  /** Fetch implementation. Default `globalThis.fetch`, looked up per call. */
  fetch?: FetchFn | undefined
  /** Milliseconds before a call rejects with a `TimeoutError`. Default 10 000. */
  timeout?: number | undefined
}

/** The HTTP helper: JSON in, JSON out. @example const http: HttpClient = createHttpClient({ baseUrl }) */
export type HttpClient = {
  /** GET `path`. */
  get: HttpMethod
  /** POST `path` with a JSON body. */
  post: HttpMethod
  /** PUT `path` with a JSON body. */
  put: HttpMethod
  /** DELETE `path`. */
  delete: HttpMethod
}

/** Errors the HTTP helper rejects with. @example let e: HttpClientErrorType */
export type HttpClientErrorType = HttpStatusError | HttpRequestError | InvalidResponseError | RequestAbortedError | TimeoutError

const jsonReplacer = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)

/**
 * Creates the HTTP helper (spec section 7): GET, POST, PUT and DELETE with a JSON body,
 * a `clientId` query param when configured, 'HTTP status code: {n}' ({@link HttpStatusError})
 * on a non-OK answer, and optional validation of the answer with a zod schema (an answer that
 * fails it rejects with {@link InvalidResponseError}). An empty body resolves `undefined`.
 *
 * @example
 * import * as z from 'zod/mini'
 * import { createHttpClient } from 'portico/services'
 * const http = createHttpClient({ baseUrl: 'https://api.example.org', clientId: 'abc' })
 * const page = await http.get('/history', {
 *   params: { account: '0xabc', cursor: undefined },
 *   schema: z.object({ data: z.array(z.unknown()), next: z.optional(z.string()) }),
 * })
 */
export function createHttpClient(parameters: HttpClientParameters): HttpClient {
  const { baseUrl, clientId, timeout = 10_000 } = parameters
  const fetchFn: FetchFn = parameters.fetch ?? ((input, init) => globalThis.fetch(input, init))

  const buildUrl = (path: string, params: HttpQueryParams = {}) => {
    const url = new URL(`${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`)
    for (const [key, value] of Object.entries(params)) {
      if (value !== undefined && value !== null) url.searchParams.append(key, String(value))
    }
    if (clientId) url.searchParams.set('clientId', clientId)
    return url.toString()
  }

  const call = async (method: string, path: string, options: HttpRequestOptions & { schema?: HttpResponseSchema }) => {
    const url = buildUrl(path, options.params)
    const data = await fetchJson({
      fetch: fetchFn,
      url,
      method,
      body: options.body === undefined ? undefined : JSON.stringify(options.body, jsonReplacer),
      headers: { ...parameters.headers, ...options.headers },
      timeout,
      signal: options.signal,
      cache: options.cache,
    })
    if (!options.schema) return data
    const parsed = z.safeParse(options.schema, data)
    if (parsed.success) return parsed.data
    const issue = parsed.error.issues[0]
    const where = issue && issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ` : ''
    throw new InvalidResponseError({
      reason: `The response does not match the expected shape: ${where}${issue?.message ?? 'invalid'}`,
      url,
      cause: parsed.error,
    })
  }

  const method = (name: string): HttpMethod =>
    ((path: string, options: HttpRequestOptions & { schema?: HttpResponseSchema } = {}) => call(name, path, options)) as HttpMethod

  return { get: method('GET'), post: method('POST'), put: method('PUT'), delete: method('DELETE') }
}
