/** How many available names RegisterAccountName suggests for a taken one. */
export const SUGGESTION_COUNT = 3

/**
 * Names near a taken label, most alike first (each passes the name rule).
 *
 * @example
 * import { nameCandidates } from 'portico/plugins/account-names'
 * nameCandidates('alice') // ['alice1', 'alice-1', 'alice2', 'alice-2', 'my-alice', 'alice-app']
 */
export function nameCandidates(label: string): string[] {
  return [`${label}1`, `${label}-1`, `${label}2`, `${label}-2`, `my-${label}`, `${label}-app`]
}

/**
 * Up to {@link SUGGESTION_COUNT} candidates that are available, in candidate order (checked at
 * once, in parallel; a failed check counts as unavailable).
 *
 * @example
 * import { suggestNames } from 'portico/plugins/account-names'
 * await suggestNames('alice', (label) => names.isAvailable(label, network)) // ['alice1', 'alice-1', 'alice2']
 */
export async function suggestNames(label: string, isAvailable: (label: string) => Promise<boolean>): Promise<string[]> {
  const candidates = nameCandidates(label)
  const answers = await Promise.all(candidates.map((candidate) => isAvailable(candidate).catch(() => false)))
  return candidates.filter((_, index) => answers[index]).slice(0, SUGGESTION_COUNT)
}
