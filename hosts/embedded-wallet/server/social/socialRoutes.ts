import type { IncomingMessage, ServerResponse } from 'node:http'
import * as z from 'zod/mini'
import type { Locale } from 'portico'
import { AuthError, authMessages } from '../errors'
import { escapeHtml, renderNoticePage, renderPage } from '../framePage'
import type { createProjectStore } from '../projects'
import { requestLocale } from '../routes'
import { acceptLanguageLocale, serverTextsIn, visitorLocale, type ServerTextKey } from '../serverTexts'
import { SOCIAL_POPUP_CHANNEL, SOCIAL_RESULT_PARAM, SOCIAL_RESULT_PATH } from '../../../../plugins/email-auth/protocol'
import { SocialCallbackError, type SocialService } from './socialService'
import { SOCIAL_PROVIDERS } from './providers'

/** Request bodies of the social API. */
export const socialBodies = {
  start: z.object({
    provider: z.enum(SOCIAL_PROVIDERS), projectId: z.string().check(z.maxLength(200)), hostOrigin: z.string().check(z.maxLength(300)),
    // The redirect flow (Telegram mini-app): the host page the provider's answer returns to.
    returnUrl: z.optional(z.string().check(z.maxLength(2048))),
    // The frame's locale: the callback's pages speak it (issue 21).
    locale: z.optional(requestLocale),
  }),
  redeem: z.object({ resultCode: z.string().check(z.regex(/^[\w-]{43}$/)) }),
  poll: z.object({ flowId: z.string().check(z.regex(/^[\w-]{43}$/)) }),
} as const

/** The popup's pages allow only the server's own script; nothing may frame them. */
const POPUP_CSP = "default-src 'none'; script-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

/**
 * The script of `/social/done`: it hands the result URI to the opener (only at the host origin
 * the flow was started for, never '*'), removes the code from its own address, and closes. A
 * provider's Cross-Origin-Opener-Policy may have severed the opener: then the site's frame
 * finishes the sign-in through its own poll of the flow, and this window only closes. Its texts
 * come from the page (data attributes), in the flow's locale.
 */
const DONE_SCRIPT = `const params = new URLSearchParams(location.hash.slice(1))
history.replaceState(null, '', location.pathname)
const code = params.get('result'), origin = params.get('origin'), status = document.getElementById('status')
if (code && origin) {
  if (window.opener) window.opener.postMessage({ channel: ${JSON.stringify(SOCIAL_POPUP_CHANNEL)}, type: 'result', uri: location.origin + ${JSON.stringify(SOCIAL_RESULT_PATH)} + '?code=' + encodeURIComponent(code) }, origin)
  status.textContent = status.dataset.signedIn
  window.close()
} else status.textContent = status.dataset.incomplete
`

/** The callback's refusals by error code, as the visitor reads them (an id token's detail is the provider not confirming who signed in). */
const SOCIAL_REFUSAL_TEXTS: Readonly<Record<string, ServerTextKey>> = {
  social_state: 'socialBadState',
  social_refused: 'socialRefused',
  social_token: 'socialTokenExchange',
  social_identity: 'socialIdentity',
  social_id_token: 'socialIdentity',
  social_provider: 'socialUnknownProvider',
}

/**
 * The social login's HTTP face inside the auth server: the JSON API the frame calls (start a
 * flow, redeem a result), and the popup's pages on the wallet origin (the blank page opened in
 * the click, the provider's callback in query or `form_post` mode, the page that hands the
 * one-time result to the opener).
 *
 * @example
 * const routes = createSocialRoutes({ social, projects, publicUrl: () => origin })
 * // in the server: routes.api['/v1/social/start'](context); await routes.page(request, response, url)
 */
