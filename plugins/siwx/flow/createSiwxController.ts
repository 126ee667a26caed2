import {
  ACCOUNT_VIEW, BaseError, type CaipAddress, type ChainNamespace, type ConnectEvent, findNetwork, messages,
  parseCaipAddress, type PluginContext, type RouteEntry, type SIWXConfig, type SIWXSession,
  UserRejectedRequestError,
} from 'portico'
import { APPROVE_VIEW, SIWX_SIGN_VIEW } from '../constants'
import { SiwxNoAccountError, SiwxNoClientError, SiwxNoNetworkError, SiwxNotEnabledError } from '../errors'
import { accountKey, siwxSlice } from '../slice'
import { isSiwxRequired } from './isSiwxRequired'
import { signSiwxText } from './signMessage'
import { readActiveAccount, watchActiveAccount } from './watchActiveAccount'

/** An account on a network, as sign-in sees it. */
type Account = { namespace: ChainNamespace; address: string; caipAddress: CaipAddress; smartAccount: boolean }

/**
 * The sign-in flow of one instance (spec section 4), as `getSiwx(portico)` returns it.
 *
 * @example
 * import type { SiwxController } from 'portico/plugins/siwx'
 * const signOut = (siwx: SiwxController) => siwx.signOut()
 */
export type SiwxController = {
  /** The config in use (`siwx`, or `siweConfig` adapted), or `undefined` when sign-in is off. */
  readonly config: SIWXConfig | undefined
  /** Whether sign-in is required. */
  isRequired(): boolean
  /** The `onConnect` step: no session -> the sign view; a failing config -> disconnect and the error. */
  checkAccount(event: Pick<ConnectEvent, 'namespace' | 'caipAddress' | 'accountType'>): Promise<void>
  /** Signs the message with the wallet and adds the session; a failure reopens the view with the error. */
  requestSignIn(): Promise<void>
  /** Cancel in the sign view: disconnects when sign-in is required, else closes. */
  cancel(): Promise<void>
  /** Revokes the active account's session (and disconnects when sign-in is required). */
  signOut(): Promise<void>
  /** The active account's sessions. */
  getSessions(): Promise<SIWXSession[]>
  /** The `beforeClose` answer: false keeps the modal open. */
  beforeClose(view: RouteEntry | undefined): false | undefined
  /**
   * Re-checks the session whenever the active account moves to another network or namespace
   * (spec sections 2 and 4): none -> the sign view (closable unless sign-in is required); one
   * -> an open sign view closes. Returns the unsubscribe.
   */
  watchNetworkChanges(): () => void
}

/**
 * Creates the sign-in flow for a plugin context and a SIWX config (or none).
 *
 * @example
 * import { createSiwxController } from 'portico/plugins/siwx'
 * const controller = createSiwxController(context, config)
 */
