import type { Portico } from 'portico'
import { loadEmailAuthController, SOCIAL_POPUP_CHANNEL, socialPopupMessageSchema } from 'portico/plugins/email-auth'
import { socialMessages } from './alerts'
import type { SocialOutcome } from './flows'
import type { OAuthProvider } from './providers'
import { getSocialFlow } from './flows'
import { DETACHED_POLL_MS, POPUP_CLOSED_POLL_MS, SOCIAL_POLL_MS, SOCIAL_TIMEOUT_MS } from './timeouts'

/** A result posted from an origin other than the wallet's: 'Untrusted Origin'. */
export class UntrustedOriginError extends Error {
  override name = 'UntrustedOriginError'
  constructor(readonly origin: string) {
    super(socialMessages.untrustedOrigin)
  }
}

type PopupAnswer = { kind: 'result'; uri: string } | { kind: 'polled' } | { kind: 'closed' } | { kind: 'timeout' }

/**
 * Waits for the popup's result URI. Only a message from the popup window and the wallet origin
 * counts; one with the social channel's tag from any other origin fails the flow with 'Untrusted
 * Origin'. `polled` resolving true (the frame's poll of the auth server finished the flow) ends
 * the wait as well, as do a closed popup or {@link SOCIAL_TIMEOUT_MS} without an answer.
 */
export function waitForPopup(input: { window: Window; popup: Window; walletOrigin: string; polled?: Promise<boolean>; timeoutMs?: number; pollMs?: number }): Promise<PopupAnswer> {
  const { window: win, popup, walletOrigin } = input
  return new Promise((resolve, reject) => {
    const finish = (settle: () => void) => {
      win.removeEventListener('message', onMessage)
      clearInterval(poll)
      clearTimeout(timer)
      settle()
    }
    const onMessage = (event: MessageEvent<unknown>) => {
      const tagged = typeof event.data === 'object' && event.data !== null && (event.data as { channel?: unknown }).channel === SOCIAL_POPUP_CHANNEL
      if (!tagged) return
      if (event.origin !== walletOrigin) return finish(() => reject(new UntrustedOriginError(event.origin)))
      const message = socialPopupMessageSchema.safeParse(event.data)
      if (event.source !== popup || !message.success) return
      finish(() => resolve({ kind: 'result', uri: message.data.uri }))
    }
    win.addEventListener('message', onMessage)
    void input.polled?.then((done) => done && finish(() => resolve({ kind: 'polled' })))
    const poll = setInterval(() => popup.closed && finish(() => resolve({ kind: 'closed' })), input.pollMs ?? POPUP_CLOSED_POLL_MS)
    const timer = setTimeout(() => finish(() => resolve({ kind: 'timeout' })), input.timeoutMs ?? SOCIAL_TIMEOUT_MS)
  })
}

/**
 * Asks `check` every `intervalMs` until it answers true (resolves true), `signal` aborts or
 * `wanted` says no more (false). A failing check ends it too (false, logged by `onError`): the
 * popup's own answer still counts. An answer in flight when `signal` aborts is still awaited.
 */
export async function pollUntilDone(check: () => Promise<boolean>, input: { signal: AbortSignal; intervalMs: number; wanted: () => boolean; onError: (error: unknown) => void }): Promise<boolean> {
  const { signal } = input
  while (!signal.aborted) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(done, input.intervalMs)
      function done() {
        clearTimeout(timer)
        signal.removeEventListener('abort', done)
        resolve()
      }
      signal.addEventListener('abort', done)
    })
    if (signal.aborted || !input.wanted()) return false
    try {
      if (await check()) return true
    } catch (error) {
      input.onError(error)
      return false
    }
  }
  return false
}

/** Where the flow still counts: the Connect view or its own; elsewhere the visitor moved on. */
const FLOW_VIEWS: readonly string[] = ['Connect', 'ConnectingSocial']

