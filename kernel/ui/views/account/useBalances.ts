import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { IDLE_BALANCE_ENTRY } from '../../../balances/entryKey'
import type { BalanceEntry, BalanceQuery } from '../../../balances/types'
import type { Portico } from '../../../createPortico'

/**
 * The balance entry of a (network, address) pair, fetched on mount (the service's 30 s caches
 * and failure window apply) and followed as it changes. `undefined` query: the idle entry.
 *
 * @example
 * const entry = useBalances(portico, network && address ? { network, address } : undefined)
 */
export function useBalances(portico: Portico, query: BalanceQuery | undefined): BalanceEntry {
  const { balances, logger } = portico.services
  const network = query?.network
  const address = query?.address
  const accountType = query?.accountType
  const getSnapshot = useCallback(
    () => (network && address ? balances.getEntry({ network, address }) : IDLE_BALANCE_ENTRY),
    [balances, network, address],
  )
  useEffect(() => {
    if (!network || !address) return
    balances.get({ network, address, accountType }).catch((error: unknown) => logger.debug('Balances unavailable', error))
  }, [balances, logger, network, address, accountType])
  return useSyncExternalStore(balances.subscribe, getSnapshot, getSnapshot)
}
