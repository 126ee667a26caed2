import type { Portico } from 'portico'
import { loadEmailAuthController, SOCIAL_POPUP_CHANNEL, socialPopupMessageSchema } from 'portico/plugins/email-auth'
import { socialMessages } from './alerts'
import type { SocialOutcome } from './flows'
import type { OAuthProvider } from './providers'
import { POPUP_CLOSED_POLL_MS, SOCIAL_TIMEOUT_MS } from './timeouts'

/** A result posted from an origin other than the wallet's: 'Untrusted Origin'. */
export class UntrustedOriginError extends Error {
  override name = 'UntrustedOriginError'
  constructor(readonly origin: string) {
    super(socialMessages.untrustedOrigin)
  }
}

type PopupAnswer = { kind: 'result'; uri: string } | { kind: 'closed' } | { kind: 'timeout' }

/**
 * Waits for the popup's result URI. Only a message from the popup window and the wallet origin
 * counts; one with the social channel's tag from any other origin fails the flow with 'Untrusted
 * Origin'. A closed popup or {@link SOCIAL_TIMEOUT_MS} without an answer ends the wait.
 */
export function waitForPopup(input: { window: Window; popup: Window; walletOrigin: string; timeoutMs?: number; pollMs?: number }): Promise<PopupAnswer> {
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
    const poll = setInterval(() => popup.closed && finish(() => resolve({ kind: 'closed' })), input.pollMs ?? POPUP_CLOSED_POLL_MS)
    const timer = setTimeout(() => finish(() => resolve({ kind: 'timeout' })), input.timeoutMs ?? SOCIAL_TIMEOUT_MS)
  })
}

/**
 * The social login after the click (issue 19): the frame asks the auth server for the provider's
 * URL (state, nonce and PKCE stay server-side, bound to the frame's device), the popup opened in
 * the click goes there, and its one-time result URI, accepted only from the wallet origin, is
 * redeemed by the frame; then the kernel connects the embedded wallet and the modal closes. A
 * closed popup returns to Connect; a timeout shows the socials alert (spec section 8) and too.
 */
export async function runSocialLogin(portico: Portico, provider: OAuthProvider, popup: Window | null, timing: { timeoutMs?: number } = {}): Promise<SocialOutcome> {
  if (!popup) throw new Error(socialMessages.popupBlocked)
  try {
    const controller = await loadEmailAuthController(portico)
    const uri = new URL(await controller.socialRedirectUri(provider))
    if (uri.protocol !== 'https:' && uri.protocol !== 'http:') throw new Error('The wallet sent an invalid sign-in address')
    if (popup.closed) return backToConnect(portico, 'closed')
    popup.location.replace(uri.href)
    const answer = await waitForPopup({ window, popup, walletOrigin: controller.frameOrigin, ...timing })
    if (answer.kind === 'timeout') portico.services.toast.show({ message: socialMessages.timeout, variant: 'error' })
    if (answer.kind !== 'result') return backToConnect(portico, answer.kind)
    await controller.connectSocial(answer.uri)
    return 'connected'
  } finally {
    if (!popup.closed) popup.close()
  }
}

function backToConnect(portico: Portico, outcome: SocialOutcome): SocialOutcome {
  portico.router.reset()
  return outcome
}
