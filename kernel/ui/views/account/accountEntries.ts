import type { AccountFeatureEntry, AccountTabEntry } from '../../../hooks'
import type { ChainNamespace } from '../../../caip/types'
import { kernelTexts } from '../../../i18n/kernelTexts'

/** The kernel's own tabs; plugins add theirs (Activity...) through `accountTabs`. */
export const KERNEL_TABS: readonly AccountTabEntry[] = [
  { id: 'tokens', label: kernelTexts.ref('tokens'), view: '' },
  { id: 'nfts', label: kernelTexts.ref('nfts'), view: '' },
]

/**
 * The feature buttons to show: only features in `order` (the config's `walletFeaturesOrder`),
 * on the active namespace, one per feature (the first contributed wins), in that order.
 *
 * @example
 * orderFeatures(hooks.accountFeatures.call([]), ['onramp', 'swaps', 'receive', 'send'], 'eip155')
 */
export function orderFeatures(entries: readonly AccountFeatureEntry[], order: readonly string[], namespace: ChainNamespace): AccountFeatureEntry[] {
  const seen = new Set<string>()
  return entries
    .filter((f) => order.includes(f.feature) && (!f.namespaces || f.namespaces.includes(namespace)))
    .filter((f) => !seen.has(f.feature) && Boolean(seen.add(f.feature)))
    .sort((a, b) => order.indexOf(a.feature) - order.indexOf(b.feature))
}

/**
 * Kernel tabs first, then the plugin tabs of the active namespace; a plugin tab reusing an id
 * already present is dropped.
 *
 * @example
 * mergeTabs([{ id: 'activity', label: 'Activity', view: 'Activity', namespaces: ['eip155'] }], 'eip155') // Tokens, NFTs, Activity
 */
export function mergeTabs(pluginTabs: readonly AccountTabEntry[], namespace: ChainNamespace): AccountTabEntry[] {
  const tabs = [...KERNEL_TABS]
  for (const tab of pluginTabs) {
    if (!tabs.some((t) => t.id === tab.id) && (!tab.namespaces || tab.namespaces.includes(namespace))) tabs.push(tab)
  }
  return tabs
}
