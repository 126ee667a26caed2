import type { AddressQuery, AvatarQuery, NameQuery, NetworkOf, RpcService } from 'portico'
import { createEnsReader, type EnsReader } from './ensReader'

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** A query of an eip155 network. */
type OnEvm<Q> = Q & { network: NetworkOf<'eip155'> }

/** ENS behind the identity hooks of eip155: one method per hook. */
export type EnsNames = {
  /** `resolveName`: name -> checksummed address; undefined for a name that is not valid ENS or has none. */
  address(query: OnEvm<NameQuery>): Promise<string | undefined>
  /** `lookupName`: the primary name of an address, kept only when it resolves back to the address. */
  name(query: OnEvm<AddressQuery>): Promise<string | undefined>
  /** `lookupAvatar`: the `avatar` text record of a name (untrusted; the kernel keeps safe URLs only). */
  avatar(query: OnEvm<AvatarQuery>): Promise<string | undefined>
}

/**
 * ENS names over plain JSON-RPC for every eip155 network (one reader per network; viem loads
 * with `import()` for ENSIP-15 normalisation, namehash and ABI coding). RPC failures throw.
 *
 * @example
 * const ens = createEnsNames(services.rpc)
 * await ens.address({ name: 'vitalik.eth', network: mainnet })
 */
export function createEnsNames(rpc: RpcService): EnsNames {
  const readers = new Map<string, EnsReader>()
  const reader = (network: NetworkOf<'eip155'>) => {
    let ens = readers.get(network.caipNetworkId)
    if (!ens) readers.set(network.caipNetworkId, (ens = createEnsReader(rpc, network)))
    return ens
  }
  const names: EnsNames = {
    async address({ name, network }) {
      if (!name.includes('.')) return undefined
      try {
        const { normalize } = await import('viem/ens')
        normalize(name)
      } catch {
        return undefined // not a valid ENS name: no address
      }
      return reader(network).address(name)
    },
    async name({ address, network }) {
      if (!EVM_ADDRESS.test(address)) return undefined
      const name = await reader(network).reverseName(address)
      if (!name) return undefined
      // A reverse record anyone can set: keep it only when the name resolves back to the address.
      const forward = await names.address({ name, network }).catch(() => undefined)
      return forward?.toLowerCase() === address.toLowerCase() ? name : undefined
    },
    avatar: ({ name, network }) => reader(network).text(name, 'avatar'),
  }
  return names
}
