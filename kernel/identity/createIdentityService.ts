import type { ServiceDeps } from '../balances/deps'
import { hexAddressKey } from '../balances/entryKey'
import { safeImageUrl, safeWalletName } from '../connectors/safeImageUrl'
import type { CaipNetwork } from '../networks/types'
import { identitySlice, profileKey } from './identitySlice'
import type { IdentityService, Profile } from './types'

/** ENS and identity cache lifetime (spec section 9). */
export const IDENTITY_CACHE_MS = 5 * 60_000

/**
 * The identity service implementation (loaded lazily by `createLazyAccountServices`): caching and
 * the sync rule, the same for every namespace. Names come from the namespace's `resolveName`,
 * `lookupName` and `lookupAvatar` taps (the eip155 chain module taps them with ENS); a namespace
 * without them has no names. Injects the identity slice into the store on load.
 *
 * @example
 * const identity = createIdentityService(deps)
 * await identity.sync({ address, network: mainnet })
 */
export function createIdentityService(deps: ServiceDeps): IdentityService {
  const now = deps.now ?? Date.now
  const { hooks } = deps
  deps.store.rootReducer.inject(identitySlice)
  const cache = new Map<string, { at: number; value: Promise<unknown> }>()
  /** Caches a lookup 5 min; a failed lookup is not cached. */
  const cached = <T>(key: string, run: () => Promise<T>): Promise<T> => {
    const hit = cache.get(key)
    if (hit && now() - hit.at < IDENTITY_CACHE_MS) return hit.value as Promise<T>
    const value = run()
    cache.set(key, { at: now(), value })
    value.catch(() => cache.delete(key))
    return value
  }
  /** Whether the network's namespace has names (a `lookupName` tap). */
  const hasNames = (network: CaipNetwork) => hooks.lookupName.get(network.chainNamespace)?.isUsed() === true
  /** Profiles plugins know for sure (`remember`): a sync that finds nothing keeps them. */
  const remembered = new Map<string, Profile>()

  const service: IdentityService = {
    async lookupAddress(name, network) {
      const trimmed = name.trim()
      const hook = hooks.resolveName.get(network.chainNamespace)
      if (!trimmed || !hook?.isUsed()) return undefined
      return cached(`addr|${network.caipNetworkId}|${trimmed.toLowerCase()}`, () => hook.promise({ name: trimmed, network }))
    },
    async lookupName(address, network) {
      const hook = hooks.lookupName.get(network.chainNamespace)
      if (!hook?.isUsed()) return undefined
      const name = await cached(`name|${network.caipNetworkId}|${hexAddressKey(address)}`, () => hook.promise({ address, network }))
      return safeWalletName(name) || undefined
    },
    async getProfile(address, network) {
      const name = await service.lookupName(address, network)
      const hook = hooks.lookupAvatar.get(network.chainNamespace)
      if (!name) return {}
      if (!hook?.isUsed()) return { name }
      const image = safeImageUrl(await cached(`avatar|${network.caipNetworkId}|${name}`, () => hook.promise({ name, network })))
      return image ? { name, image } : { name }
    },
    async remember(address, profile) {
      const name = safeWalletName(profile.name)
      const image = safeImageUrl(profile.image)
      const known = { ...(name ? { name } : {}), ...(image ? { image } : {}) }
      remembered.set(profileKey(address), known)
      deps.store.dispatch(identitySlice.actions.profileSynced({ address, profile: known }))
    },
    async sync({ address, network, adapterProfile, providerName }) {
      const known = remembered.get(profileKey(address))
      let profile: Profile = known ?? {}
      // Spec section 4: names on networks that have them (EVM), never on a testnet; a remembered profile stays.
      if (hasNames(network) && !network.testnet) {
        let failed = false
        try {
          profile = await service.getProfile(address, network)
        } catch (error) {
          deps.getServices().logger.warn('Identity lookup failed', error)
          failed = true
        }
        if (!profile.name && known) profile = known
        if (!profile.name) {
          const fallback = safeWalletName(adapterProfile?.name) || safeWalletName(providerName)
          // On failure the image is cleared (spec section 4); otherwise the adapter's may stand in.
          const image = failed ? undefined : safeImageUrl(adapterProfile?.image)
          profile = { ...(fallback ? { name: fallback } : {}), ...(image ? { image } : {}) }
        }
      }
      deps.store.dispatch(identitySlice.actions.profileSynced({ address, profile }))
      return profile
    },
  }
  return service
}
