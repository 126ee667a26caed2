import type { ConnectEvent } from '../hooks'
import { createIdentityService } from '../identity/createIdentityService'
import type { IdentityService } from '../identity/types'
import { createBalanceService } from './createBalanceService'
import type { ServiceDeps } from './deps'
import { syncOnConnect } from './syncOnConnect'
import type { BalanceEntry, BalanceService } from './types'

/**
 * The chunk behind `createLazyAccountServices`: the balance and identity services and the
 * kernel's `onConnect` work (identity sync, balance warm-up).
 *
 * @example
 * const { balances, identity, onConnect } = createAccountServices({ ...deps, entries: new Map(), emit })
 */
export function createAccountServices(deps: ServiceDeps & { entries: Map<string, BalanceEntry>; emit: () => void }): {
  balances: BalanceService
  identity: IdentityService
  onConnect: (event: ConnectEvent) => Promise<void>
} {
  return { balances: createBalanceService(deps), identity: createIdentityService(deps), onConnect: syncOnConnect(deps) }
}
