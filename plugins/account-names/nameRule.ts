/** A name to register has at least this many characters (spec section 5). */
export const ACCOUNT_NAME_MIN_LENGTH = 4

/** The texts of the name rule and the registration (the first is the spec's). */
export const accountNameMessages = {
  tooShort: 'Name must be at least 4 characters long',
  invalidCharacters: 'Name can only contain letters, digits and hyphens',
  taken: 'This name is taken',
  unsupported: 'Names cannot be registered on this network',
  registrationFailed: 'The name could not be registered',
} as const

/** The verdict of {@link checkAccountName}. */
export type AccountNameCheck = { ok: true; label: string } | { ok: false; label: string; message: string }

/**
 * The name rule (spec section 5): at least 4 characters of letters, digits or hyphens, compared
 * lower-cased (the label registered is the lower-cased input, trimmed).
 *
 * @example
 * import { checkAccountName } from 'portico/plugins/account-names'
 * checkAccountName('Alice') // { ok: true, label: 'alice' }
 * checkAccountName('bob')   // { ok: false, label: 'bob', message: 'Name must be at least 4 characters long' }
 */
export function checkAccountName(input: string): AccountNameCheck {
  const label = input.trim().toLowerCase()
  if (!/^[a-z0-9-]*$/.test(label)) return { ok: false, label, message: accountNameMessages.invalidCharacters }
  if (label.length < ACCOUNT_NAME_MIN_LENGTH) return { ok: false, label, message: accountNameMessages.tooShort }
  return { ok: true, label }
}
