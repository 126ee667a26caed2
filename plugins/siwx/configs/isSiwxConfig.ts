import type { SIWEConfig, SIWXConfig } from 'portico'

/** Whether `value` is an object whose `required` keys are functions and `optional` keys are functions when set. */
const hasMethods = (value: unknown, required: readonly string[], optional: readonly string[]) => {
  if (typeof value !== 'object' || value === null) return false
  const record = value as Record<string, unknown>
  return required.every((key) => typeof record[key] === 'function') && optional.every((key) => record[key] === undefined || typeof record[key] === 'function')
}
const isFlag = (value: unknown) => value === undefined || typeof value === 'boolean'

/**
 * Shape check of the `siwx` option: the required methods are functions.
 *
 * @example
 * import { isSiwxConfig } from 'portico/plugins/siwx'
 * isSiwxConfig({}) // false
 */
export const isSiwxConfig = (value: unknown): value is SIWXConfig =>
  hasMethods(value, ['createMessage', 'addSession', 'revokeSession', 'setSessions', 'getSessions'], ['getRequired', 'setup']) &&
  isFlag((value as SIWXConfig).required)

/**
 * Shape check of the `siweConfig` option.
 *
 * @example
 * import { isSiweConfig } from 'portico/plugins/siwx'
 * isSiweConfig({ getNonce: 1 }) // false
 */
export const isSiweConfig = (value: unknown): value is SIWEConfig =>
  hasMethods(value, ['createMessage', 'getNonce', 'getSession', 'verifyMessage', 'signOut'], ['getMessageParams', 'onSignIn', 'onSignOut']) &&
  ['enabled', 'required', 'signOutOnDisconnect'].every((key) => isFlag((value as Record<string, unknown>)[key]))
