import type { Wallet, WindowAppReadyEventAPI } from '@wallet-standard/base'

/**
 * Registers `wallet` with Wallet Standard apps, as `@wallet-standard/wallet`'s `registerWallet`
 * does: dispatch `wallet-standard:register-wallet` (for apps already listening) and listen for
 * `wallet-standard:app-ready` (for apps that start later). Returns a function that stops
 * listening and unregisters from every app that registered the wallet.
 *
 * @param target - the window
 */
export function registerWallet(target: Window, wallet: Wallet): () => void {
  const unregisters: (() => void)[] = []
  const callback = (api: WindowAppReadyEventAPI): void => {
    unregisters.push(api.register(wallet))
  }
  const onAppReady = (event: Event): void => {
    const api = (event as CustomEvent<unknown>).detail
    if (typeof api === 'object' && api !== null && typeof (api as WindowAppReadyEventAPI).register === 'function') {
      callback(api as WindowAppReadyEventAPI)
    }
  }
  try {
    target.dispatchEvent(new RegisterWalletEvent(callback))
  } catch (error) {
    console.error('wallet-standard:register-wallet event could not be dispatched\n', error)
  }
  target.addEventListener('wallet-standard:app-ready', onAppReady)
  return () => {
    target.removeEventListener('wallet-standard:app-ready', onAppReady)
    for (const unregister of unregisters.splice(0)) unregister()
  }
}

/** The `wallet-standard:register-wallet` event; its detail is the callback apps call. */
class RegisterWalletEvent extends Event {
  readonly #detail: (api: WindowAppReadyEventAPI) => void

  get detail(): (api: WindowAppReadyEventAPI) => void {
    return this.#detail
  }

  override get type(): 'wallet-standard:register-wallet' {
    return 'wallet-standard:register-wallet'
  }

  constructor(callback: (api: WindowAppReadyEventAPI) => void) {
    super('wallet-standard:register-wallet', { bubbles: false, cancelable: false, composed: false })
    this.#detail = callback
  }

  override preventDefault(): never {
    throw new Error('preventDefault cannot be called')
  }

  override stopImmediatePropagation(): never {
    throw new Error('stopImmediatePropagation cannot be called')
  }

  override stopPropagation(): never {
    throw new Error('stopPropagation cannot be called')
  }
}