export function createSocialRoutes(input: { social: SocialService; projects: ReturnType<typeof createProjectStore>; publicUrl: () => string }) {
  const { social, projects } = input
  const html = (response: ServerResponse, status: number, body: string) => {
    response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': POPUP_CSP })
    response.end(body)
  }
  const callback = async (params: URLSearchParams, request: IncomingMessage, response: ServerResponse) => {
    try {
      const { resultCode, hostOrigin, returnUrl, locale } = await social.complete({ state: params.get('state') ?? undefined, code: params.get('code') ?? undefined, error: params.get('error') ?? undefined })
      // The redirect flow (spec section 2): back to the host page with result_uri, which Portico
      // redeems once and removes from the address. The popup: the code travels in the fragment,
      // never sent to a server, removed by the page at once.
      const back = returnUrl ? new URL(returnUrl) : undefined
      back?.searchParams.set(SOCIAL_RESULT_PARAM, `${input.publicUrl()}${SOCIAL_RESULT_PATH}?${new URLSearchParams({ code: resultCode })}`)
      response.writeHead(303, { Location: back?.href ?? `/social/done?${new URLSearchParams({ locale })}#${new URLSearchParams({ result: resultCode, origin: hostOrigin })}`, 'Cache-Control': 'no-store' })
      response.end()
    } catch (error) {
      if (!(error instanceof AuthError)) throw error
      // The flow's locale once the flow is known; before (a forged or spent state), the browser's.
      const texts = await serverTextsIn(error instanceof SocialCallbackError ? error.locale : acceptLanguageLocale(request.headers['accept-language']))
      const reason = texts.t(SOCIAL_REFUSAL_TEXTS[error.code] ?? 'socialNotCompleted')
      html(response, error.status, renderNoticePage(texts, texts.t('socialFailedTitle'), texts.t('socialFailed', { reason })))
    }
  }
  /** A popup page's texts: the locale its address names (the flow's), else the browser's. */
  const pageTexts = (url: URL, request: IncomingMessage) => serverTextsIn(visitorLocale(url.searchParams.get('locale'), request.headers['accept-language']))
  return {
    /** JSON API on the frame's origin (the server checks Origin and reads the device cookie). */
    api: {
      async start(body: z.infer<typeof socialBodies.start>, deviceId: string, locale?: Locale) {
        const origins = await projects.origins(body.projectId)
        if (!origins?.includes(body.hostOrigin)) throw new AuthError(403, 'origin', authMessages.originNotAllowed)
        // The result is handed only to a page of the allowlisted host origin.
        if (body.returnUrl !== undefined && !isPageOf(body.returnUrl, body.hostOrigin)) throw new AuthError(403, 'origin', authMessages.originNotAllowed)
        return social.start({ provider: body.provider, deviceId, hostOrigin: body.hostOrigin, returnUrl: body.returnUrl, locale })
      },
      redeem: (body: z.infer<typeof socialBodies.redeem>, deviceId: string) => social.redeem({ resultCode: body.resultCode, deviceId }),
      poll: (body: z.infer<typeof socialBodies.poll>, deviceId: string) => social.poll({ flowId: body.flowId, deviceId }),
    },
    /** Serves a popup page or the callback; false when `url` is none of them. */
    async page(request: IncomingMessage, response: ServerResponse, url: URL): Promise<boolean> {
      const route = `${request.method ?? ''} ${url.pathname}`
      switch (route) {
        // The popup is a top-level page: the browser asks for its icon.
        case 'GET /favicon.ico':
          response.writeHead(204, { 'Cache-Control': 'max-age=86400' }).end()
          return true
        case 'GET /social/popup': {
          const texts = await pageTexts(url, request)
          html(response, 200, renderNoticePage(texts, texts.t('socialConnectingTitle'), texts.t('socialConnecting')))
          return true
        }
        case 'GET /v1/social/callback':
          await callback(url.searchParams, request, response)
          return true
        // Apple answers with a POSTed form from its own origin (form_post): the state is the check.
        case 'POST /v1/social/callback':
          await callback(new URLSearchParams(await readForm(request)), request, response)
          return true
        case 'GET /social/done': {
          const texts = await pageTexts(url, request)
          const status = `<p id="status" role="status" data-signed-in="${escapeHtml(texts.t('socialSignedIn'))}" data-incomplete="${escapeHtml(texts.t('socialIncomplete'))}">${escapeHtml(texts.t('socialSigningIn'))}</p>`
          html(response, 200, renderPage(texts, texts.t('socialSigningInTitle'), status, '<script type="module" src="/social/done.js"></script>'))
          return true
        }
        case 'GET /social/done.js':
          response.writeHead(200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' })
          response.end(DONE_SCRIPT)
          return true
      }
      return false
    },
  }
}

/** What {@link createSocialRoutes} returns. */
export type SocialRoutes = ReturnType<typeof createSocialRoutes>

async function readForm(request: IncomingMessage): Promise<string> {
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > 16_000) throw new AuthError(413, 'too_large', 'Request body too large')
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

/** Whether `url` is an http(s) page on `origin` (a redirect flow's return address). */
function isPageOf(url: string, origin: string): boolean {
  try {
    const parsed = new URL(url)
    return (parsed.protocol === 'https:' || parsed.protocol === 'http:') && parsed.origin === origin
  } catch {
    return false
  }
}
