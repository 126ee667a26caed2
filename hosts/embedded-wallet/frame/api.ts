import * as z from 'zod/mini'
import { smartAccountContractsSchema } from './smartAccount'

/** The user as the auth server sends it. */
export const serverUserSchema = z.object({
  id: z.string(),
  /** null for a social login's account. */
  email: z.nullable(z.string()),
  address: z.nullable(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))),
  /** null until the visitor chooses (set preferred account): the spec's default then applies. */
  preferredAccountType: z.nullable(z.enum(['eoa', 'smartAccount'])),
  /** The social provider and user name of a social login's account (issue 19), else null. */
  socialProvider: z.optional(z.nullable(z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord', 'farcaster']))),
  userName: z.optional(z.nullable(z.string())),
})
export type ServerUser = z.infer<typeof serverUserSchema>

const errorSchema = z.object({ error: z.object({ message: z.string(), code: z.string() }) })

/** A refusal from the auth server, with its text for the visitor. */
export class ServerError extends Error {
  override name = 'ServerError'
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message)
  }
}

/**
 * Headers naming the project and the top-level origin the frame runs under: the server binds a
 * session to them when it starts and refuses it under any other (issue 14).
 */
export const SCOPE_HEADERS = { project: 'X-Portico-Project', topOrigin: 'X-Portico-Top-Origin' } as const

/** The frame's project and top-level origin, set once at start (main.ts). */
let scope: { projectId: string; topOrigin: string } | undefined

/** Sets the project and top-level origin every API call names. */
export function setApiScope(value: { projectId: string; topOrigin: string }): void {
  scope = value
}

/**
 * The top-level page's origin: the last of `location.ancestorOrigins` (Chromium, Safari), else
 * the parent's when the parent is the top; undefined in a nested frame where the browser does not
 * say (the frame then does not start).
 */
export function topLevelOrigin(win: Pick<Window, 'location' | 'parent' | 'top'>, parentOrigin: string): string | undefined {
  const ancestors = win.location.ancestorOrigins
  if (ancestors && ancestors.length > 0) return ancestors[ancestors.length - 1]
  return win.parent === win.top ? parentOrigin : undefined
}

/**
 * Calls the auth API on the frame's own origin, validating each answer with `schema`. The
 * device id and session token are HttpOnly cookies of this origin: no script reads them.
 */
export async function callApi<T>(path: string, schema: z.ZodMiniType<T>, options: { body?: unknown; method?: 'GET' | 'POST' } = {}): Promise<T> {
  const method = options.method ?? 'POST'
  const response = await fetch(path, {
    method,
    headers: { 'Content-Type': 'application/json', ...(scope ? { [SCOPE_HEADERS.project]: scope.projectId, [SCOPE_HEADERS.topOrigin]: scope.topOrigin } : {}) },
    credentials: 'same-origin',
    ...(method === 'POST' ? { body: JSON.stringify(options.body ?? {}) } : {}),
  })
  const json: unknown = await response.json().catch(() => undefined)
  if (!response.ok) {
    const parsed = errorSchema.safeParse(json)
    throw new ServerError(response.status, parsed.success ? parsed.data.error.code : 'http', parsed.success ? parsed.data.error.message : `HTTP status code: ${response.status}`)
  }
  const parsed = schema.safeParse(json)
  if (!parsed.success) throw new ServerError(502, 'invalid_response', 'The wallet server sent an invalid answer')
  return parsed.data
}

/** The project's allowlist and chains. */
export const projectSchema = z.object({
  origins: z.array(z.string()),
  chains: z.array(z.object({
    chainId: z.number(),
    name: z.string(),
    rpcUrl: z.string(),
    smartAccount: z.optional(smartAccountContractsSchema),
    /** The most one approval's network fee may cost on this chain, in wei (decimal); default DEFAULT_MAX_FEE_WEI (networkFee.ts). */
    maxFeeWei: z.optional(z.string().check(z.regex(/^[0-9]{1,78}$/))),
  })),
})
export type ProjectConfig = z.infer<typeof projectSchema>
