import { createInstanceRegistry, type CaipNetwork } from 'portico'
import type { NameService } from './types'

/** What the plugin keeps per Portico instance. */
export type AccountNamesInstance = {
  /** Its name service, loaded on first use. */
  service(): Promise<NameService>
  /**
   * Whether 'Choose a name' is offered, by {@link offerKey}: answered at connect, so the Account
   * view opens with its action in place instead of a button arriving under the visitor's pointer.
   */
  offers: Map<string, boolean>
}

/**
 * The key of an account on a network in {@link AccountNamesInstance.offers}. The address as its
 * CAIP address spells it (never lower-cased: a base58 address is case-sensitive).
 */
export const offerKey = (network: CaipNetwork, address: string): string => `${network.caipNetworkId}|${address}`

/** The plugin's state per instance (views find their service here). */
export const accountNamesInstances = createInstanceRegistry<AccountNamesInstance>(() => new Error('The account-names plugin is not installed'))
