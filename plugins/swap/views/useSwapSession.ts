import { useEffect } from 'react'
import type { Portico } from 'portico'
import { useSelector } from 'portico/react'
import { NATIVE_TOKEN_ADDRESS, QUOTE_REFRESH_MS } from '../constants'
import { getSwapRuntime } from '../runtime/registry'
import { providersFor, requestQuote } from '../runtime/requestQuote'
import { getSwapAccount } from '../runtime/swapAccount'
import { ensureSwapSlice, selectSwap, swapSlice } from '../state/swapSlice'

/** Quiet time after the last keystroke before a quote is asked (the amount has settled). */
export const AMOUNT_DEBOUNCE_MS = 300

/**
 * What the swap views share: the form state, the connected account, the runtime, and whether
 * the active chain is served (connected on another namespace or on a chain no provider lists:
 * not served).
 */
export function useSwapSession(portico: Portico) {
  ensureSwapSlice(portico.store)
  const form = useSelector(portico, selectSwap)
  const account = useSelector(portico, () => getSwapAccount(portico))
  const connected = useSelector(portico, (state) => state.connections[state.networks.activeNamespace]?.status === 'connected')
  const runtime = getSwapRuntime(portico.store)
  const served = Boolean(account && runtime && providersFor(runtime.providers, account.chainId).length > 0)
  return { form, account, connected, runtime, served }
}

/**
 * Keeps the form's sold token on the active chain: a fresh form (or a network switch) sells
 * the native currency.
 */
export function useFormOnChain(portico: Portico, session: ReturnType<typeof useSwapSession>): void {
  const { account, form } = session
  const stale = account && (!form.sellToken || form.sellToken.chainId !== account.chainId)
  useEffect(() => {
    if (!account || !stale) return
    const { symbol, name, decimals } = account.network.nativeCurrency
    portico.store.dispatch(swapSlice.actions.started({ chainId: account.chainId, address: NATIVE_TOKEN_ADDRESS, symbol, name, decimals }))
  }, [portico, account, stale])
}

/**
 * Lets the chain's providers read what quotes of the picked pair need while the visitor types,
 * so the first quote after the amount settles is one round trip.
 */
export function usePreparePair(portico: Portico, session: ReturnType<typeof useSwapSession>): void {
  const { account, runtime, form } = session
  const sell = form.sellToken?.address
  const buy = form.buyToken?.address
  useEffect(() => {
    if (!account || !runtime || !sell || !buy) return
    for (const provider of providersFor(runtime.providers, account.chainId)) {
      provider.prepare?.({ chainId: account.chainId, sellToken: sell, buyToken: buy }).catch((error: unknown) => portico.services.logger.debug('swap: prepare failed', error))
    }
  }, [portico, account, runtime, sell, buy])
}

/**
 * Asks for a quote once the amount has settled (300 ms after the last change), then every 10 s
 * while the page is visible; a hidden tab asks nothing, and asks at once when it shows again.
 */
export function useQuoteLoop(portico: Portico, key: string, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return
    let refresh: ReturnType<typeof setTimeout> | undefined
    const visible = () => document.visibilityState !== 'hidden'
    const run = () => {
      clearTimeout(refresh)
      void requestQuote(portico)
      refresh = setTimeout(() => visible() && run(), QUOTE_REFRESH_MS)
    }
    const settle = setTimeout(run, AMOUNT_DEBOUNCE_MS)
    const onVisibility = () => (visible() ? run() : clearTimeout(refresh))
    document.addEventListener('visibilitychange', onVisibility)
    return () => {
      clearTimeout(settle)
      clearTimeout(refresh)
      document.removeEventListener('visibilitychange', onVisibility)
    }
  }, [portico, key, enabled])
}
