import { BaseError, definePlugin, kernelTexts, messages, STAGE_VALIDATE, type PluginDefinition, type ViewComponent, type ViewRegistration } from 'portico'
import eip155Chain from 'portico/chains/eip155'
import { createLazyConnector, lazyOnce } from 'portico/services'
import { AUTH_CONNECTOR_ID, AUTH_CONNECTOR_INFO } from './authConnectorInfo'
import { InvalidEmailAuthOptionsError } from './errors'
import { parseEmailAuthOptions, type EmailAuthOptions } from './parseOptions'
import { registerController } from './registry'
import { takeSocialResultUri } from './resultUri'
import { emailAuthSlice, PLUGIN_ID } from './slice'
import { emailAuthTexts } from './texts'
import { EmailFieldSpace } from './views/EmailFieldSpace'

export { PLUGIN_ID } from './slice'
export type { EmailAuthState } from './slice'
export type { EmailAuthOptions } from './parseOptions'
export { AUTH_CONNECTOR_ID } from './authConnectorInfo'
export { createAuthConnector } from './createAuthConnector'
export type { AuthConnectorOptions } from './createAuthConnector'
export { createFrameChannel } from './createFrameChannel'
export type { FrameChannel, FrameChannelOptions } from './createFrameChannel'
export { EmailThrottleError, FrameLoadError, FrameRequestError, InvalidEmailAuthOptionsError } from './errors'
export { getEmailAuthController, loadEmailAuthController } from './registry'
export { alertMessages } from './alerts'
export { SOCIAL_PROVIDER_NAMES } from './socialNames'
export type { AlertMessage } from './alerts'
export { AUTH_SDK_VERSION, EMAIL_THROTTLE_MS } from './createEmailAuthController'
export type { EmailAuthController } from './createEmailAuthController'
export { classifyRpcMethod, needsApproval, PERMISSION_RPC_METHODS, SAFE_RPC_METHODS, UNSAFE_RPC_METHODS } from './rpcMethods'
export { FRAME_CHANNEL, appEventPayloads, frameReplyPayloads, SOCIAL_POPUP_CHANNEL, SOCIAL_RESULT_PATH, socialPopupMessageSchema } from './protocol'
export type { AppEventType, FrameReply, FrameUser } from './protocol'
export { FRAME_READY_WAIT_MS, FRAME_REQUEST_TIMEOUT_MS } from './timeouts'

const STYLES = `.pc-email-form{display:flex;flex-direction:column;gap:8px;margin:0 0 12px}
.pc-code-target{width:100%;height:230px;border-radius:var(--pc-radius-l);background:var(--pc-background-raised)}
.pc-approval-target{width:100%;height:320px;border-radius:var(--pc-radius-l);background:var(--pc-background-raised)}
fieldset.pc-stack{border:1px solid var(--pc-border);border-radius:var(--pc-radius-m);align-items:flex-start}`

/** The views that drive the controller (each is registered per instance, to load with it). */
const CONTROLLER_VIEWS = {
  EmailVerifyOtp: { title: emailAuthTexts.ref('confirmEmail'), load: async () => ({ default: (await import('./views/EmailVerifyOtp')).default as ViewComponent }) },
  EmailVerifyDevice: { title: emailAuthTexts.ref('registerDevice'), load: async () => ({ default: (await import('./views/EmailVerifyDevice')).default as ViewComponent }) },
  UpdateEmailWallet: { title: emailAuthTexts.ref('editEmail'), load: async () => ({ default: (await import('./views/UpdateEmailWallet')).default as ViewComponent }) },
  AccountSettings: { title: emailAuthTexts.ref('accountSettings'), load: async () => ({ default: (await import('./views/AccountSettings')).default as ViewComponent }) },
  ApproveTransaction: { title: emailAuthTexts.ref('approveTransaction'), load: async () => ({ default: (await import('./views/ApproveTransaction')).default as ViewComponent }) },
} satisfies Record<string, ViewRegistration>

/**
 * The email one-time-code login (spec sections 2, 4, 5 and 7): an email field in the Connect
 * view, the views EmailVerifyOtp, EmailVerifyDevice, UpdateEmailWallet, AccountSettings and
 * ApproveTransaction, and an AUTH connector that talks to the wallet frame on its own origin.
 * The host page never holds a key, a key share or a session token. Left out when
 * `features.email` is `false`. Throws {@link InvalidEmailAuthOptionsError} on bad options and
 * 'Project ID Not Configured' without a project id.
 *
 * @example
 * import { createPortico, mainnet } from 'portico'
 * import emailAuth from 'portico/plugins/email-auth'
 * const portico = createPortico({
 *   networks: [mainnet],
 *   projectId: 'my-project',
 *   plugins: [emailAuth({ frameUrl: 'https://wallet.example/frame' })],
 * })
 */
