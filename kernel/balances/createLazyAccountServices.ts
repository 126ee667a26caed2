import type { ConnectEvent } from '../hooks'
import type { IdentityService } from '../identity/types'
import type { ServiceDeps } from './deps'
import { balanceKey, IDLE_BALANCE_ENTRY } from './entryKey'
import type { BalanceEntry, BalanceService } from './types'

type AsyncMethods = Record<string, (...args: unknown[]) => Promise<unknown>>

/**
 * The balance and identity services behind one dynamic import: fetching, parsing, caching and
 * ENS load with the first call (or the first connect), so the kernel entry carries only this
 * facade. `balances.getEntry` and `balances.subscribe` work before that (an unfetched pair is
 * `idle`). `onConnect` is the kernel's tap: it starts identity sync and the balance warm-up in
 * the background and returns at once, so a connect never waits for them.
 *
 * @example
 * const { balances, identity, onConnect } = createLazyAccountServices({ config, store, getServices, getConnection })
 * hooks.onConnect.tapPromise('portico:account', onConnect)
 */
export function createLazyAccountServices(deps: ServiceDeps): {
  balances: BalanceService
  identity: IdentityService
  onConnect: (event: ConnectEvent) => Promise<void>
} {
  const entries = new Map<string, BalanceEntry>()
  const listeners = new Set<() => void>()
  const load = () => import('./accountServices').then((m) => m.createAccountServices({ ...deps, entries, emit: () => listeners.forEach((l) => l()) }))
  let loading: ReturnType<typeof load> | undefined
  const loaded = () => (loading ??= load())
  /** A method that loads the chunk, then calls the real one. */
  const call = (service: 'balances' | 'identity', name: string) => async (...args: unknown[]) =>
    ((await loaded())[service] as unknown as AsyncMethods)[name]?.(...args)
  const balances = {
    get: call('balances', 'get'),
    native: call('balances', 'native'),
    nfts: call('balances', 'nfts'),
    refresh: call('balances', 'refresh'),
  } as Pick<BalanceService, 'get' | 'native' | 'nfts' | 'refresh'>
  return {
    balances: {
      ...balances,
      getEntry: (query) => entries.get(balanceKey(query)) ?? IDLE_BALANCE_ENTRY,
      subscribe(listener) {
        listeners.add(listener)
        return () => void listeners.delete(listener)
      },
    },
    identity: {
      lookupAddress: call('identity', 'lookupAddress'),
      lookupName: call('identity', 'lookupName'),
      getProfile: call('identity', 'getProfile'),
      sync: call('identity', 'sync'),
    } as IdentityService,
    onConnect: async (event) => {
      loaded()
        .then((services) => services.onConnect(event))
        .catch((error: unknown) => deps.getServices().logger.warn('Account sync failed', error))
    },
  }
}
