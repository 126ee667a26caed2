import type { ServiceDeps } from '../balances/deps'
import { safeImageUrl, safeWalletName } from '../connectors/safeImageUrl'
import type { CaipNetwork, NetworkOf } from '../networks/types'
import { createEnsReader, type EnsReader } from './ensReader'
import { identitySlice } from './identitySlice'
import type { IdentityService, Profile } from './types'

/** ENS and identity cache lifetime (spec section 9). */
export const IDENTITY_CACHE_MS = 5 * 60_000

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/**
 * The identity service implementation (loaded lazily by `createLazyIdentityService`). Injects the
 * identity slice into the store on load.
 *
 * @example
 * const identity = createIdentityService(deps)
 * await identity.sync({ address, network: mainnet })
 */
export function createIdentityService(deps: ServiceDeps): IdentityService {
  const now = deps.now ?? Date.now
  deps.store.rootReducer.inject(identitySlice)
  const readers = new Map<string, EnsReader>()
  const cache = new Map<string, { at: number; value: Promise<unknown> }>()
  const reader = (network: NetworkOf<'eip155'>) => {
    let ens = readers.get(network.caipNetworkId)
    if (!ens) readers.set(network.caipNetworkId, (ens = createEnsReader(deps.getServices().rpc, network)))
    return ens
  }
  /** Caches a lookup 5 min; a failed lookup is not cached. */
  const cached = <T>(key: string, run: () => Promise<T>): Promise<T> => {
    const hit = cache.get(key)
    if (hit && now() - hit.at < IDENTITY_CACHE_MS) return hit.value as Promise<T>
    const value = run()
    cache.set(key, { at: now(), value })
    value.catch(() => cache.delete(key))
    return value
  }
  const evm = (network: CaipNetwork): NetworkOf<'eip155'> | undefined => (network.chainNamespace === 'eip155' ? network : undefined)

  const service: IdentityService = {
    async lookupAddress(name, network) {
      const net = evm(network)
      const trimmed = name.trim()
      if (!net || !trimmed.includes('.')) return undefined
      return cached(`addr|${net.caipNetworkId}|${trimmed.toLowerCase()}`, async () => {
        try {
          const { normalize } = await import('viem/ens')
          normalize(trimmed)
        } catch {
          return undefined // not a valid ENS name: no address
        }
        return reader(net).address(trimmed)
      })
    },
    async lookupName(address, network) {
      const net = evm(network)
      if (!net || !EVM_ADDRESS.test(address)) return undefined
      return cached(`name|${net.caipNetworkId}|${address.toLowerCase()}`, async () => {
        const name = await reader(net).reverseName(address)
        if (!name) return undefined
        // A reverse record anyone can set: keep it only when the name resolves back to the address.
        const forward = await service.lookupAddress(name, net).catch(() => undefined)
        return forward?.toLowerCase() === address.toLowerCase() ? safeWalletName(name) || undefined : undefined
      })
    },
    async getProfile(address, network) {
      const name = await service.lookupName(address, network)
      const net = evm(network)
      if (!name || !net) return {}
      const avatar = await cached(`avatar|${net.caipNetworkId}|${name}`, () => reader(net).text(name, 'avatar'))
      const image = safeImageUrl(avatar)
      return image ? { name, image } : { name }
    },
    async sync({ address, network, adapterProfile, providerName }) {
      let profile: Profile = {}
      if (network.chainNamespace === 'eip155' && !network.testnet) {
        let failed = false
        try {
          profile = await service.getProfile(address, network)
        } catch (error) {
          deps.getServices().logger.warn('Identity lookup failed', error)
          failed = true
        }
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
