import type { ConnectEvent } from '../hooks'
import { findNetwork } from '../networks/findNetwork'
import type { ServiceDeps } from './deps'

/**
 * The kernel's `onConnect` tap: syncs the connected address's identity (spec section 4) and
 * warms the balance cache, both in the background so a connect never waits for them. Failures are
 * logged; they never undo the connection.
 *
 * @example
 * const onConnect = syncOnConnect(deps); await onConnect(event)
 */
export function syncOnConnect(deps: ServiceDeps): (event: ConnectEvent) => Promise<void> {
  return async (event) => {
    const parts = event.caipAddress.split(':')
    const address = parts.slice(2).join(':')
    const network = findNetwork(deps.config.networks, `${parts[0]}:${parts[1]}`)
    if (!network) return
    const { identity, balances, logger } = deps.getServices()
    const query = { network, address, accountType: event.accountType }
    void identity.sync({ address, network }).catch((error: unknown) => logger.warn('Identity sync failed', error))
    void balances.get(query).catch((error: unknown) => logger.warn('Balance fetch failed', error))
  }
}
