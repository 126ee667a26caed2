import type { SIWXConfig } from 'portico'
import { lazyOnce } from 'portico/services'
import type { SiwxController } from './createSiwxController'
import { isSiwxRequired } from './isSiwxRequired'

/**
 * The controller `getSiwx(portico)` returns, before and after the flow's code has loaded: the
 * asynchronous steps load it (the first connect does), and the synchronous answers need none of
 * it. Until it is loaded no sign-in view can be open, so `beforeClose` has nothing to keep open.
 *
 * @example
 * const controller = createLazySiwxController(config, async () => (await import('./createSiwxController')).createSiwxController(context, config))
 */
export function createLazySiwxController(config: SIWXConfig | undefined, create: () => Promise<SiwxController>): SiwxController {
  // The network-change watch starts with the flow (the first connect loads it): before that no
  // account is connected, so there is nothing to re-check.
  let watching = false
  let stopWatch: (() => void) | undefined
  const load = lazyOnce(async () => {
    const controller = await create()
    if (watching) stopWatch ??= controller.watchNetworkChanges()
    return controller
  })
  return {
    config,
    isRequired: () => isSiwxRequired(config),
    checkAccount: async (event) => (await load()).checkAccount(event),
    requestSignIn: async () => (await load()).requestSignIn(),
    cancel: async () => (await load()).cancel(),
    signOut: async () => (await load()).signOut(),
    getSessions: async () => (await load()).getSessions(),
    beforeClose: (view) => load.current?.beforeClose(view),
    watchNetworkChanges() {
      watching = true
      if (load.current) stopWatch ??= load.current.watchNetworkChanges()
      return () => {
        watching = false
        stopWatch?.()
        stopWatch = undefined
      }
    },
  }
}
