import type { ConnectEvent } from '../hooks'
import type { IdentityService } from '../identity/types'
import { lazyOnce } from '../lazyOnce'
import type { ServiceDeps } from './deps'
import { balanceKey, IDLE_BALANCE_ENTRY } from './entryKey'
import type { BalanceEntry, BalanceService } from './types'

/**
 * The balance and identity services behind one dynamic import: fetching, parsing, caching and
 * ENS load with the first call (or the first connect), so the kernel entry carries only this
 * facade. `balances.getEntry` and `balances.subscribe` work before that (an unfetched pair is
 * `idle`). `onConnect` is the kernel's tap: it starts identity sync and the balance warm-up in
 * the background and returns at once, so a connect never waits for them. A chunk that fails to
 * load is fetched again on the next call.
 *
 * @example
 * import { createLazyAccountServices } from './createLazyAccountServices'
 * import type { ServiceDeps } from './deps'
 * declare const deps: ServiceDeps
 * const { balances, identity, onConnect } = createLazyAccountServices(deps)
 * deps.hooks.onConnect.tapPromise('portico:account', onConnect)
 */
export function createLazyAccountServices(deps: ServiceDeps): {
  balances: BalanceService
  identity: IdentityService
  onConnect: (event: ConnectEvent) => Promise<void>
} {
  const entries = new Map<string, BalanceEntry>()
  const listeners = new Set<() => void>()
  const load = lazyOnce(async () =>
    (await import('./accountServices')).createAccountServices({ ...deps, entries, emit: () => listeners.forEach((l) => l()) }),
  )
  return {
    balances: {
      get: async (...args) => (await load()).balances.get(...args),
      native: async (...args) => (await load()).balances.native(...args),
      nfts: async (...args) => (await load()).balances.nfts(...args),
      refresh: async (...args) => (await load()).balances.refresh(...args),
      getEntry: (query) => entries.get(balanceKey(query)) ?? IDLE_BALANCE_ENTRY,
      subscribe(listener) {
        listeners.add(listener)
        return () => void listeners.delete(listener)
      },
    },
    identity: {
      lookupAddress: async (...args) => (await load()).identity.lookupAddress(...args),
      lookupName: async (...args) => (await load()).identity.lookupName(...args),
      getProfile: async (...args) => (await load()).identity.getProfile(...args),
      sync: async (...args) => (await load()).identity.sync(...args),
      remember: async (...args) => (await load()).identity.remember(...args),
    },
    onConnect: async (event) => {
      load()
        .then((services) => services.onConnect(event))
        .catch((error: unknown) => deps.getServices().logger.warn('Account sync failed', error))
    },
  }
}
