import type { ServerTexts } from './serverTexts'

/** The frame's stylesheet (served as /frame.css; the page allows no inline style). */
export const FRAME_CSS = `:root{color-scheme:dark light;font-family:Inter,system-ui,sans-serif}
body{margin:0;background:transparent;color:#e4e7e7}
.approval{box-sizing:border-box;height:100vh;display:flex;flex-direction:column;gap:10px;padding:16px;background:#191a1a;border-radius:12px}
.approval[hidden]{display:none}
.approval h2{margin:0;font-size:15px}
.approval dl{margin:0;display:grid;grid-template-columns:auto 1fr;gap:4px 10px;font-size:12px}
.approval dt{color:#9a9a9a}
.approval dd{margin:0;word-break:break-all}
.approval pre{margin:0;white-space:pre-wrap;word-break:break-all;font-size:12px;background:#252727;padding:8px;border-radius:8px}
.actions{display:flex;gap:8px;margin-top:auto}
.actions button{flex:1;min-height:40px;border:0;border-radius:10px;font:inherit;font-weight:600;cursor:pointer}
.approve{background:#4f63e8;color:#fff}
.reject{background:#2a2c2c;color:#e4e7e7}
.origin{margin:0;font-size:12px;color:#9a9a9a}
.approval .hint{margin:0;font-size:12px;color:#ffd27a}
.approval .hint:empty{display:none}
.approval .details{flex:1 1 auto;min-height:0;overflow:auto;display:flex;flex-direction:column;gap:8px}
.approval .details>*{margin:0;flex-shrink:0}
.approval .note{font-size:12px;color:#c8c8c8}
.approval .notice{font-size:12px;color:#ffd27a;font-weight:600}
.approval .guard{margin:0;font-size:12px;color:#ff8a80}
.approval .guard:empty{display:none}
.approve[aria-disabled=true]{opacity:.45;cursor:not-allowed}
.approval label{font-size:12px;color:#9a9a9a}
.approval input.code{box-sizing:border-box;width:100%;padding:10px;border:1px solid #3a3c3c;border-radius:10px;background:#252727;color:inherit;font:inherit;font-size:24px;letter-spacing:.5em;text-align:center}`

/** Escapes text for an HTML attribute or body. */
export const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')

/**
 * The frame's Content-Security-Policy: only its own script, RPC to the listed chains, and
 * `frame-ancestors` set to the project's allowlist, so a page not on it cannot embed the frame.
 */
export function frameCsp(ancestors: readonly string[], connectOrigins: readonly string[]): string {
  return [
    "default-src 'none'",
    "script-src 'self'",
    "style-src 'self'",
    `connect-src 'self' ${connectOrigins.join(' ')}`.trim(),
    `frame-ancestors ${ancestors.length > 0 ? ancestors.join(' ') : "'none'"}`,
    "base-uri 'none'",
    "form-action 'none'",
  ].join('; ')
}

/** The frame document: a hidden approval panel and the script; the script does the rest. */
export function renderFramePage(version: string): string {
  const v = escapeHtml(version)
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Portico embedded wallet</title>
<link rel="stylesheet" href="/frame.css?v=${v}"><script type="module" src="/frame.js?v=${v}"></script></head>
<body><section class="approval" id="approval" hidden aria-labelledby="approval-title"></section></body></html>`
}

/**
 * A server-rendered page in the visitor's language (`lang`, and `dir="rtl"` for Arabic). `title`
 * is escaped here; `head` and `body` are HTML whose every interpolated value the caller escaped.
 *
 * @example
 * renderPage(await serverTextsIn('ar'), 'عنوان', `<p>${escapeHtml(text)}</p>`)
 */
export function renderPage(language: Pick<ServerTexts, 'locale' | 'dir'>, title: string, body: string, head = ''): string {
  return `<!doctype html><html lang="${escapeHtml(language.locale)}" dir="${language.dir}"><head><meta charset="utf-8">${head}<title>${escapeHtml(title)}</title></head>
<body>${body}</body></html>`
}

/** A plain page with a title and one paragraph (the device approval link's outcomes, the social popup's). */
export function renderNoticePage(language: Pick<ServerTexts, 'locale' | 'dir'>, title: string, body: string): string {
  return renderPage(language, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(body)}</p>`)
}

/**
 * The device-approval page: which device asks (browser, IP, time) and a Confirm button that
 * POSTs the link's token with the page's CSRF token. Nothing is approved by opening it.
 */
export function renderDeviceApprovalPage(texts: ServerTexts, input: { userAgent: string; ip: string; requestedAt: number; token: string; csrf: string; action: string }): string {
  const unknown = texts.t('approvalUnknown')
  const when = input.requestedAt ? texts.date(input.requestedAt) : unknown
  const title = texts.t('approvalTitle')
  return renderPage(texts, title, `<h1>${escapeHtml(title)}</h1><p>${escapeHtml(texts.t('approvalIntro'))}</p>
<dl><dt>${escapeHtml(texts.t('approvalBrowser'))}</dt><dd>${escapeHtml(input.userAgent || unknown)}</dd><dt>${escapeHtml(texts.t('approvalIp'))}</dt><dd>${escapeHtml(input.ip || unknown)}</dd><dt>${escapeHtml(texts.t('approvalAskedAt'))}</dt><dd>${escapeHtml(when)}</dd></dl>
<form method="post" action="${escapeHtml(input.action)}"><input type="hidden" name="token" value="${escapeHtml(input.token)}"><input type="hidden" name="csrf" value="${escapeHtml(input.csrf)}"><button type="submit">${escapeHtml(texts.t('approvalButton'))}</button></form>
<p>${escapeHtml(texts.t('approvalIgnore'))}</p>`, '<meta name="referrer" content="same-origin">')
}

/** The dev mailbox page: every received mail, newest first, as text. */
export function renderMailboxPage(mails: readonly { to: string[]; subject: string; text: string; receivedAt: number }[]): string {
  const items = [...mails]
    .reverse()
    .map((mail) => `<li><p><b>${escapeHtml(mail.subject)}</b> to ${escapeHtml(mail.to.join(', '))} at ${new Date(mail.receivedAt).toISOString()}</p><pre>${escapeHtml(mail.text)}</pre></li>`)
    .join('')
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox</title></head>
<body><h1>Dev mailbox</h1><p>${mails.length} mail(s). Reload to refresh.</p><ol>${items}</ol></body></html>`
}
