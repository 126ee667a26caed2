import type { ApprovalQueue, PendingRequest } from './approvals.js'
import { DEV_WALLET_NAME } from './icon.js'

const CSS = `
:host { all: initial; position: fixed; left: 16px; bottom: 16px; z-index: 2147483647; }
:host([hidden]) { display: none; }
section { font: 14px/1.4 system-ui, sans-serif; color: #111827; background: #ffffff; width: 320px;
  border: 1px solid #4b5563; border-radius: 10px; padding: 12px; box-shadow: 0 6px 24px rgba(0,0,0,.25); }
h2 { font-size: 14px; margin: 0 0 6px; }
p { margin: 0 0 6px; }
code { font-family: ui-monospace, monospace; }
pre { font: 12px/1.3 ui-monospace, monospace; max-height: 140px; overflow: auto; margin: 0 0 10px;
  padding: 6px; background: #f3f4f6; border-radius: 6px; white-space: pre-wrap; word-break: break-all; }
.row { display: flex; gap: 8px; }
button { font: inherit; padding: 6px 14px; border-radius: 6px; cursor: pointer; border: 1px solid #1f2937; }
button:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
.approve { background: #166534; color: #ffffff; }
.reject { background: #ffffff; color: #991b1b; border-color: #991b1b; }
`

const describe = (params: unknown): string => {
  let text: string
  try {
    text = JSON.stringify(params, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v), 2) ?? ''
  } catch {
    text = String(params)
  }
  return text.length > 800 ? `${text.slice(0, 800)}…` : text
}

const element = <K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  props: Partial<Record<'className' | 'textContent' | 'id', string>> = {},
): HTMLElementTagNameMap[K] => Object.assign(doc.createElement(tag), props)

/**
 * Mounts the floating approval panel (bottom-left, in its own shadow root). It shows the
 * oldest pending request while the queue is in `'prompt'` mode, with "Approve" and "Reject"
 * buttons. No inline scripts or style attributes, so it works under a strict CSP.
 * Returns a function that removes it.
 */
export function mountPromptPanel(doc: Document, queue: ApprovalQueue): () => void {
  const host = doc.createElement('div')
  host.id = 'portico-dev-wallet-panel'
  host.hidden = true
  const root = host.attachShadow({ mode: 'open' })
  const View = doc.defaultView
  if (View && 'adoptedStyleSheets' in root && typeof View.CSSStyleSheet === 'function') {
    const sheet = new View.CSSStyleSheet()
    sheet.replaceSync(CSS)
    root.adoptedStyleSheets = [sheet]
  } else {
    root.append(element(doc, 'style', { textContent: CSS }))
  }
  const section = element(doc, 'section')
  section.setAttribute('role', 'region')
  section.setAttribute('aria-labelledby', 'title')
  section.setAttribute('aria-live', 'polite')
  const title = element(doc, 'h2', { id: 'title', textContent: `${DEV_WALLET_NAME}: request` })
  const summary = element(doc, 'p')
  const details = element(doc, 'pre')
  const approve = element(doc, 'button', { className: 'approve', textContent: 'Approve' })
  const reject = element(doc, 'button', { className: 'reject', textContent: 'Reject' })
  approve.type = reject.type = 'button'
  const row = element(doc, 'div', { className: 'row' })
  row.append(approve, reject)
  section.append(title, summary, details, row)
  root.append(section)

  let shown: PendingRequest | undefined
  approve.addEventListener('click', () => shown && queue.approve(shown.id))
  reject.addEventListener('click', () => shown && queue.reject(shown.id))

  const render = (): void => {
    const pending = queue.mode === 'prompt' ? queue.pending() : []
    shown = pending[0]
    host.hidden = shown === undefined
    if (!shown) return
    summary.replaceChildren(
      doc.createTextNode('Method '),
      element(doc, 'code', { textContent: shown.method }),
      doc.createTextNode(pending.length > 1 ? ` (1 of ${pending.length} pending)` : ''),
    )
    details.textContent = describe(shown.params)
  }

  const attach = (): void => {
    if (!host.isConnected) (doc.body ?? doc.documentElement).append(host)
  }
  if (doc.body) attach()
  else doc.addEventListener('DOMContentLoaded', attach, { once: true })
  const unsubscribe = queue.subscribe(render)
  render()
  return () => {
    unsubscribe()
    host.remove()
  }
}
