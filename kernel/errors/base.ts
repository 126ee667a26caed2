/** Arguments every Portico error accepts besides its short message. */
export type BaseErrorParameters = {
  /** Lines added under the short message, for the developer reading the console. */
  metaMessages?: string[] | undefined
  /**
   * Technical details (a server's text, a status); shown after the meta messages. For the developer:
   * in English (or as the wallet or node sent them), never translated; views show the visitor the
   * `shortMessage` in the current locale (`i18n.message`); one that adds the details for a developer
   * error (the Swap view, for a host's invalid swap data) adds them as they are.
   */
  details?: string | undefined
  /** Path of the README section that explains the failure. */
  docsPath?: string | undefined
  /** The error that caused this one. */
  cause?: unknown
}

/**
 * Base of every error Portico throws. `shortMessage` is the spec's text, exactly, so
 * user-facing code can show it; `message` adds details for developers.
 *
 * @example
 * import { BaseError } from 'portico'
 * try { await portico.send(request) } catch (e) {
 *   if (e instanceof BaseError) toast(e.shortMessage)
 * }
 */
export class BaseError extends Error {
  override name = 'PorticoError'
  /** The spec's text for this failure, without details. */
  readonly shortMessage: string
  readonly details: string | undefined
  readonly metaMessages: string[] | undefined
  readonly docsPath: string | undefined

  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    const lines = [shortMessage, ...(parameters.metaMessages ?? [])]
    if (parameters.details) lines.push(`Details: ${parameters.details}`)
    if (parameters.docsPath) lines.push(`Docs: README.md#${parameters.docsPath}`)
    super(lines.join('\n'), parameters.cause === undefined ? undefined : { cause: parameters.cause })
    this.shortMessage = shortMessage
    this.details = parameters.details
    this.metaMessages = parameters.metaMessages
    this.docsPath = parameters.docsPath
  }

  /** Walks the cause chain; returns the first error `match` accepts, or the deepest one. */
  walk(match?: (error: unknown) => boolean): unknown {
    return walkCauses(this, match)
  }
}

function walkCauses(start: unknown, match: ((error: unknown) => boolean) | undefined): unknown {
  let current = start
  for (;;) {
    if (match?.(current)) return current
    const next = current instanceof Error ? current.cause : undefined
    if (next === undefined) return match ? null : current
    current = next
  }
}
