import type { PorticoState } from '../store/createStore'
import type { Profile } from './types'

const EMPTY: Profile = Object.freeze({})

/**
 * The synced profile of an address (empty before the identity service ran). Type-only import of
 * the slice, so views do not load it.
 *
 * @example
 * const profile = useSelector(portico, (state) => selectProfile(state, address))
 */
export function selectProfile(state: PorticoState, address: string | undefined): Profile {
  if (!address) return EMPTY
  const profiles = (state as { identity?: { profiles: Record<string, Profile> } }).identity?.profiles
  return profiles?.[address.startsWith('0x') ? address.toLowerCase() : address] ?? EMPTY
}
