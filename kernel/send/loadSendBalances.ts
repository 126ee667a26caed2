import type { BalanceQuery } from '../balances/types'
import type { Portico } from '../createPortico'
import { ensureSendSlice, selectSend } from './ensureSendSlice'
import { sendSlice } from './sendSlice'
import { toSendToken } from './toSendToken'

/** No new balance fetch within this many ms of a failure (spec sections 5 and 9). */
export const SEND_BALANCE_RETRY_MS = 30_000

/**
 * Loads the account's balances into the Send state (native first). After a failure it records
 * `lastRetry` and fetches nothing for 30 s; the last good balances stay. Picks the native token
 * when none is picked yet. Returns whether balances were loaded.
 *
 * @example
 * import { loadSendBalances } from '../../kernel/send/loadSendBalances'
 * await loadSendBalances(portico, { network, address })
 */
export async function loadSendBalances(portico: Portico, query: BalanceQuery, now: () => number = Date.now): Promise<boolean> {
  ensureSendSlice(portico.store)
  const { lastRetry } = selectSend(portico.getState())
  if (lastRetry !== undefined && now() - lastRetry < SEND_BALANCE_RETRY_MS) return false
  try {
    const tokens = (await portico.services.balances.get(query)).map(toSendToken)
    const native = tokens.find((t) => t.address === undefined)
    portico.store.dispatch(sendSlice.actions.balancesLoaded({ tokenBalances: tokens, networkBalanceInUSD: native?.priced ? native.value : undefined }))
    const first = tokens[0]
    if (!selectSend(portico.getState()).token && first) portico.store.dispatch(sendSlice.actions.tokenSelected(first))
    return true
  } catch (error) {
    portico.services.logger.warn('Unable to load balances for Send', error)
    portico.store.dispatch(sendSlice.actions.balancesFailed(now()))
    return false
  }
}
