import type { ChainNamespace } from '../caip/types'
import type { ResolvedConfig } from '../config/types'
import { UserRejectedRequestError } from '../connectors/errors'
import { parseCaipAddress } from '../caip/parseCaipAddress'
import { findNetwork } from '../networks/findNetwork'
import type { PorticoServices } from '../services'
import type { PorticoStore } from '../store/createStore'
import { routerSlice, type RouteEntry } from '../store/routerSlice'

/**
 * The wallet-approval view (spec section 2). The plugin whose wallet asks the visitor inside the
 * modal (email-auth) registers it.
 */
export const APPROVE_TRANSACTION_VIEW = 'ApproveTransaction'

/** One unsafe wallet request waiting for the visitor's approval. */
export type ApprovalRequest = {
  /** The namespace whose native balance refreshes after a successful call. */
  namespace: ChainNamespace
}

/**
 * Unsafe wallet requests approved inside the modal, and the spec's transaction stack (sections 2
 * and 4), for a plugin whose wallet asks the visitor in the modal (email-auth).
 */
export type ApprovalFlow = {
  /**
   * Runs `execute` behind ApproveTransaction. Modal closed: it opens on ApproveTransaction. Modal
   * open (a send from Account, or another approval pending): the view on top is pushed onto the
   * transaction stack and the modal is redirected to ApproveTransaction. When `execute` settles,
   * the stack is popped (back to that view), or, when it is empty, the modal closes (through
   * `beforeClose`); after a success the namespace's native balance refreshes. When the modal is
   * closed while requests wait, the transaction stack is dropped, `signal` aborts and every open
   * request rejects with {@link UserRejectedRequestError}.
   */
  run<T>(request: ApprovalRequest, execute: (signal: AbortSignal) => Promise<T>): Promise<T>
  /** How many requests wait for the visitor. */
  pending(): number
  /** Stops watching the modal. */
  destroy(): void
}

/** What the approval flow of one instance needs. */
export type ApprovalFlowDeps = {
  store: PorticoStore
  config: ResolvedConfig
  services: Pick<PorticoServices, 'balances' | 'logger'>
  open(route?: RouteEntry): void
  close(): boolean
}

/**
 * Creates the approval flow of one instance.
 *
 * @example
 * const approvals = createApprovalFlow({ store, config, services, open: portico.open, close: portico.close })
 * const signature = await approvals.run({ namespace: 'eip155' }, (signal) => frame.request('personal_sign', { signal }))
 */
export function createApprovalFlow(deps: ApprovalFlowDeps): ApprovalFlow {
  const { store } = deps
  /** Rejecters of the open requests; one abort signal per stretch of approvals (a close cancels them all). */
  const waiting = new Set<(error: Error) => void>()
  let session: AbortController | undefined
  let wasOpen = store.getState().modal.open

  const top = () => {
    const { history } = store.getState().router
    return history[history.length - 1]
  }
  /** After a request settles: back to the view it interrupted, or close when none. */
  const leave = () => {
    if (store.getState().router.transactionStack.length > 0) {
      store.dispatch(routerSlice.actions.transactionPopped())
      return
    }
    if (top()?.view === APPROVE_TRANSACTION_VIEW) store.dispatch(routerSlice.actions.wentBack())
    deps.close()
  }
  const refreshNativeBalance = (namespace: ChainNamespace) => {
    const state = store.getState()
    const caipAddress = state.connections[namespace]?.caipAddress
    const network = findNetwork(deps.config.networks, state.networks.active[namespace])
    if (!caipAddress || !network) return
    const query = { network, address: parseCaipAddress(caipAddress).address }
    deps.services.balances.refresh(query).catch((error: unknown) => deps.services.logger.warn('Balance refresh after an approved call failed', error))
  }
  // Spec section 4: the modal closing leaves no transaction pending; the open requests are rejected.
  const unsubscribe = store.subscribe(() => {
    const { open } = store.getState().modal
    const closed = wasOpen && !open
    wasOpen = open
    if (!closed || waiting.size === 0) return
    store.dispatch(routerSlice.actions.transactionsCleared())
    session?.abort()
    session = undefined
    const rejected = new UserRejectedRequestError()
    for (const reject of [...waiting]) reject(rejected)
  })

  return {
    async run(request, execute) {
      const modalOpen = store.getState().modal.open
      const current = top()
      if (!modalOpen) deps.open({ view: APPROVE_TRANSACTION_VIEW })
      else {
        if (current) store.dispatch(routerSlice.actions.transactionPushed(current))
        store.dispatch(routerSlice.actions.pushed({ view: APPROVE_TRANSACTION_VIEW }))
      }
      session ??= new AbortController()
      const { signal } = session
      let reject: (error: Error) => void = () => {}
      const cancelled = new Promise<never>((_resolve, fail) => void (reject = fail))
      waiting.add(reject)
      try {
        const result = await Promise.race([execute(signal), cancelled])
        waiting.delete(reject)
        leave()
        refreshNativeBalance(request.namespace)
        return result
      } catch (error) {
        // A request the close rejected has nothing left to navigate.
        if (!signal.aborted) leave()
        throw error
      } finally {
        waiting.delete(reject)
        if (waiting.size === 0) session = undefined
      }
    },
    pending: () => waiting.size,
    destroy: unsubscribe,
  }
}
