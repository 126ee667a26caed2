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
 * The identity service of one instance (`portico.services.identity`): names and avatars from the
 * namespace's chain module (`resolveName`, `lookupName`, `lookupAvatar` taps; ENS over JSON-RPC
 * on eip155, from `portico/chains/eip155`), spec section 4 "Identity sync". Results are cached
 * 5 min. A namespace without a name tap has no names.
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
   * Identity sync (spec section 4): on a network with names (EVM) that is not a testnet, fetch
   * name and avatar, falling back to the adapter's profile, then a provider-issued name; failure
   * clears the image; other networks or testnets clear both. Stores the result per address and
   * returns it.
   */
  sync(input: { address: string; network: CaipNetwork; adapterProfile?: Profile; providerName?: string }): Promise<Profile>
  /**
   * Stores a profile a plugin knows for sure (the name an account registered with the
   * account-names plugin), shown at once. A later sync keeps it where it finds no name (a testnet
   * or a namespace without names included); a name found by `lookupName` replaces it.
   */
  remember(address: string, profile: Profile): Promise<void>
}
