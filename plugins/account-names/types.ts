import type { CaipNetwork } from 'portico'

/** Sends one wallet request for the connected account (`portico.connection.request`). */
export type NameWallet = { request(args: { method: string; params?: unknown }): Promise<unknown> }

/**
 * Where account names are registered and read (RegisterAccountName, spec sections 2 and 5). The
 * default is {@link createRegistrarNameService} (a first-come ENS-subname registrar contract on
 * the chain); a host may implement it over its own HTTP service instead.
 *
 * - `supports` MUST answer at once (it decides whether the Account view offers a name).
 * - `isAvailable`, `register` and `nameOf` take a label that passed `checkAccountName` (lower
 *   case); `register` MUST refuse a taken name before asking the wallet to sign anything, and
 *   resolve only once the name is registered.
 *
 * @example
 * import type { NameService } from 'portico/plugins/account-names'
 * const service: NameService = {
 *   supports: (network) => network.caipNetworkId === 'eip155:1',
 *   parentName: async () => 'dapp.eth',
 *   isAvailable: async (label) => (await fetch(`https://names.dapp.example/v1/${label}`)).status === 404,
 *   register: async ({ label, address }) => {
 *     await fetch('https://names.dapp.example/v1', { method: 'POST', body: JSON.stringify({ label, address }) })
 *     return { name: `${label}.dapp.eth` }
 *   },
 *   nameOf: async (address) => (await (await fetch(`https://names.dapp.example/v1/by-address/${address}`)).json()).name,
 * }
 */
export type NameService = {
  /** Whether names can be registered on `network`. */
  supports(network: CaipNetwork): boolean
  /** The parent name the labels go under on `network` (`portico.eth`: `alice` -> `alice.portico.eth`). */
  parentName(network: CaipNetwork): Promise<string>
  /** Whether nobody holds `label` yet. */
  isAvailable(label: string, network: CaipNetwork): Promise<boolean>
  /** Registers `label` for `address`; `wallet` signs what the service needs. Resolves with the full name. */
  register(input: { label: string; address: string; network: CaipNetwork; wallet: NameWallet }): Promise<{ name: string }>
  /** The name `address` registered, or `undefined`. */
  nameOf(address: string, network: CaipNetwork): Promise<string | undefined>
}
