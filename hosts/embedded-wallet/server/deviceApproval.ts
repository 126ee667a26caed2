import { timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AuthService } from './authService'
import { AuthError, CoolingOffError } from './errors'
import { renderDeviceApprovalPage, renderNoticePage } from './framePage'
import { generateToken, hashSecret } from './secrets'
import { acceptLanguageLocale, serverTextsIn, type ServerTexts } from './serverTexts'

/** The approval page's CSRF cookie (double submit: cookie and form field must match). */
export const CSRF_COOKIE = '__portico_csrf'
const PATH = '/v1/device/approve'
const PAGE_CSP = "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

const sameSecret = (a: string, b: string) => a.length > 0 && timingSafeEqual(Buffer.from(hashSecret(a), 'hex'), Buffer.from(hashSecret(b), 'hex'))

/**
 * The mailed device-approval link (issue 14). GET only shows the asking device (browser, IP,
 * time) and a Confirm button: it changes nothing, so a mail scanner that follows links approves
 * nothing. The confirming POST must come from this origin's own page (its Origin header) and
 * carry the CSRF token of the page's cookie (SameSite=Strict, HttpOnly). Every page speaks the
 * locale the visitor asked the link in (issue 21), else the browser's `Accept-Language`.
 *
 * @example
 * const approval = createDeviceApproval(auth, () => server.url)
 * if (url.pathname === '/v1/device/approve') return request.method === 'GET' ? approval.show(request, url, response) : approval.confirm(request, response)
 */
export function createDeviceApproval(auth: AuthService, origin: () => string) {
  const page = (response: ServerResponse, status: number, html: string, headers: Record<string, string | string[]> = {}) => {
    response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': PAGE_CSP, ...headers })
    response.end(html)
  }
  /** The texts of the link's locale; for a token that names no link, of the browser's languages. */
  const textsFor = async (token: string, request: IncomingMessage): Promise<ServerTexts> =>
    serverTextsIn((await auth.deviceLinkLocale(token)) ?? acceptLanguageLocale(request.headers['accept-language']))
  const notice = (response: ServerResponse, status: number, texts: ServerTexts, title: string, body: string) => page(response, status, renderNoticePage(texts, title, body))
  return {
    async show(request: IncomingMessage, url: URL, response: ServerResponse): Promise<void> {
      const token = url.searchParams.get('token') ?? ''
      const texts = await textsFor(token, request)
      const device = await auth.describeDeviceLink(token)
      if (!device) return notice(response, 400, texts, texts.t('linkInvalidTitle'), texts.t('linkInvalid'))
      const csrf = generateToken()
      page(response, 200, renderDeviceApprovalPage(texts, { ...device, token, csrf, action: PATH }), {
        'Set-Cookie': `${CSRF_COOKIE}=${csrf}; Path=${PATH}; Max-Age=1200; HttpOnly; Secure; SameSite=Strict`,
        // The confirming POST must carry an Origin header (no-referrer would send 'null').
        'Referrer-Policy': 'same-origin',
      })
    },
    async confirm(request: IncomingMessage, response: ServerResponse): Promise<void> {
      const form = new URLSearchParams(await readForm(request))
      const cookie = /(?:^|;\s*)__portico_csrf=([^;]+)/.exec(request.headers.cookie ?? '')?.[1] ?? ''
      const token = form.get('token') ?? ''
      const texts = await textsFor(token, request)
      if (request.headers.origin !== origin() || !sameSecret(cookie, form.get('csrf') ?? '')) {
        return notice(response, 403, texts, texts.t('notConfirmedTitle'), texts.t('notConfirmed'))
      }
      try {
        const approved = await auth.approveDeviceLink(token)
        if (!approved) return notice(response, 400, texts, texts.t('linkInvalidTitle'), texts.t('linkInvalid'))
        notice(response, 200, texts, texts.t('approvedTitle'), texts.t('approved'))
      } catch (error) {
        if (!(error instanceof AuthError)) throw error
        const why = error instanceof CoolingOffError ? texts.t('coolingOff', { until: texts.date(error.until) }) : texts.t('notApproved')
        notice(response, error.status, texts, texts.t('notApprovedTitle'), why)
      }
    },
  }
}

async function readForm(request: IncomingMessage): Promise<string> {
  let body = ''
  for await (const chunk of request as AsyncIterable<Buffer>) {
    body += chunk.toString('utf8')
    if (body.length > 4_000) throw new AuthError(413, 'too_large', 'Request body too large')
  }
  return body
}
