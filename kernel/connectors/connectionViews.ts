import type { Analytics } from '../analytics/createAnalytics'
import type { CaipNetworkId, ChainNamespace } from '../caip/types'
import type { PorticoStore } from '../store/createStore'
import { modalSlice } from '../store/modalSlice'
import { CONNECT_VIEW, routerSlice } from '../store/routerSlice'

/**
 * The view shown when the wallet sits on a network the host does not list (spec section 2).
 *
 * @example
 * import { UNSUPPORTED_CHAIN_VIEW } from './connectionViews'
 * portico.router.push(UNSUPPORTED_CHAIN_VIEW)
 */
export const UNSUPPORTED_CHAIN_VIEW = 'UnsupportedChain'
/**
 * The view a connected visitor sees when the modal opens again.
 *
 * @example
 * import { CONNECTED_VIEW } from './connectionViews'
 * CONNECTED_VIEW // 'Account'
 */
export const CONNECTED_VIEW = 'Account'
/**
 * Views of the connect flow: a successful connect closes the modal only from one of these, so a
 * plugin whose `onConnect` tap navigated elsewhere (e.g. SIWXSignMessage) keeps the modal open.
 *
 * @example
 * import { CONNECTING_VIEWS } from './connectionViews'
 * CONNECTING_VIEWS.includes('ConnectingExternal') // true
 */
export const CONNECTING_VIEWS: readonly string[] = [
  CONNECT_VIEW,
  'AllWallets',
  'ConnectingExternal',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
]

/**
 * The modal and router moves of the connection service.
 *
 * @param parameters The instance's store and analytics.
 * @returns `showUnsupportedChain`, `leaveUnsupportedChain` and `closeAfterConnect`.
 *
 * @example
 * import { createConnectionViews } from './connectionViews'
 * const views = createConnectionViews({ store: portico.store, analytics: portico.services.analytics })
 * views.showUnsupportedChain('eip155', 'eip155:999') // opens the modal on UnsupportedChain
 */
export function createConnectionViews({ store, analytics }: { store: PorticoStore; analytics: Analytics }) {
  const topView = () => {
    const { history } = store.getState().router
    return history[history.length - 1]?.view ?? CONNECT_VIEW
  }
  const open = () => {
    if (store.getState().modal.open) return
    store.dispatch(modalSlice.actions.opened())
    analytics.track('MODAL_OPEN')
  }
  const closeOnAccount = () => {
    if (store.getState().modal.open) {
      store.dispatch(modalSlice.actions.closed())
      analytics.track('MODAL_CLOSE')
    }
    store.dispatch(routerSlice.actions.reset({ view: CONNECTED_VIEW }))
  }
  return {
    /** Pushes UnsupportedChain (with the namespace and the wallet's network) and opens the modal. */
    showUnsupportedChain(namespace: ChainNamespace, walletNetworkId: CaipNetworkId) {
      store.dispatch(routerSlice.actions.pushed({ view: UNSUPPORTED_CHAIN_VIEW, data: { namespace, walletNetworkId } }))
      open()
    },
    /** Once the wallet is on a listed network again: closes UnsupportedChain if it is showing. */
    leaveUnsupportedChain() {
      if (topView() === UNSUPPORTED_CHAIN_VIEW) closeOnAccount()
    },
    /** After a connect: closes the modal when the current view is still a connecting view. */
    closeAfterConnect() {
      if (CONNECTING_VIEWS.includes(topView())) closeOnAccount()
    },
  }
}
