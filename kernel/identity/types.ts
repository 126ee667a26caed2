import type { CaipNetwork } from '../networks/types'

/**
 * A profile (spec section 3 "Profile"): name and image of an address. Both untrusted: the name is
 * rendered as text, the image only when it is `data:image/...` or `https:`.
 *
 * @example
 * import type { Profile } from 'portico'
 * const p: Profile = { name: 'alice.eth', image: 'https://example.com/a.png' }
 */
export type Profile = { readonly name?: string | undefined; readonly image?: string | undefined }

/**
 * The identity service of one instance (`portico.services.identity`): ENS-style names over
 * JSON-RPC on EVM non-testnet networks (spec section 4 "Identity sync"). Results are cached 5 min.
 *
 * @example
 * const address = await portico.services.identity.lookupAddress('alice.eth', mainnet)
 * const name = await portico.services.identity.lookupName('0xf39F…2266', mainnet)
 */
export type IdentityService = {
  /** Forward resolution: name -> address (checksummed), or undefined when the name has none. Throws on network failure. */
  lookupAddress(name: string, network: CaipNetwork): Promise<string | undefined>
  /** Reverse resolution, verified forward: address -> primary name, or undefined. */
  lookupName(address: string, network: CaipNetwork): Promise<string | undefined>
  /** Name and avatar of an address (name first, then its `avatar` text record). */
  getProfile(address: string, network: CaipNetwork): Promise<Profile>
  /**
   * Identity sync (spec section 4): on EVM non-testnet, fetch name and avatar, falling back to the
   * adapter's profile, then a provider-issued name; failure clears the image; non-EVM or testnet
   * clears both. Stores the result per address and returns it.
   */
  sync(input: { address: string; network: CaipNetwork; adapterProfile?: Profile; providerName?: string }): Promise<Profile>
}
