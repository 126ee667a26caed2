import * as z from 'zod/mini'
import { InvalidThemeOptionsError } from './errors'
import type { ThemeMode, ThemeOptions } from './types'

// Any number passes here, NaN included: the sheet drops a non-finite one with a warning.
const anyNumber = z.custom<number>((value) => typeof value === 'number')
const optionsSchema = z.object({
  mode: z.optional(z.enum(['dark', 'light', 'system'])),
  variables: z.optional(z.record(z.string(), z.union([z.string(), anyNumber]))),
})

/** Options as `apply` uses them: variables without `undefined` entries. */
export type ParsedThemeOptions = { mode: ThemeMode | undefined; variables: Record<string, string | number> | undefined }

/**
 * Checks the shape of `theme(options)` and drops `undefined` variable entries. Values are not
 * judged here: the sheet validates them, so the same rules cover `setThemeVariables`.
 * Throws {@link InvalidThemeOptionsError}.
 *
 * @example
 * import { parseThemeOptions } from './parseThemeOptions' // internal: `theme()` calls it
 * parseThemeOptions({ mode: 'light', variables: { '--pc-z-index': undefined } })
 * // { mode: 'light', variables: {} }
 */
export function parseThemeOptions(options: ThemeOptions | undefined): ParsedThemeOptions {
  const input = options ?? {}
  if (typeof input !== 'object' || input === null) throw new InvalidThemeOptionsError('', 'expected an object')
  const variables =
    typeof input.variables === 'object' && input.variables !== null
      ? Object.fromEntries(Object.entries(input.variables).filter((entry) => entry[1] !== undefined))
      : input.variables
  const parsed = optionsSchema.safeParse({ mode: input.mode, variables })
  if (!parsed.success) {
    const [issue] = parsed.error.issues
    throw new InvalidThemeOptionsError(issue?.path.map(String).join('.') ?? '', issue?.message ?? 'Invalid input')
  }
  return { mode: parsed.data.mode, variables: parsed.data.variables }
}
