import { messages } from '../errors/messages.js'

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null

/** The first issue's message of a validation error (zod's `ZodError`, a Standard Schema failure). */
function firstIssueMessage(error: Record<string, unknown>): string | undefined {
  const issues = error['issues']
  if (!Array.isArray(issues)) return undefined
  const first: unknown = issues[0]
  return isRecord(first) && typeof first['message'] === 'string' ? first['message'] : undefined
}

/**
 * The text to show for any thrown value, in the spec's order (section 8): a string as is; else
 * the first validation issue's message (a zod error); else the error's message; else
 * 'Unknown error'. For a Portico `BaseError` the message is its `shortMessage` (the spec's text,
 * without the developer details `message` appends). Plain objects with a string `message`
 * (EIP-1193 provider errors) count as errors.
 *
 * @example
 * import { extractErrorMessage } from 'portico'
 * extractErrorMessage('boom') // 'boom'
 * extractErrorMessage(new Error('User rejected')) // 'User rejected'
 * extractErrorMessage(42) // 'Unknown error'
 */
export function extractErrorMessage(error: unknown): string {
  if (typeof error === 'string') return error
  if (!isRecord(error)) return messages.unknownError
  const issue = firstIssueMessage(error)
  if (issue) return issue
  const short = error['shortMessage']
  if (typeof short === 'string' && short) return short
  const message = error['message']
  if (typeof message === 'string' && message) return message
  return messages.unknownError
}
