import { safeImageUrl } from '../connectors/safeImageUrl'
import type { CaipNetwork } from '../networks/types'
import type { IdentityService } from '../identity/types'

/** A name the identity service may resolve: labels joined by dots, e.g. `alice.eth`. */
const NAME = /^(?:[\p{L}\p{N}_-]+\.)+[\p{L}\p{N}-]{2,}$/u

/** What a receiver text turned out to be. */
export type ResolvedReceiver =
  | { kind: 'address'; address: string }
  | { kind: 'name'; address: string; name: string; imageUrl: string | undefined }
  | { kind: 'invalid' }
  | { kind: 'unresolved'; name: string }

/**
 * Tells whether a receiver text looks like a name (`alice.eth`) rather than an address.
 *
 * @example
 * import { isReceiverName } from '../../kernel/send/resolveReceiver'
 * isReceiverName('alice.eth') // true
 */
export function isReceiverName(text: string): boolean {
  return NAME.test(text)
}

/**
 * Resolves what a person typed as receiver: a valid address for the namespace as is (the
 * namespace's own check, `isValidAddress`), a name through the identity service (address plus
 * avatar), or invalid. A name without a valid address, or without an identity service, is
 * `unresolved`.
 *
 * @example
 * await resolveReceiver('alice.eth', mainnet, portico.services.identity, (address) => isValidReceiver(hooks, 'eip155', address))
 */
export async function resolveReceiver(
  text: string,
  network: CaipNetwork,
  identity: IdentityService | undefined,
  isValidAddress: (address: string) => Promise<boolean>,
): Promise<ResolvedReceiver> {
  if (await isValidAddress(text)) return { kind: 'address', address: text }
  if (!isReceiverName(text)) return { kind: 'invalid' }
  const address = identity ? await identity.lookupAddress(text, network).catch(() => undefined) : undefined
  if (!address || !(await isValidAddress(address))) return { kind: 'unresolved', name: text }
  const profile = await identity?.getProfile(address, network).catch(() => undefined)
  return { kind: 'name', address, name: text, imageUrl: safeImageUrl(profile?.image) }
}
