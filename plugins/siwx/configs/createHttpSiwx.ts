import * as z from 'zod/mini'
import type { SIWXConfig, SIWXEnvironment, SIWXSession } from 'portico'
import { SiwxHttpError, SiwxNotEnabledError, SiwxVerificationError } from '../errors'
import { createSiwxMessage } from '../message/createSiwxMessage'
import { sessionSchema } from '../schemas'

/**
 * Options of {@link createHttpSiwx}.
 *
 * @example
 * import type { CreateHttpSiwxOptions } from 'portico/plugins/siwx'
 * const o: CreateHttpSiwxOptions = { baseUrl: 'https://dapp.example/api/siwx', required: true }
 */
export type CreateHttpSiwxOptions = {
  /** Base URL of the four endpoints, without a trailing slash. */
  baseUrl: string
  required?: boolean | undefined
  statement?: string | undefined
  /** Message lifetime in ms; default 24 hours; `null` for none. */
  expiresInMs?: number | null | undefined
  resources?: string[] | undefined
  /** `fetch` credentials; default 'include' (your server keeps the session in a cookie). */
  credentials?: RequestCredentials | undefined
  /** Default `globalThis.fetch`. */
  fetch?: typeof fetch | undefined
}

const nonceAnswer = z.object({ nonce: z.string().check(z.regex(/^[a-zA-Z0-9]{8,}$/)) })
const okAnswer = z.object({ ok: z.literal(true) })
const sessionsAnswer = z.object({ sessions: z.array(sessionSchema) })
const errorAnswer = z.object({ error: z.string(), reason: z.optional(z.string()) })
const REASONS = ['expired', 'notYetValid', 'wrongDomain', 'wrongChain', 'nonceUsed', 'badSignature', 'malformed', 'noVerifier'] as const

/**
 * A SIWX config whose server issues nonces, verifies signatures and keeps sessions. Messages
 * are built in the page (its domain and URI, the server's nonce). Endpoints, all JSON:
 *
 * - `GET {baseUrl}/nonce` -> `{ "nonce": "k3J9x0aQ2mZt7LbE" }`: a fresh random nonce (>= 8
 *   alphanumeric characters) the server remembers and accepts once.
 * - `POST {baseUrl}/verify` with `{ "session": { "data": {...message fields}, "message": "...",
 *   "signature": "0x..." } }` -> `{ "ok": true }` once the server checked the text, domain, URI,
 *   network, times, nonce (single use) and signature, and stored the session; otherwise a 4xx
 *   with `{ "error": "text", "reason"?: "expired" | "wrongDomain" | ... }`.
 * - `GET {baseUrl}/session?chainId=eip155:1&address=0x...` -> `{ "sessions": [session...] }`
 *   (the account's valid sessions; `[]` when signed out).
 * - `POST {baseUrl}/sign-out` with `{ "chainId"?: "eip155:1", "address"?: "0x..." }` ->
 *   `{ "ok": true }` (no account: every session of this visitor).
 *
 * `createSiwxVerifier` and `createNonceRegistry` from this module are what a Node server needs
 * to implement them (see `createHttpSiwx.test.ts` for a complete server).
 *
 * @example
 * import { createPortico, mainnet } from 'portico'
 * import siwx, { createHttpSiwx } from 'portico/plugins/siwx'
 * createPortico({ networks: [mainnet], siwx: createHttpSiwx({ baseUrl: '/api/siwx' }), plugins: [siwx()] })
 */
export function createHttpSiwx(options: CreateHttpSiwxOptions): SIWXConfig {
  let environment: SIWXEnvironment | undefined
  const fetchFn = options.fetch ?? ((...args: Parameters<typeof fetch>) => globalThis.fetch(...args))
  const base = options.baseUrl.replace(/\/+$/, '')
  const call = async <T>(path: string, schema: z.ZodMiniType<T>, init?: { method: 'POST'; body: unknown }): Promise<T> => {
    let response: Response
    try {
      response = await fetchFn(`${base}${path}`, {
        method: init?.method ?? 'GET',
        credentials: options.credentials ?? 'include',
        headers: init ? { 'content-type': 'application/json' } : {},
        ...(init ? { body: JSON.stringify(init.body) } : {}),
      })
    } catch (error) {
      throw new SiwxHttpError(0, path, error instanceof Error ? error.message : undefined)
    }
    const body: unknown = await response.json().catch(() => undefined)
    if (!response.ok) {
      const failure = errorAnswer.safeParse(body)
      const answer = failure.success ? failure.data : undefined
      const reason = REASONS.find((r) => r === answer?.reason)
      if (reason && path === '/verify') throw new SiwxVerificationError(reason, { details: answer?.error })
      throw new SiwxHttpError(response.status, path, answer?.error)
    }
    const parsed = schema.safeParse(body)
    if (!parsed.success) throw new SiwxHttpError(response.status, path, 'unexpected answer')
    return parsed.data
  }
  const verify = (session: SIWXSession) => call('/verify', okAnswer, { method: 'POST', body: { session } })

  return {
    required: options.required ?? false,
    setup(next) {
      environment = next
    },
    async createMessage(input) {
      const page = environment?.page
      if (!page) throw new SiwxNotEnabledError()
      const { nonce } = await call('/nonce', nonceAnswer)
      return createSiwxMessage(input, { nonce, page, statement: options.statement, expiresInMs: options.expiresInMs, resources: options.resources })
    },
    async addSession(session) {
      await verify(session)
    },
    async revokeSession(chainId, address) {
      await call('/sign-out', okAnswer, { method: 'POST', body: { chainId, address } })
    },
    async setSessions(sessions) {
      await call('/sign-out', okAnswer, { method: 'POST', body: {} })
      for (const session of sessions) await verify(session)
    },
    async getSessions(chainId, address) {
      const query = new URLSearchParams({ chainId, address })
      return (await call(`/session?${query}`, sessionsAnswer)).sessions
    },
  }
}
