import {
  type CaipAddress, type CaipNetworkId, type ConnectorSignInResult, definePlugin, type PluginDefinition,
  type SIWXConfig, type SIWXEnvironment, type ViewComponent,
} from 'portico'
import { lazyOnce } from 'portico/services'
import { PLUGIN_ID, SIWX_EVENTS, SIWX_SIGN_VIEW } from './constants'
import { isSiweConfig, isSiwxConfig } from './configs/isSiwxConfig'
import { lazySiweConfig } from './configs/lazySiweConfig'
import { SiwxConfigError, SiwxNotEnabledError } from './errors'
import { attachSignInHandlers } from './flow/attachSignInHandlers'
import { createLazySiwxController } from './flow/createLazySiwxController'
import { registerSiwx } from './flow/registry'
import { siwxSlice } from './slice'
import { siwxTexts } from './texts'

export { PLUGIN_ID, SIWX_SIGN_VIEW, APPROVE_VIEW, SIWX_EVENTS, DEFAULT_EXPIRATION_MS, ISSUED_AT_SKEW_MS, MAX_SESSION_AGE_MS } from './constants'
export { siwxMessages, SiwxConfigError, SiwxHttpError, SiwxNoAccountError, SiwxNoClientError, SiwxNoNetworkError, SiwxNotEnabledError, SiwxVerificationError } from './errors'
export type { SiwxVerificationReason } from './errors'
export { createNonce } from './message/createNonce'
export { createSiwxMessage, withToString } from './message/createSiwxMessage'
export type { CreateSiwxMessageOptions } from './message/createSiwxMessage'
export { formatSiwxMessage } from './message/formatSiwxMessage'
export { parseSiwxMessage } from './message/parseSiwxMessage'
export { parseRfc3339 } from './message/parseRfc3339'
export { checkSiwxFields } from './verify/checkSiwxFields'
export type { SiwxExpectations } from './verify/checkSiwxFields'
export { createNonceRegistry } from './verify/createNonceRegistry'
export type { NonceRegistry, NonceStore } from './verify/createNonceRegistry'
export { createSqlNonceStore } from './verify/createSqlNonceStore'
export type { SqlQuery } from './verify/createSqlNonceStore'
export { createSiwxVerifier, defaultSignatureVerifiers } from './verify/createSiwxVerifier'
export type { CreateSiwxVerifierOptions, SiwxSignatureVerifier } from './verify/createSiwxVerifier'
export { verifyEip155Signature } from './verify/verifyEip155Signature'
export type { VerifyEip155SignatureParameters } from './verify/verifyEip155Signature'
export { verifySolanaSignature } from './verify/verifySolanaSignature'
export { createLocalSiwx } from './configs/createLocalSiwx'
export type { CreateLocalSiwxOptions } from './configs/createLocalSiwx'
export { createHttpSiwx } from './configs/createHttpSiwx'
export type { CreateHttpSiwxOptions } from './configs/createHttpSiwx'
export { fromSiweConfig } from './configs/fromSiweConfig'
export { isSiweConfig, isSiwxConfig } from './configs/isSiwxConfig'
export { createSessionStorage, SESSIONS_STORAGE_KEY } from './configs/sessionStorage'
export { createSiwxController } from './flow/createSiwxController'
export type { SiwxController } from './flow/createSiwxController'
export { createSignInHandler } from './flow/createSignInHandler'
export { getSiwx } from './flow/registry'
export { signSiwxText } from './flow/signMessage'
export { siwxSlice, accountKey } from './slice'
export type { SiwxState } from './slice'
export type { SIWXConfig, SIWXEnvironment, SIWXMessage, SIWXMessageData, SIWXSession, SIWEConfig } from 'portico'

/**
 * Options of the {@link siwx} plugin.
 *
 * @example
 * import type { SiwxPluginOptions } from 'portico/plugins/siwx'
 * const o: SiwxPluginOptions = { signOutOnDisconnect: false }
 */
export type SiwxPluginOptions = {
  /** Revoke the account's session when its wallet disconnects; default true (or `siweConfig.signOutOnDisconnect`). */
  signOutOnDisconnect?: boolean | undefined
}

