import { BaseError, messages } from 'portico'

/** The visitor-facing text of an error: the spec's short message, else the frame's text. */
export function describeError(error: unknown): string {
  if (error instanceof BaseError) return error.shortMessage
  if (error instanceof Error && error.message) return error.message
  return messages.frameError
}
