import { createInstanceRegistry, PluginError, type PorticoStore } from 'portico'
import type { Purchase } from './flow/createPurchase'
import type { OnrampOptions } from './types'

/** What the visitor set up in the providers view, kept while they go to the checkout and back. */
export type BuyDraft = { fiatAmount: string; fiatCurrency: string | undefined; assetKey: string | undefined; legalAccepted: boolean }

/**
 * The plugin's state on one Portico instance (not serializable, so not in the store): the
 * options as given (defaults are applied by the views, so the shell stays small), the draft and
 * the purchase the Buy in progress view shows.
 */
export type OnrampInstance = { options: OnrampOptions; draft?: BuyDraft | undefined; purchase?: Purchase | undefined }

/** The onramp plugin's value per instance. */
export const onrampInstances = createInstanceRegistry<OnrampInstance>(() => new PluginError('The onramp plugin is not installed'))

/** Keeps the visitor's draft for the next time the providers view shows. */
export function saveDraft(portico: { store: PorticoStore }, draft: BuyDraft): void {
  onrampInstances.get(portico).draft = draft
}

/** Makes `purchase` the one the Buy in progress view shows; the previous one stops watching. */
export function replacePurchase(portico: { store: PorticoStore }, purchase: Purchase): void {
  const instance = onrampInstances.get(portico)
  instance.purchase?.stop()
  instance.purchase = purchase
}