/**
 * The Sign-In-With-X plugin (spec sections 2, 3, 4, 7 and 8). Uses the host's `siwx` option (or
 * the older `siweConfig`, adapted); without either, sign-in is off. On connect with no session
 * it opens SIWXSignMessage; signing adds the session and closes the modal; a declined
 * signature shows 'Signature declined' and reopens the view; Cancel disconnects when sign-in
 * is required, else closes; while required and unsigned, the modal will not close in the sign
 * and approve views. Sign-in-capable connectors (WalletConnect) get the one-click handler.
 *
 * @example
 * import { createPortico, mainnet } from 'portico'
 * import siwx, { createLocalSiwx, getSiwx } from 'portico/plugins/siwx'
 * const portico = createPortico({ networks: [mainnet], siwx: createLocalSiwx({ required: true }), plugins: [siwx()] })
 * await getSiwx(portico).signOut()
 */
export default function siwx(options: SiwxPluginOptions = {}): PluginDefinition<typeof PLUGIN_ID> {
  return definePlugin({
    id: PLUGIN_ID,
    slice: siwxSlice,
    events: SIWX_EVENTS,
    texts: siwxTexts,
    viewTexts: async () => (await import('./views/texts')).siwxViewTexts,
    views: { [SIWX_SIGN_VIEW]: { title: siwxTexts.ref('signIn'), load: async () => ({ default: (await import('./views/SIWXSignMessageView')).default as ViewComponent }) } },
    apply(context) {
      const { hooks, store, services, connection } = context
      const siweConfig = context.config.siweConfig
      if (context.config.siwx !== undefined && !isSiwxConfig(context.config.siwx)) throw new SiwxConfigError('siwx')
      if (siweConfig !== undefined && !isSiweConfig(siweConfig)) throw new SiwxConfigError('siweConfig')
      const config: SIWXConfig | undefined = context.config.siwx ?? (siweConfig ? lazySiweConfig(siweConfig) : undefined)
      const environment: SIWXEnvironment = {
        storage: services.storage,
        networks: context.config.networks,
        rpc: (network) => services.rpc.forNetwork(network),
        logger: services.logger,
        get page() {
          const location = (globalThis as { location?: Location }).location
          return location ? { host: location.host, href: location.href } : undefined
        },
      }
      config?.setup?.(environment)
      // The flow and the one-click handler load on first use (a connect), not with the page.
      const controller = createLazySiwxController(config, async () => (await import('./flow/createSiwxController')).createSiwxController(context, config))
      const unregister = registerSiwx(store, controller)
      const signOutOnDisconnect = options.signOutOnDisconnect ?? siweConfig?.signOutOnDisconnect ?? true
      const lastAccount = new Map<string, { chainId: CaipNetworkId; address: string }>()

      hooks.onConnect.tapPromise(async (event) => {
        const parts = event.caipAddress.split(':')
        const chainId = store.getState().networks.active[event.namespace] ?? (`${parts[0]}:${parts[1]}` as CaipNetworkId)
        lastAccount.set(event.namespace, { chainId, address: parts.slice(2).join(':') })
        await controller.checkAccount(event)
      })
      hooks.onDisconnect.tapPromise(async (event) => {
        const account = lastAccount.get(event.namespace)
        lastAccount.delete(event.namespace)
        if (!config || !account || !signOutOnDisconnect) return
        store.dispatch(siwxSlice.actions.signedOut(`${account.chainId}:${account.address}` as CaipAddress))
        try {
          await config.revokeSession(account.chainId, account.address)
        } catch (error) {
          services.logger.warn('Unable to revoke the sign-in session', error)
        }
      })
      hooks.beforeClose.tap((view) => controller.beforeClose(view))
      const signInHandler = lazyOnce(async () => {
        if (!config) throw new SiwxNotEnabledError()
        return (await import('./flow/createSignInHandler')).createSignInHandler(config, store, context.config.networks)
      })
      const handler = config && {
        prepare: async (chains: readonly CaipNetworkId[]) => (await signInHandler()).prepare(chains),
        // One-click sign-in reports like the sign view does (spec section 7).
        async complete(results: readonly ConnectorSignInResult[]) {
          const network = results[0]?.caipAddress.split(':').slice(0, 2).join(':')
          try {
            await (await signInHandler()).complete(results)
          } catch (error) {
            services.analytics.track('SIWX_AUTH_ERROR', { network, isSmartAccount: false, message: error instanceof Error ? error.message : String(error) })
            throw error
          }
          services.analytics.track('SIWX_AUTH_SUCCESS', { network, isSmartAccount: false })
        },
      }
      const detach = handler ? attachSignInHandlers(store, connection, handler) : () => {}
      return () => {
        detach()
        unregister()
      }
    },
  })
}