export default function emailAuth(options: EmailAuthOptions): PluginDefinition<typeof PLUGIN_ID> {
  const parsed = parseEmailAuthOptions(options)
  return definePlugin({
    id: PLUGIN_ID,
    feature: 'email',
    // The embedded wallet's accounts are eip155: their balances, names and receiver checks.
    requires: [eip155Chain()],
    slice: emailAuthSlice,
    // The email field loads when the Connect view first shows it, in its own boundary (the wallet
    // list never waits for it); its controller loads in the background after that.
    texts: emailAuthTexts,
    viewTexts: async () => (await import('./views/texts')).emailAuthViewTexts,
    views: { EmailLogin: { title: kernelTexts.ref('connectWallet'), load: async () => ({ default: (await import('./views/EmailLogin')).default as ViewComponent }) } },
    apply(context) {
      const projectId = parsed.projectId ?? context.config.projectId
      if (!projectId) throw new InvalidEmailAuthOptionsError('Project ID Not Configured', { details: 'Pass projectId to emailAuth() or createPortico().' })
      const { hooks, services } = context
      // The controller (frame channel, protocol, alerts) loads on first use: an email view, a
      // restore of a stored email login, or the host asking for it.
      const controller = lazyOnce(async () =>
        (await import('./createEmailAuthController')).createEmailAuthController(context, { frameUrl: parsed.frameUrl, projectId }),
      )
      const connector = createLazyConnector(AUTH_CONNECTOR_INFO, async () => (await controller()).connector)
      const unregister = registerController(context.store, controller)
      const removals = [context.connection.addConnector(connector)]
      // A stored email connection is restored once the service has started; the connector was
      // registered before that, so register it again then to hand it the pending restore.
      let restoring = false
      const unsubscribe = context.store.subscribe(() => {
        const stored = context.store.getState().connections.eip155
        if (restoring || stored?.status !== 'connecting' || stored.connectorId !== AUTH_CONNECTOR_ID) return
        restoring = true
        // After the dispatch that announced it: the service files the pending restore right after.
        queueMicrotask(() => removals.push(context.connection.addConnector(connector)))
      })
      // The views that drive the controller load together with it: it is at hand when they draw.
      const controllerViews = Object.fromEntries(
        Object.entries(CONTROLLER_VIEWS).map(([name, { title, load }]) => [name, { title, load: async () => (await Promise.all([load(), controller()]))[0] }]),
      )
      hooks.viewRegistry.tap((views) => ({ ...views, ...controllerViews }))
      // Spec section 2: a redirect-based social login (Telegram mini-app) comes back to this page
      // with result_uri in the address: taken out of it at once, then redeemed by the frame.
      const resultUri = takeSocialResultUri()
      if (resultUri) {
        void controller()
          .then((loaded) => loaded.connectSocial(resultUri))
          .catch((error: unknown) => {
            services.logger.error('Social login failed', error)
            services.toast.show({ message: error instanceof BaseError ? error.shortMessage : error instanceof Error ? error.message : messages.somethingWentWrong, variant: 'error' })
          })
      }
      hooks.connectMethods.tap((methods) => [...methods, { method: 'email', view: 'EmailLogin', fallback: EmailFieldSpace as ViewComponent }])
      hooks.accountTabs.tap((tabs) => [...tabs, { id: 'email-settings', label: emailAuthTexts.ref('settings'), view: 'AccountSettings' }])
      hooks.styles.tap((sheets) => [...sheets, STYLES])
      hooks.onRpcRequest.tapPromise(
        async (request) => {
          if (request.connectorId !== AUTH_CONNECTOR_ID) return undefined
          // Loaded with the controller already (the connector is the controller's): no extra fetch.
          const { refuseUnlistedMethod } = await import('./rpcMethods')
          return refuseUnlistedMethod(context, request.method, (error) => controller.current?.rejectOpenRequests(error))
        },
        { stage: STAGE_VALIDATE },
      )
      return () => {
        unsubscribe()
        for (const remove of removals) remove()
        unregister()
        controller.current?.destroy()
      }
    },
  })
}
