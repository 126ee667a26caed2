import { BaseError } from '../errors/base'

/**
 * Thrown by `defineNetwork` when a network definition is malformed. `shortMessage` names the
 * network; `metaMessages` lists every problem, one per line, with the field path.
 *
 * @example
 * import { defineNetwork, InvalidNetworkError } from 'portico'
 * try { defineNetwork(config) } catch (e) {
 *   if (e instanceof InvalidNetworkError) console.error(e.issues)
 * }
 */
export class InvalidNetworkError extends BaseError {
  override name = 'InvalidNetworkError'
  /** Each problem as `path: what is wrong`. */
  readonly issues: readonly string[]

  constructor({ label, issues }: { label: string; issues: readonly string[] }) {
    super(`Invalid network definition: ${label}`, { metaMessages: issues.map((issue) => `- ${issue}`) })
    this.issues = issues
  }
}

/**
 * The error type `defineNetwork` can throw.
 *
 * @example
 * import type { InvalidNetworkErrorType } from 'portico'
 * function report(error: InvalidNetworkErrorType) { return error.issues.join('\n') }
 */
export type InvalidNetworkErrorType = InvalidNetworkError & { name: 'InvalidNetworkError' }
