import * as z from 'zod/mini'
import { createStorageAccess, type PluginContext } from 'portico'
import { createConfigAlerts, watchChannel } from './alerts'
import { AUTH_CONNECTOR_ID } from './authConnectorInfo'
import { createAuthConnector } from './createAuthConnector'
import { createFrameChannel, type FrameChannel } from './createFrameChannel'
import { EmailThrottleError, FrameLoadError } from './errors'
import { needsApproval } from './rpcMethods'
import { emailAuthSlice } from './slice'

/** Spec section 9: no email sign-in within 30 s of the last. */
export const EMAIL_THROTTLE_MS = 30_000
/** Spec section 9: the auth SDK version the frame URL carries. */
export const AUTH_SDK_VERSION = '4'

/** Views of the email and social flows: a successful login from one of them closes the modal. */
export const EMAIL_FLOW_VIEWS: readonly string[] = ['Connect', 'EmailLogin', 'EmailVerifyOtp', 'EmailVerifyDevice', 'ConnectingSocial', 'ConnectingFarcaster']

/** The tallest the frame's box grows for a long approval (issue 14); beyond it the panel's details scroll. */
export const MAX_APPROVAL_HEIGHT = 480
/** The height the frame asks for its approval panel (APPROVAL_SHOW's payload): the whole request unscrolled. */
const approvalHeightSchema = z.object({ height: z.number().check(z.int(), z.positive()) })

/** Resolved options the controller needs. */
export type EmailAuthControllerOptions = { frameUrl: string; projectId: string; now?: () => number }

/**
 * The email login's behaviour, shared by the plugin's views: the frame channel, the AUTH
 * connector, the throttle and the login cache (spec sections 4 and 5), the approval flow.
 *
 * @example
 * const controller = createEmailAuthController(context, { frameUrl, projectId: 'demo' })
 * const action = await controller.submitEmail('ada@example.com')
 */
