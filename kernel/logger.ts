import type { LogLevel } from './config/types'

/** Where Portico writes diagnostics; a host may pass its own. */
export type Logger = {
  error(message: string, ...details: unknown[]): void
  warn(message: string, ...details: unknown[]): void
  info(message: string, ...details: unknown[]): void
  debug(message: string, ...details: unknown[]): void
}

const LEVELS: readonly LogLevel[] = ['silent', 'error', 'warn', 'info', 'debug']

/**
 * A console logger that drops messages above `level` (default 'error', spec section 9).
 *
 * @example
 * import { createLogger } from 'portico'
 * createLogger('warn').info('dropped')
 */
export function createLogger(level: LogLevel = 'error', sink: Pick<Console, 'error' | 'warn' | 'info' | 'debug'> = console): Logger {
  const rank = LEVELS.indexOf(level)
  const at = (method: Exclude<LogLevel, 'silent'>) => (message: string, ...details: unknown[]) => {
    if (LEVELS.indexOf(method) <= rank) sink[method](`[portico] ${message}`, ...details)
  }
  return { error: at('error'), warn: at('warn'), info: at('info'), debug: at('debug') }
}
