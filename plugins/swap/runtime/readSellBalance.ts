import type { Portico } from 'portico'
import { createChainReader } from '../evm/createChainReader'
import { selectSwap, swapSlice } from '../state/swapSlice'
import { getSwapAccount } from './swapAccount'

/**
 * Reads the sold token's exact balance from the chain into the form (also read with each quote).
 *
 * @example
 * await readSellBalance(portico)
 */
export async function readSellBalance(portico: Portico): Promise<void> {
  const account = getSwapAccount(portico)
  const token = selectSwap(portico.getState()).sellToken
  if (!account || !token) return
  const balance = await createChainReader(portico.services.rpc.forNetwork(account.network)).balance(token.address, account.address).catch(() => undefined)
  if (selectSwap(portico.getState()).sellToken === token) portico.store.dispatch(swapSlice.actions.sellBalanceRead(balance?.toString()))
}