export function createEmailAuthController(context: PluginContext, options: EmailAuthControllerOptions) {
  const { store, services, connection, router, close, approvals: approvalFlow, config } = context
  const storage = createStorageAccess(services.storage)
  const now = options.now ?? Date.now
  let channel: FrameChannel | undefined
  /** The locale the frame was last given (its URL's, then SET_LOCALE's). */
  let frameLocale: string | undefined
  let approvals = 0
  let framePanels = 0
  let otpEntry: Promise<void> | undefined
  /** Spec section 8 configuration alerts (alerts.ts), each shown once, through the kernel's toast. */
  const alerts = createConfigAlerts({ show: (message) => services.toast.show({ message, variant: 'error' }), logger: services.logger, frameUrl: options.frameUrl, projectId: options.projectId })

  const getChannel = (): FrameChannel => {
    if (channel) return channel
    const win = globalThis.window
    if (!win?.document?.body) throw new FrameLoadError('There is no page to load the frame in')
    const active = store.getState().networks.active.eip155
    // The frame starts in the modal's locale; a later switch (or one before a reload) is sent as SET_LOCALE.
    const urlLocale = services.i18n.locale
    frameLocale = urlLocale
    channel = createFrameChannel({
      frameUrl: options.frameUrl,
      window: win,
      query: { projectId: options.projectId, chainId: String(active?.split(':')[1] ?? config.defaultNetwork.id), version: AUTH_SDK_VERSION, enableLogger: config.enableAuthLogger, locale: urlLocale },
      logger: services.logger,
      onEvent: (type, payload) => {
        const asked = approvalHeightSchema.safeParse(payload)
        frameTarget.height = type === 'APPROVAL_SHOW' && asked.success ? asked.data.height : undefined
        showFrame(type === 'APPROVAL_SHOW')
      },
      async afterReady(send) {
        await send('SYNC_DAPP_DATA', { metadata: config.metadata, sdkVersion: AUTH_SDK_VERSION, sdkType: 'portico', projectId: options.projectId })
        const { smartAccountEnabledNetworks } = await send('GET_SMART_ACCOUNT_ENABLED_NETWORKS', {})
        storage.smartAccountEnabledNetworks.set(smartAccountEnabledNetworks.map(String))
        if (services.i18n.locale !== urlLocale) {
          frameLocale = services.i18n.locale
          await send('SET_LOCALE', { locale: frameLocale })
        }
      },
    })
    watchChannel(channel, alerts, {
      hadSession: () => storage.emailLoginUsed.get() === true,
      // The frame's session is gone: the page must not keep showing a connected wallet.
      onSessionExpired: () => {
        if (store.getState().connections.eip155?.connectorId === AUTH_CONNECTOR_ID) void connection.disconnect('eip155').catch(() => onSignedOut())
      },
    })
    return channel
  }

  /** The frame is shown only while it asks for an approval, over the ApproveTransaction view. */
  const frameTarget = { element: undefined as HTMLElement | undefined, shown: false, height: undefined as number | undefined }
  const showFrame = (requested: boolean) => {
    frameTarget.shown = requested
    const frame = channel?.iframe
    if (!frame) return
    // The box grows to the height the panel asked for, within the limit and 60% of the viewport.
    const grown = requested && frameTarget.height ? Math.min(frameTarget.height, MAX_APPROVAL_HEIGHT, Math.floor((globalThis.innerHeight || MAX_APPROVAL_HEIGHT) * 0.6)) : undefined
    if (frameTarget.element) frameTarget.element.style.height = grown ? `${grown}px` : ''
    const rect = frameTarget.element?.getBoundingClientRect()
    const visible = requested && rect !== undefined
    const box = visible && rect ? { top: `${rect.top}px`, left: `${rect.left}px`, width: `${rect.width}px`, height: `${rect.height}px` } : { width: '0', height: '0' }
    Object.assign(frame.style, box, { opacity: visible ? '1' : '0', pointerEvents: visible ? 'auto' : 'none', zIndex: '2147483647', borderRadius: '12px' })
    frame.setAttribute('aria-hidden', visible ? 'false' : 'true')
    frame.tabIndex = visible ? 0 : -1
    if (visible) frame.focus()
  }

  const onSignedOut = () => {
    storage.clearEmailLogin()
    store.dispatch(emailAuthSlice.actions.signedOut())
  }

  const connector = createAuthConnector({
    channel: getChannel,
    onUser(user) {
      store.dispatch(emailAuthSlice.actions.userSet(user))
      storage.emailLoginUsed.set(true)
      storage.lastEmailLoginTime.remove()
      if (user.email) storage.email.set(user.email)
      if (user.userName) storage.socialUsername.set(user.userName)
    },
    onSignedOut,
    isUnsafe: needsApproval,
    /** The kernel's approval flow: ApproveTransaction, the transaction stack, the close rule (spec sections 2 and 4). */
    async requestWithApproval(run) {
      approvals += 1
      store.dispatch(emailAuthSlice.actions.approvalChanged(true))
      try {
        return await approvalFlow.run({ namespace: 'eip155' }, run)
      } finally {
        approvals -= 1
        if (approvals === 0) store.dispatch(emailAuthSlice.actions.approvalChanged(false))
        showFrame(false)
      }
    },
  })

  /** Rejects the open frame requests and reloads the frame, which drops its panel. */
  const dropFramePanel = () => {
    if (!channel) return
    showFrame(false)
    channel.rejectAll(new Error('The request was closed before it was approved'))
    void channel.reload().catch((error: unknown) => services.logger.warn('Unable to reload the wallet frame', error))
  }
  /**
   * Closing the modal rejects open unsafe requests and open code entries. Only the close itself
   * counts: a request starts while the modal is still closed (the approval flow opens it next).
   */
  let modalWasOpen = store.getState().modal.open
  const unsubscribe = store.subscribe(() => {
    const { open } = store.getState().modal
    const closed = modalWasOpen && !open
    modalWasOpen = open
    if (closed && approvals + framePanels > 0) dropFramePanel()
  })
  /**
   * portico.setLocale() reaches a loaded frame (issue 21) as an event, never a reload: an open
   * approval stays as it is, the next panel shows the new locale.
   */
  const unsubscribeLocale = services.i18n.subscribe(() => {
    const { locale } = services.i18n
    if (!channel || locale === frameLocale) return
    frameLocale = locale
    void channel.request('SET_LOCALE', { locale }).catch((error: unknown) => services.logger.warn('Unable to send the locale to the wallet frame', error))
  })
  /** Counts a request whose panel (code field, email-change approval) the frame shows. */
  const inFramePanel = async <T>(run: () => Promise<T>): Promise<T> => {
    framePanels += 1
    try {
      return await run()
    } finally {
      framePanels -= 1
      showFrame(false)
    }
  }

  /** Connects through the kernel; closes the modal unless a plugin moved on (SIWX sign view). */
  const connectAndClose = async () => {
    await connection.connect(AUTH_CONNECTOR_ID)
    const { history } = store.getState().router
    const top = history[history.length - 1]?.view ?? ''
    if (!EMAIL_FLOW_VIEWS.includes(top)) return
    router.reset('Account')
    close()
  }

  const throttle = () => {
    const last = storage.lastEmailLoginTime.get()
    const elapsed = last === undefined ? Infinity : now() - last
    if (elapsed < EMAIL_THROTTLE_MS) throw new EmailThrottleError(Math.ceil((EMAIL_THROTTLE_MS - elapsed) / 1000))
  }

  return {
    connector,
    connectorId: AUTH_CONNECTOR_ID,
    /** Loads the frame ahead of the first submit. */
    preload: () => void getChannel().ready().catch((error: unknown) => services.logger.warn('Unable to load the wallet frame', error)),
    /** Email submit: VERIFY_DEVICE, VERIFY_OTP or CONNECT (spec section 4). Throws the throttle text within 30 s. */
    async submitEmail(email: string): Promise<'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'> {
      throttle()
      const { action } = await getChannel().request('CONNECT_EMAIL', { email })
      if (action !== 'CONNECT') storage.lastEmailLoginTime.set(now())
      store.dispatch(emailAuthSlice.actions.codeRequested(email.trim().toLowerCase()))
      if (action === 'CONNECT') await connectAndClose()
      return action
    },
    /** The wallet frame's origin: the social login's popup opens there (issue 19). */
    frameOrigin: new URL(options.frameUrl).origin,
    /**
     * Social login, step 1 (issue 19): the provider's authorization URL for the popup; the flow
     * (state, nonce, PKCE) is bound to this frame's device on the auth server. With `returnUrl`
     * (a page of the host origin) it is the redirect flow: the answer comes back to that page
     * with `result_uri` (Telegram mini-app; spec section 2).
     */
    async socialRedirectUri(provider: 'google' | 'github' | 'apple' | 'facebook' | 'x' | 'discord', returnUrl?: string): Promise<string> {
      return (await getChannel().request('GET_SOCIAL_REDIRECT_URI', returnUrl === undefined ? { provider } : { provider, returnUrl })).uri
    },
    /** Step 2: the frame redeems the popup's one-time result URI; then the kernel connects. */
    async connectSocial(uri: string): Promise<void> {
      await getChannel().request('CONNECT_SOCIAL', { uri })
      await connectAndClose()
    },
    /**
     * Step 2 without the popup's message (its opener severed by the provider's page): asks the
     * frame whether the auth server finished the flow; connects then and answers true.
     */
    async pollSocial(): Promise<boolean> {
      const { user } = await getChannel().request('POLL_SOCIAL', {})
      if (user) await connectAndClose()
      return user !== null
    },
    /**
     * Sign In With Farcaster, step 1 (issue 19): the relay channel's URL for the visitor's
     * Farcaster wallet (shown as a QR code and link); the flow is bound to this frame's device.
     */
    async farcasterUri(): Promise<string> {
      return (await getChannel().request('GET_FARCASTER_URI', {})).url
    },
    /** Step 2: waits for the visitor's approval in their wallet (the frame polls); then the kernel connects. */
    async connectFarcaster(): Promise<void> {
      await getChannel().request('CONNECT_FARCASTER', {})
      await connectAndClose()
    },
    /** The visitor left the Farcaster view: the frame stops waiting (a later approval signs nobody in). */
    async cancelFarcaster(): Promise<void> {
      await getChannel().request('CANCEL_FARCASTER', {})
    },
    /** Waits for the mailed device link; the frame then has the code mailed. */
    async waitForDevice(): Promise<void> {
      await getChannel().request('CONNECT_DEVICE', {})
    },
    /**
     * The 6-digit code: the frame shows its own code field (over the view's frame target) and
     * answers once the server took the code; then the kernel connects. The host never sees it.
     */
    /** One code entry at a time: a second call while the panel is open (a view mounted again) joins it. */
    enterOtp(): Promise<void> {
      otpEntry ??= (async () => {
        await inFramePanel(() => getChannel().request('CONNECT_OTP', {}))
        await connectAndClose()
      })().finally(() => (otpEntry = undefined))
      return otpEntry
    },
    /**
     * Email update: the frame asks the visitor to approve the change, then for the code from the
     * current address and the one from the new address, all in its own panel.
     */
    async updateEmail(newEmail: string): Promise<void> {
      throttle()
      storage.lastEmailLoginTime.set(now())
      const { newEmail: stored } = await inFramePanel(() => getChannel().request('UPDATE_EMAIL', { email: newEmail }))
      storage.email.set(stored)
      storage.lastEmailLoginTime.remove()
      store.dispatch(emailAuthSlice.actions.emailUpdated(stored))
    },
    /** Leaving a view whose frame panel is open (code entry, email update) drops the panel. */
    abandonFramePanel() {
      if (framePanels > 0) dropFramePanel()
    },
    /**
     * Set preferred account (spec section 7): the auth server stores it (every device sees it),
     * then the user is read again so the kernel's address and account type follow the choice.
     */
    async setPreferredAccount(type: 'eoa' | 'smartAccount'): Promise<void> {
      await getChannel().request('SET_PREFERRED_ACCOUNT', { type })
      await connector.syncUser()
    },
    /** Rejects every open frame request (a disallowed method, spec section 8). */
    rejectOpenRequests(error: Error) {
      channel?.rejectAll(error)
    },
    /** The element the frame covers while it asks for an approval. */
    setApprovalTarget(element: HTMLElement | undefined) {
      frameTarget.element = element
      showFrame(frameTarget.shown)
    },
    destroy() {
      unsubscribe()
      unsubscribeLocale()
      channel?.destroy()
      channel = undefined
    },
  }
}

/** What {@link createEmailAuthController} returns. */
export type EmailAuthController = ReturnType<typeof createEmailAuthController>
