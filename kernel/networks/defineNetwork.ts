import type { ChainNamespace } from '../caip/types'
import { InvalidNetworkError } from './errors'
import type { NetworkOf } from './types'
import { validateNetwork } from './validateNetwork'

/**
 * What `defineNetwork` takes: a {@link CaipNetwork} whose `caipNetworkId` may be left out (it is
 * derived from `chainNamespace` and `id`).
 *
 * @example
 * import type { DefineNetworkParameters } from 'portico'
 * const anvil: DefineNetworkParameters<'eip155'> = {
 *   chainNamespace: 'eip155', id: 31337, name: 'Anvil',
 *   nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
 *   rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
 * }
 */
export type DefineNetworkParameters<N extends ChainNamespace = ChainNamespace> = N extends ChainNamespace
  ? Omit<NetworkOf<N>, 'caipNetworkId'> & {
      /** Optional; when given it MUST equal `${chainNamespace}:${id}`. */
      readonly caipNetworkId?: `${N}:${string}` | undefined
    }
  : never

/**
 * What `defineNetwork` returns: the parameters with `caipNetworkId` filled in, typed literally.
 *
 * @example
 * import type { DefineNetworkReturnType } from 'portico'
 * type Anvil = DefineNetworkReturnType<{ chainNamespace: 'eip155'; id: 31337 } & DefineNetworkParameters<'eip155'>>
 * // Anvil['caipNetworkId'] is 'eip155:31337'
 */
export type DefineNetworkReturnType<P extends DefineNetworkParameters> = Omit<P, 'caipNetworkId'> & {
  readonly caipNetworkId: `${P['chainNamespace']}:${P['id']}`
}

/**
 * Defines a custom network (spec section 3 "Network"): checks every field and fills
 * `caipNetworkId` from `chainNamespace` and `id`. The result is a copy; nothing is fetched.
 *
 * @param parameters The network, see {@link DefineNetworkParameters}.
 * @returns The network with its `caipNetworkId`.
 * @throws {InvalidNetworkError} listing every malformed field, e.g. a string `id` for `eip155`,
 *   no HTTP RPC URL, negative decimals, or a `caipNetworkId` that disagrees with `id`.
 *
 * @example
 * import { defineNetwork } from 'portico'
 * const anvil = defineNetwork({
 *   chainNamespace: 'eip155',
 *   id: 31337,
 *   name: 'Anvil',
 *   nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
 *   rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
 *   testnet: true,
 * })
 * anvil.caipNetworkId // 'eip155:31337'
 */
export function defineNetwork<const P extends DefineNetworkParameters>(parameters: P): DefineNetworkReturnType<P> {
  const issues = validateNetwork(parameters)
  if (issues.length > 0) throw new InvalidNetworkError({ label: labelOf(parameters), issues })
  return {
    ...parameters,
    caipNetworkId: `${parameters.chainNamespace}:${parameters.id}`,
  } as DefineNetworkReturnType<P>
}

function labelOf(parameters: unknown): string {
  if (typeof parameters !== 'object' || parameters === null) return String(parameters)
  const { name, chainNamespace, id } = parameters as Record<string, unknown>
  const caip = `${String(chainNamespace)}:${String(id)}`
  return typeof name === 'string' && name.trim() !== '' ? `"${name}" (${caip})` : caip
}
