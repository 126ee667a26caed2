import type { AccountActionEntry, AccountFeatureEntry, AccountTabEntry, ConnectMethodEntry, KernelHooks, ViewTable } from './hooks'
import type { ThemeState } from './store/themeSlice'

/**
 * What plugins contribute through the waterfall hooks, memoised: each value is built again only
 * when a tap is added or removed (install, uninstall), and the style sheets when the theme
 * changes too. Views read these on every render at no cost and get the same arrays back, so
 * nothing downstream re-renders for nothing. Taps of these hooks answer from their arguments
 * only (the same taps give the same answer).
 */
export type Contributions = {
  /** The route table (`viewRegistry`). */
  views(): ViewTable
  /** Connect methods (`connectMethods`). */
  connectMethods(): ConnectMethodEntry[]
  /** Account-view feature buttons (`accountFeatures`). */
  accountFeatures(): AccountFeatureEntry[]
  /** Account-view tabs (`accountTabs`). */
  accountTabs(): AccountTabEntry[]
  /** Actions under the account's name (`accountActions`). */
  accountActions(): AccountActionEntry[]
  /** The modal's style sheets for a theme (`styles`). */
  styles(theme: ThemeState): string[]
}

/** The value of `compute`, kept while the hook's taps and the key stay the same. */
function memoByTaps<K, T>(hook: { taps: unknown[] }, compute: (key: K) => T): (key: K) => T {
  let last: { taps: unknown[]; count: number; key: K; value: T } | undefined
  return (key) => {
    if (last?.taps === hook.taps && last.count === hook.taps.length && last.key === key) return last.value
    last = { taps: hook.taps, count: hook.taps.length, key, value: compute(key) }
    return last.value
  }
}

/**
 * The memoised contributions of one instance's hooks.
 *
 * @example
 * const contributions = createContributions(hooks)
 * contributions.accountFeatures() === contributions.accountFeatures() // true until a plugin is installed or removed
 */
export function createContributions(hooks: KernelHooks): Contributions {
  const views = memoByTaps(hooks.viewRegistry, () => hooks.viewRegistry.call({}))
  const connectMethods = memoByTaps(hooks.connectMethods, () => hooks.connectMethods.call([]))
  const accountFeatures = memoByTaps(hooks.accountFeatures, () => hooks.accountFeatures.call([]))
  const accountTabs = memoByTaps(hooks.accountTabs, () => hooks.accountTabs.call([]))
  const accountActions = memoByTaps(hooks.accountActions, () => hooks.accountActions.call([]))
  const styles = memoByTaps(hooks.styles, (theme: ThemeState) => hooks.styles.call([], theme))
  return {
    views: () => views(undefined),
    connectMethods: () => connectMethods(undefined),
    accountFeatures: () => accountFeatures(undefined),
    accountTabs: () => accountTabs(undefined),
    accountActions: () => accountActions(undefined),
    styles,
  }
}
