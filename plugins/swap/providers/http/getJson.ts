import * as z from 'zod/mini'
import { InvalidSwapDataError, SwapProviderError, type SwapError } from '../../errors'

/** Milliseconds an HTTP provider gets to answer (the spec's transport timeout, section 9). */
const TIMEOUT_MS = 10_000

/** What a provider makes of an error answer: a swap cause, or undefined for 'HTTP status code: {n}'. */
export type HttpErrorMapper = (status: number, body: unknown) => SwapError | undefined

/**
 * GETs a provider's JSON: a non-OK answer becomes the mapper's typed error (or
 * `SwapProviderError`, 'HTTP status code: {n}'); a network failure or timeout 'Something went
 * wrong'; an OK answer that does not match `schema` an `InvalidSwapDataError`. Provider answers
 * are untrusted: only what the schema accepts comes through.
 *
 * @example
 * const body = await getJson(fetch, url, { authorization: 'Bearer k' }, z.object({ dstAmount: z.string() }), () => undefined)
 */
export async function getJson<T>(
  fetchFn: typeof globalThis.fetch,
  url: string,
  headers: Record<string, string>,
  schema: z.ZodMiniType<T>,
  mapError: HttpErrorMapper,
): Promise<T> {
  let response: Response
  try {
    response = await fetchFn(url, { headers: { accept: 'application/json', ...headers }, signal: AbortSignal.timeout(TIMEOUT_MS) })
  } catch (error) {
    throw new SwapProviderError(undefined, { details: `GET ${new URL(url).origin}${new URL(url).pathname} failed`, cause: error })
  }
  const body: unknown = await response.json().catch(() => undefined)
  if (!response.ok) throw mapError(response.status, body) ?? new SwapProviderError(response.status, { details: JSON.stringify(body)?.slice(0, 300) })
  const parsed = schema.safeParse(body)
  if (!parsed.success) throw new InvalidSwapDataError({ details: `${new URL(url).pathname}: ${parsed.error.issues[0]?.message ?? 'unexpected answer'}` })
  return parsed.data
}

/** A decimal integer in a JSON answer (amounts are strings, never numbers). */
export const decimalString = z.string().check(z.regex(/^\d{1,78}$/))
/** An EVM address in a JSON answer. */
export const addressString = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
/** Calldata in a JSON answer. */
export const hexData = z.string().check(z.regex(/^0x(?:[0-9a-fA-F]{2})*$/))
