import * as z from 'zod/mini'
import { InvalidResponseError } from './errors.js'

/** A JSON-RPC id as a server may echo it. */
const rpcIdSchema = z.union([z.number(), z.string(), z.null()])

/** The `error` member of a JSON-RPC 2.0 response. */
const rpcErrorSchema = z.object({
  code: z.number(),
  message: z.string(),
  data: z.optional(z.unknown()),
})

/**
 * One JSON-RPC 2.0 response: `jsonrpc: '2.0'`, an id, and exactly one of `result` or `error`.
 * Servers are untrusted input; anything else is malformed.
 *
 * @example
 * import { rpcResponseSchema } from './schemas.js'
 * z.safeParse(rpcResponseSchema, { jsonrpc: '2.0', id: 1, result: '0x1' }).success // true
 */
export const rpcResponseSchema = z
  .object({
    jsonrpc: z.literal('2.0'),
    id: rpcIdSchema,
    result: z.optional(z.unknown()),
    error: z.optional(rpcErrorSchema),
  })
  .check(
    z.refine(
      (response) => ('result' in response) !== (response.error !== undefined),
      'A JSON-RPC response has exactly one of `result` or `error`',
    ),
  )

/**
 * A batch answer: a non-empty array of responses.
 *
 * @example
 * import { rpcBatchResponseSchema } from './schemas.js'
 * z.safeParse(rpcBatchResponseSchema, []).success // false
 */
export const rpcBatchResponseSchema = z.array(rpcResponseSchema).check(z.minLength(1))

/** A validated JSON-RPC 2.0 response. @example const r: RpcResponse = { jsonrpc: '2.0', id: 1, result: '0x1' } */
export type RpcResponse = z.output<typeof rpcResponseSchema>

/**
 * Validates a server's answer to `sent` (one request or a batch) and indexes the responses by
 * id. Throws {@link InvalidResponseError} when the answer is malformed, is a single response to
 * a batch (or the reverse), or a single response carries another id. Responses whose id was not
 * sent are dropped; ids that got no response are simply absent from the map.
 *
 * @example
 * import { parseRpcAnswer } from './schemas.js'
 * parseRpcAnswer({ jsonrpc: '2.0', id: 7, result: '0x1' }, { batch: false, ids: [7] }).get(7)?.result // '0x1'
 */
export function parseRpcAnswer(
  data: unknown,
  sent: { batch: boolean; ids: readonly number[]; url?: string },
): Map<number, RpcResponse> {
  const invalid = (reason: string, cause?: unknown) =>
    new InvalidResponseError({ reason, url: sent.url, body: safeStringify(data), cause })
  const responses: RpcResponse[] = []
  if (sent.batch) {
    const parsed = z.safeParse(rpcBatchResponseSchema, data)
    if (!parsed.success) throw invalid(`Invalid JSON-RPC batch response: ${firstIssue(parsed.error)}`, parsed.error)
    responses.push(...parsed.data)
  } else {
    const parsed = z.safeParse(rpcResponseSchema, data)
    if (!parsed.success) throw invalid(`Invalid JSON-RPC response: ${firstIssue(parsed.error)}`, parsed.error)
    if (parsed.data.id !== sent.ids[0]) throw invalid(`Response id ${String(parsed.data.id)} does not match the request id`)
    responses.push(parsed.data)
  }
  const wanted = new Set(sent.ids)
  const byId = new Map<number, RpcResponse>()
  for (const response of responses) {
    if (typeof response.id === 'number' && wanted.has(response.id)) byId.set(response.id, response)
  }
  return byId
}

function firstIssue(error: { issues: ReadonlyArray<{ message: string; path: ReadonlyArray<PropertyKey> }> }): string {
  const issue = error.issues[0]
  if (!issue) return 'unknown shape'
  return issue.path.length > 0 ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message
}

function safeStringify(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}