export function createSiwxController(context: PluginContext, config: SIWXConfig | undefined): SiwxController {
  const { store, connection, router, open, close, services } = context
  const state = () => store.getState()
  const isRequired = () => isSiwxRequired(config)
  const requireConfig = () => {
    if (!config) throw new SiwxNotEnabledError()
    return config
  }
  /** The connected account on the active namespace, on its active network. */
  const activeAccount = (namespace = state().networks.activeNamespace, caipAddress?: CaipAddress, accountType?: string): Account => {
    const current = state().connections[namespace]
    const connected = caipAddress ?? (current?.status === 'connected' ? current.caipAddress : undefined)
    if (!connected) throw new SiwxNoAccountError()
    const network = findNetwork(context.config.networks, state().networks.active[namespace])
    if (!network) throw new SiwxNoNetworkError()
    const { address } = parseCaipAddress(connected)
    const type = accountType ?? current?.accountType
    return { namespace, address, caipAddress: `${network.caipNetworkId}:${address}` as CaipAddress, smartAccount: type === 'smartAccount' }
  }
  const chainOf = (account: Account) => account.caipAddress.slice(0, account.caipAddress.lastIndexOf(':')) as `${ChainNamespace}:${string}`
  const track = (event: string, account: Account | undefined, message?: string) =>
    services.analytics.track(event, {
      network: account ? chainOf(account) : undefined,
      isSmartAccount: account?.smartAccount ?? false,
      ...(message ? { message } : {}),
    })
  const topView = () => state().router.history[state().router.history.length - 1]?.view
  const showSignView = () => {
    store.dispatch(siwxSlice.actions.reset())
    router.reset(SIWX_SIGN_VIEW)
    if (!state().modal.open) open()
  }
  const closeOnAccount = () => {
    close()
    router.reset(ACCOUNT_VIEW)
  }

  const failInit = async (namespace: ChainNamespace) => {
    await connection.disconnect(namespace).catch((cause: unknown) => services.logger.warn('Unable to disconnect', cause))
    router.reset('Connect')
    services.toast.show({ message: messages.siwxInitFailed, variant: 'error' })
  }

  const controller: SiwxController = {
    config,
    isRequired,
    async checkAccount(event) {
      if (!config) return
      let account: Account | undefined
      try {
        account = activeAccount(event.namespace, event.caipAddress, event.accountType)
        const sessions = await config.getSessions(chainOf(account), account.address)
        // The visitor moved on (another network) while the sessions were read: that check wins.
        const now = readActiveAccount(store)
        if (now && now.namespace === account.namespace && accountKey(now.caipAddress) !== accountKey(account.caipAddress)) return
        if (sessions.length > 0) {
          store.dispatch(siwxSlice.actions.signedIn(account.caipAddress))
          // Back on a network with a session: a sign view asked for the other one closes.
          if (state().modal.open && topView() === SIWX_SIGN_VIEW) closeOnAccount()
          return
        }
        store.dispatch(siwxSlice.actions.signedOut(account.caipAddress))
        showSignView()
      } catch (error) {
        // Init failure (spec section 4): disconnect, back to Connect, show the error. Deferred to
        // the next task: the connect that ran this tap finishes (and settles its views) first.
        services.logger.error(messages.siwxInitFailed, error)
        setTimeout(() => void failInit(event.namespace), 0)
      }
    },
    async requestSignIn() {
      // Preconditions throw the spec's texts; what fails after them reopens the view with the error.
      const siwx = requireConfig()
      const account = activeAccount()
      if (!connection.getConnector(state().connections[account.namespace]?.connectorId ?? '')) throw new SiwxNoClientError()
      try {
        store.dispatch(siwxSlice.actions.signingStarted())
        const message = await siwx.createMessage({ chainId: chainOf(account), accountAddress: account.address })
        const text = message.toString()
        const signature = await signSiwxText(connection, account.namespace, message.accountAddress, text)
        const { toString: _text, ...data } = message
        await siwx.addSession({ data, message: text, signature })
        store.dispatch(siwxSlice.actions.signedIn(account.caipAddress))
        closeOnAccount()
        track('SIWX_AUTH_SUCCESS', account)
      } catch (error) {
        const lines = describeFailure(error, account.smartAccount)
        store.dispatch(siwxSlice.actions.signingFailed(lines))
        if (!state().modal.open || topView() === APPROVE_VIEW || topView() !== SIWX_SIGN_VIEW) {
          router.reset(SIWX_SIGN_VIEW)
          if (!state().modal.open) open()
        }
        services.toast.show({ message: lines.join('\n'), variant: 'error' })
        track('SIWX_AUTH_ERROR', account, lines[0])
        services.logger.warn('Sign-in failed', error)
      }
    },
    async cancel() {
      let account: Account | undefined
      try {
        account = activeAccount()
      } catch {
        account = undefined
      }
      store.dispatch(siwxSlice.actions.reset())
      if (isRequired()) {
        await connection.disconnect(account?.namespace)
        router.reset('Connect')
      } else closeOnAccount()
      track('CLICK_CANCEL_SIWX', account)
    },
    async signOut() {
      const siwx = requireConfig()
      const account = activeAccount()
      await siwx.revokeSession(chainOf(account), account.address)
      store.dispatch(siwxSlice.actions.signedOut(account.caipAddress))
      if (isRequired()) await connection.disconnect(account.namespace)
    },
    async getSessions() {
      const account = activeAccount()
      return requireConfig().getSessions(chainOf(account), account.address)
    },
    beforeClose(view) {
      if (!isRequired() || (view?.view !== SIWX_SIGN_VIEW && view?.view !== APPROVE_VIEW)) return undefined
      let account: Account
      try {
        account = activeAccount()
      } catch {
        return undefined
      }
      return state()[siwxSlice.reducerPath]?.signedIn.includes(accountKey(account.caipAddress)) ? undefined : false
    },
    watchNetworkChanges() {
      if (!config) return () => {}
      const timers = new Set<ReturnType<typeof setTimeout>>()
      const stop = watchActiveAccount(store, (account) => {
        // Deferred to the next task: the switch that moved the account settles its views first.
        const timer = setTimeout(() => {
          timers.delete(timer)
          void controller.checkAccount({ namespace: account.namespace, caipAddress: account.caipAddress, accountType: account.accountType ?? 'eoa' })
        }, 0)
        timers.add(timer)
      })
      return () => {
        stop()
        for (const timer of timers) clearTimeout(timer)
        timers.clear()
      }
    },
  }
  return controller
}

/** The sign view's error lines (spec section 8). */
function describeFailure(error: unknown, smartAccount: boolean): string[] {
  const declined = [messages.signatureDeclined, ...(smartAccount ? [messages.smartAccountUnsupported] : [])]
  if (error instanceof UserRejectedRequestError) return declined
  const walked = error instanceof BaseError ? error.walk((e) => e instanceof UserRejectedRequestError) : null
  if (walked) return declined
  if (error instanceof BaseError && error.name !== 'PorticoError') return [error.shortMessage, ...(smartAccount ? [messages.smartAccountUnsupported] : [])]
  return declined
}
