import * as z from 'zod/mini'
import { InvalidEmailAuthOptionsError } from './errors'

/**
 * Options of the email-auth plugin.
 *
 * @example
 * import type { EmailAuthOptions } from 'portico/plugins/email-auth'
 * const options: EmailAuthOptions = { frameUrl: 'https://wallet.example/frame', projectId: 'my-project' }
 */
export type EmailAuthOptions = {
  /** The wallet frame page on the wallet's own origin (https, or http on localhost / 127.0.0.1). */
  frameUrl: string
  /** The project whose allowlist names this site; default the host config's `projectId`. */
  projectId?: string | undefined
}

const schema = z.object({
  frameUrl: z.string().check(
    z.refine((value) => {
      try {
        const url = new URL(value)
        return url.protocol === 'https:' || (url.protocol === 'http:' && ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname))
      } catch {
        return false
      }
    }, 'frameUrl must be an https URL (http only on localhost)'),
  ),
  projectId: z.optional(z.string().check(z.minLength(1))),
})

/** Validates the options; throws {@link InvalidEmailAuthOptionsError} naming the field. */
export function parseEmailAuthOptions(options: unknown): EmailAuthOptions {
  const result = schema.safeParse(options)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  throw new InvalidEmailAuthOptionsError(`${issue?.path.join('.') || 'options'}: ${issue?.message ?? 'Invalid input'}`)
}
