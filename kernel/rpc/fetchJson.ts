import { HttpRequestError, HttpStatusError, InvalidResponseError, RequestAbortedError, TimeoutError } from './errors.js'

/** The `fetch` signature the transport and HTTP helper call; defaults to `globalThis.fetch`. @example const f: FetchFn = globalThis.fetch */
export type FetchFn = (input: string, init: RequestInit) => Promise<Response>

/** Arguments of {@link fetchJson}. @example const p: FetchJsonParameters = { fetch, url, method: 'GET', timeout: 10_000 } */
export type FetchJsonParameters = {
  /** The fetch implementation. */
  fetch: FetchFn
  /** Absolute URL. */
  url: string
  /** HTTP method. */
  method: string
  /** Request body, already serialized as JSON. */
  body?: string | undefined
  /** Extra headers; `content-type: application/json` is added when there is a body. */
  headers?: Record<string, string> | undefined
  /** Milliseconds before the request is aborted with a {@link TimeoutError}. */
  timeout: number
  /** Aborting it rejects with a {@link RequestAbortedError}. */
  signal?: AbortSignal | undefined
  /** The fetch cache mode; the browser's default when absent. */
  cache?: RequestCache | undefined
}

/** Errors {@link fetchJson} throws. @example let e: FetchJsonErrorType */
export type FetchJsonErrorType = HttpRequestError | HttpStatusError | InvalidResponseError | RequestAbortedError | TimeoutError

/**
 * Sends one HTTP request and returns its JSON body (`undefined` for an empty body). Every
 * failure becomes a Portico error: timeout -> {@link TimeoutError}, caller abort ->
 * {@link RequestAbortedError}, no answer -> {@link HttpRequestError}, non-OK ->
 * {@link HttpStatusError}, not JSON -> {@link InvalidResponseError}. Internal helper.
 *
 * @example
 * import { fetchJson } from './fetchJson.js'
 * const data = await fetchJson({ fetch, url: 'https://example.org/x', method: 'GET', timeout: 5_000 })
 */
export async function fetchJson(parameters: FetchJsonParameters): Promise<unknown> {
  const { url, timeout, signal } = parameters
  if (signal?.aborted) throw new RequestAbortedError({ reason: signal.reason })

  const controller = new AbortController()
  let timedOut = false
  const timer = setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeout)
  const onAbort = () => controller.abort()
  signal?.addEventListener('abort', onAbort, { once: true })

  const classify = (error: unknown): Error => {
    if (signal?.aborted) return new RequestAbortedError({ reason: signal.reason })
    if (timedOut) return new TimeoutError({ timeout, url })
    return error instanceof InvalidResponseError ? error : new HttpRequestError({ cause: error, url })
  }

  let status: number
  let ok: boolean
  let text: string
  try {
    const headers: Record<string, string> = { accept: 'application/json', ...parameters.headers }
    if (parameters.body !== undefined) headers['content-type'] = 'application/json'
    const response = await parameters.fetch(url, {
      method: parameters.method,
      headers,
      body: parameters.body,
      signal: controller.signal,
      ...(parameters.cache ? { cache: parameters.cache } : {}),
    })
    status = response.status
    ok = response.ok
    text = await response.text()
  } catch (error) {
    throw classify(error)
  } finally {
    clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
  }

  if (!ok) throw new HttpStatusError({ status, body: text, url })
  if (text.trim() === '') return undefined
  try {
    return JSON.parse(text) as unknown
  } catch (error) {
    throw new InvalidResponseError({ reason: 'The response is not valid JSON', body: text, url, cause: error })
  }
}
