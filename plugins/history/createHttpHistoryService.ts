import type { FetchFn } from 'portico'
import { createHttpClient } from 'portico/services'
import { HistoryAccountRequiredError } from './errors'
import { historyPageSchema } from './schema'
import type { HistoryService, Transaction } from './types'

/**
 * Options of {@link createHttpHistoryService}.
 *
 * @example
 * import type { CreateHttpHistoryServiceParameters } from 'portico/plugins/history'
 * const options: CreateHttpHistoryServiceParameters = { baseUrl: 'https://indexer.example/v1' }
 */
export type CreateHttpHistoryServiceParameters = {
  /** Prefix of the endpoint: the service calls `GET {baseUrl}/transactions`. */
  baseUrl: string
  /** Added to every call as the `clientId` query param (spec section 7). */
  clientId?: string | undefined
  /** Headers sent with every call (an API key, say). */
  headers?: Record<string, string> | undefined
  /** Milliseconds before a call fails. Default 10 000. */
  timeout?: number | undefined
  /** Fetch implementation. Default `globalThis.fetch`. */
  fetch?: FetchFn | undefined
}

/**
 * A history service over an indexer's HTTP API (spec section 7): `GET {baseUrl}/transactions`
 * with the `account`, `chainId`, `cursor` and `onramp` query params (absent ones left out), with
 * `cache: 'no-cache'` for the coinbase onramp. The answer must be
 * `{ data: Transaction[], next?: string | null }` (README, "History from your own indexer"); it is
 * validated with zod, so a malformed answer rejects (`InvalidResponseError`), as does a non-OK
 * status ('HTTP status code: {n}').
 *
 * @example
 * import { createPortico, mainnet } from 'portico'
 * import history, { createHttpHistoryService } from 'portico/plugins/history'
 * const portico = createPortico({
 *   networks: [mainnet],
 *   plugins: [history({ service: createHttpHistoryService({ baseUrl: 'https://indexer.example/v1' }) })],
 * })
 */
export function createHttpHistoryService(parameters: CreateHttpHistoryServiceParameters): HistoryService {
  const http = createHttpClient(parameters)
  return {
    async fetch({ account, chainId, cursor, onramp, signal }) {
      if (!account) throw new HistoryAccountRequiredError()
      const page = await http.get('transactions', {
        params: { account, chainId, cursor, onramp },
        cache: onramp === 'coinbase' ? 'no-cache' : undefined,
        signal,
        schema: historyPageSchema,
      })
      return { data: page.data as Transaction[], next: page.next ?? undefined }
    },
  }
}
