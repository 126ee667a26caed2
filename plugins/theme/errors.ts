import { BaseError } from 'portico'

/**
 * `theme(options)` got options of the wrong shape (an unknown mode, variables that are not an
 * object of strings and numbers). Thrown by the factory, before anything is installed.
 *
 * @example
 * import theme, { InvalidThemeOptionsError } from 'portico/plugins/theme'
 * try { theme({ mode: 'sepia' as 'dark' }) } catch (e) { e instanceof InvalidThemeOptionsError } // true
 */
export class InvalidThemeOptionsError extends BaseError {
  override name = 'InvalidThemeOptionsError'
  /** Dotted path of the offending option, e.g. `mode`. */
  readonly path: string
  constructor(path: string, details: string) {
    super(`Invalid theme options${path ? ` at '${path}'` : ''}`, { details, docsPath: 'theming' })
    this.path = path
  }
}

/** An {@link InvalidThemeOptionsError}, by name. */
export type InvalidThemeOptionsErrorType = InvalidThemeOptionsError & { name: 'InvalidThemeOptionsError' }
