import { timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AuthService } from './authService'
import { AuthError, authMessages } from './errors'
import { renderDeviceApprovalPage, renderNoticePage } from './framePage'
import { generateToken, hashSecret } from './secrets'

/** The approval page's CSRF cookie (double submit: cookie and form field must match). */
export const CSRF_COOKIE = '__portico_csrf'
const PATH = '/v1/device/approve'
const PAGE_CSP = "default-src 'none'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

const sameSecret = (a: string, b: string) => a.length > 0 && timingSafeEqual(Buffer.from(hashSecret(a), 'hex'), Buffer.from(hashSecret(b), 'hex'))

/**
 * The mailed device-approval link (issue 14). GET only shows the asking device (browser, IP,
 * time) and a Confirm button: it changes nothing, so a mail scanner that follows links approves
 * nothing. The confirming POST must come from this origin's own page (its Origin header) and
 * carry the CSRF token of the page's cookie (SameSite=Strict, HttpOnly).
 *
 * @example
 * const approval = createDeviceApproval(auth, () => server.url)
 * if (url.pathname === '/v1/device/approve') return request.method === 'GET' ? approval.show(url, response) : approval.confirm(request, response)
 */
export function createDeviceApproval(auth: AuthService, origin: () => string) {
  const page = (response: ServerResponse, status: number, html: string, headers: Record<string, string | string[]> = {}) => {
    response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': PAGE_CSP, ...headers })
    response.end(html)
  }
  return {
    async show(url: URL, response: ServerResponse): Promise<void> {
      const token = url.searchParams.get('token') ?? ''
      const device = await auth.describeDeviceLink(token)
      if (!device) return page(response, 400, renderNoticePage('Link not valid', authMessages.linkInvalid))
      const csrf = generateToken()
      page(response, 200, renderDeviceApprovalPage({ ...device, token, csrf, action: PATH }), {
        'Set-Cookie': `${CSRF_COOKIE}=${csrf}; Path=${PATH}; Max-Age=1200; HttpOnly; Secure; SameSite=Strict`,
        // The confirming POST must carry an Origin header (no-referrer would send 'null').
        'Referrer-Policy': 'same-origin',
      })
    },
    async confirm(request: IncomingMessage, response: ServerResponse): Promise<void> {
      const form = new URLSearchParams(await readForm(request))
      const cookie = /(?:^|;\s*)__portico_csrf=([^;]+)/.exec(request.headers.cookie ?? '')?.[1] ?? ''
      if (request.headers.origin !== origin() || !sameSecret(cookie, form.get('csrf') ?? '')) {
        return page(response, 403, renderNoticePage('Not confirmed', 'Open the link from your email again and confirm there.'))
      }
      try {
        const approved = await auth.approveDeviceLink(form.get('token') ?? '')
        if (!approved) return page(response, 400, renderNoticePage('Link not valid', authMessages.linkInvalid))
        page(response, 200, renderNoticePage('Device approved', 'You can go back to the app; it continues by itself.'))
      } catch (error) {
        if (!(error instanceof AuthError)) throw error
        page(response, error.status, renderNoticePage('Device not approved', error.message))
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