/**
 * The social login after the click (issue 19): the frame asks the auth server for the provider's
 * URL (state, nonce and PKCE stay server-side, bound to the frame's device), the popup opened in
 * the click goes there, and its one-time result URI, accepted only from the wallet origin, is
 * redeemed by the frame; then the kernel connects the embedded wallet and the modal closes.
 * Meanwhile the frame polls the auth server for the same flow, so a popup whose opener the
 * provider's page severed (Cross-Origin-Opener-Policy) still signs in: whichever comes first
 * wins. A closed popup returns to Connect (the poll goes on for {@link DETACHED_POLL_MS}: such a
 * popup looks closed while the visitor still signs in); a timeout shows the socials alert (spec
 * section 8) and returns too. `popup` undefined (no popup was opened): the redirect flow,
 * {@link redirectSocialLogin}; null (the browser blocked it): the popup-blocked error.
 */
export async function runSocialLogin(portico: Portico, provider: OAuthProvider, popup: Window | null | undefined, timing: { timeoutMs?: number; pollMs?: number; detachedMs?: number } = {}): Promise<SocialOutcome> {
  if (popup === undefined) return redirectSocialLogin(portico, provider)
  if (!popup) throw new Error(socialMessages.popupBlocked)
  const polling = new AbortController()
  try {
    const controller = await loadEmailAuthController(portico)
    const uri = new URL(await controller.socialRedirectUri(provider))
    if (uri.protocol !== 'https:' && uri.protocol !== 'http:') throw new Error(socialMessages.invalidSignInAddress)
    if (popup.closed) return backToConnect(portico, 'closed')
    popup.location.replace(uri.href)
    const started = Date.now()
    const polled = pollUntilDone(() => controller.pollSocial(), {
      signal: polling.signal,
      intervalMs: timing.pollMs ?? SOCIAL_POLL_MS,
      // Another flow, another view or a long-gone popup: this flow no longer counts.
      wanted: () => getSocialFlow(portico)?.popup === popup && FLOW_VIEWS.includes(portico.store.getState().router.history.at(-1)?.view ?? '') && Date.now() - started < (timing.detachedMs ?? DETACHED_POLL_MS),
      onError: (error) => portico.services.logger.warn('Social login: the poll of the flow stopped', error),
    })
    const answer = await waitForPopup({ window, popup, walletOrigin: controller.frameOrigin, polled, timeoutMs: timing.timeoutMs ?? SOCIAL_TIMEOUT_MS })
    if (answer.kind === 'polled') return 'connected'
    if (answer.kind === 'closed') return backToConnect(portico, 'closed')
    polling.abort()
    if (answer.kind === 'timeout') portico.services.toast.show({ message: socialMessages.timeout, variant: 'error' })
    if (answer.kind !== 'result') return backToConnect(portico, answer.kind)
    // A poll in flight may have finished the flow (and connected) just now: not twice.
    if (await polled) return 'connected'
    await controller.connectSocial(answer.uri)
    return 'connected'
  } catch (error) {
    polling.abort()
    throw error
  } finally {
    if (!popup.closed) popup.close()
  }
}

/**
 * The redirect flow (`socialAuth({ redirect: true })`, a Telegram mini-app): the frame asks the
 * auth server for the provider's URL with this page as the return address (allowed only on the
 * host origin the project allowlists), and the page goes there. The provider's answer comes back
 * to this page with `result_uri`, which the email-auth plugin redeems once and removes from the
 * address.
 */
export async function redirectSocialLogin(portico: Portico, provider: OAuthProvider, page: Pick<Window, 'location'> = window): Promise<SocialOutcome> {
  const controller = await loadEmailAuthController(portico)
  const uri = new URL(await controller.socialRedirectUri(provider, page.location.href))
  if (uri.protocol !== 'https:' && uri.protocol !== 'http:') throw new Error(socialMessages.invalidSignInAddress)
  page.location.assign(uri.href)
  return 'redirected'
}

function backToConnect(portico: Portico, outcome: SocialOutcome): SocialOutcome {
  portico.router.reset()
  return outcome
}
