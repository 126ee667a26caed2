import { createClickGuard, type ClickGuardOptions, type GuardRefusal, type LayoutRefusal } from './clickGuard'
import { ft } from './frameI18n'
import type { FrameTextKey } from './texts'

/** What the approval panel shows: text only (the dapp's data is untrusted). */
export type ApprovalRequest = {
  title: string
  origin: string
  dappName?: string | undefined
  /** The network the request runs on ('Devnet (31337)'): every approval shows it (issue 14). */
  network: string
  /** Shown above the details when the app switched the network since the visitor last saw it. */
  networkNotice?: string | undefined
  rows: [string, string][]
  body?: string | undefined
  /** A line under the details, e.g. how a batch runs. */
  note?: string | undefined
}

/** What a request's describer fills in; the wallet adds where it comes from and the network. */
export type ApprovalDetails = Omit<ApprovalRequest, 'origin' | 'dappName' | 'network' | 'networkNotice'>

/**
 * The smallest frame an approval may be given (issue 14): below it the host could show the
 * Approve button and crop the request away.
 */
export const MIN_FRAME_SIZE = { width: 280, height: 220 } as const

/**
 * Hooks of the panel: tell the host to show or hide the frame. `show(height)` asks the host for
 * the height (CSS pixels) the panel needs to show the whole request at the frame's width.
 */
export type ApprovalHooks = { show(height?: number): void; hide(): void }

/** The text of each refused approval click (shown in the panel, role=alert, in the frame's locale). */
export const guardTextKeys: Record<Exclude<GuardRefusal, 'untrusted'>, FrameTextKey> = {
  'not-visible': 'guardNotVisible',
  'too-small': 'guardTooSmall',
  'details-unseen': 'guardDetailsUnseen',
  'no-pointer-move': 'guardNoPointerMove',
  'too-soon': 'guardTooSoon',
  'press-before-ready': 'guardTooSoon',
  'focus-too-recent': 'guardFocus',
  'code-mismatch': 'guardCode',
}

let queue: Promise<unknown> = Promise.resolve()

/** Runs `show` when the frame's one panel is free: approvals and code entries take turns. */
export function takePanelTurn<T>(show: () => Promise<T>): Promise<T> {
  const next = queue.then(show)
  queue = next.catch(() => undefined)
  return next
}

/**
 * Shows the approval panel inside the frame and resolves with the visitor's choice. Only a
 * trusted activation of Approve that passes the clickjacking guard (clickGuard.ts) counts;
 * Reject and Escape always count (declining is never dangerous). One approval at a time;
 * later ones wait their turn. `guard` overrides the guard's options (tests).
 */
export function askApproval(request: ApprovalRequest, hooks: ApprovalHooks, guard?: Partial<ClickGuardOptions>): Promise<boolean> {
  return takePanelTurn(() => showPanel(request, hooks, guard))
}

/** A new element with text (never HTML: everything shown may come from the dapp). */
export function element<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag)
  if (text !== undefined) node.textContent = text
  if (className) node.className = className
  return node
}

/**
 * The panel's content: the summary (title, "Requested by") stays in view; the details scroll when
 * they do not fit. The returned parts are wired by {@link showPanel}.
 */
function render(panel: HTMLElement, request: ApprovalRequest) {
  const title = element('h2', request.title)
  title.id = 'approval-title'
  const origin = element('p', request.dappName ? ft('requestedByApp', { origin: request.origin, app: request.dappName }) : ft('requestedBy', { origin: request.origin }), 'origin')
  const list = element('dl')
  for (const [label, value] of [[ft('network'), request.network] as [string, string], ...request.rows]) list.append(element('dt', label), element('dd', value))
  const notice = request.networkNotice ? [element('p', request.networkNotice, 'notice')] : []
  const details = element('div', undefined, 'details')
  details.append(...notice, list, ...(request.body ? [element('pre', request.body)] : []), ...(request.note ? [element('p', request.note, 'note')] : []))
  // Where the details scroll: what is missing for Approve (not an alert: nothing was refused yet).
  const hint = element('p', undefined, 'hint')
  const alert = element('p', undefined, 'guard')
  alert.setAttribute('role', 'alert')
  const approve = element('button', ft('approve'), 'approve')
  const reject = element('button', ft('reject'), 'reject')
  approve.type = 'button'
  reject.type = 'button'
  const actions = element('div', undefined, 'actions')
  actions.append(reject, approve)
  panel.replaceChildren(title, origin, details, hint, alert, actions)
  return { approve, reject, alert, hint, summary: [title, origin, actions], details }
}

/**
 * Whether the visitor can read the whole request (issue 14), else why not: the frame has its
 * minimum size; the summary (title, "Requested by", the buttons) and the details box lie inside
 * the frame's viewport; the details have been seen to their end (scrolled there, or they fit).
 * Seeing the end is remembered for the showing: a later shrink hides nothing not yet shown.
 */
export function createLayoutCheck(win: Window, summary: readonly Element[], details: Element): () => LayoutRefusal | undefined {
  let seenEnd = false
  const inView = (box: DOMRect) => box.width > 0 && box.height > 0 && box.top >= 0 && box.left >= 0 && box.bottom <= win.innerHeight && box.right <= win.innerWidth
  return () => {
    if (win.innerWidth < MIN_FRAME_SIZE.width || win.innerHeight < MIN_FRAME_SIZE.height) return 'too-small'
    if (![...summary, details].every((part) => inView(part.getBoundingClientRect()))) return 'too-small'
    const atEnd = details.scrollTop + details.clientHeight >= details.scrollHeight - 1 && details.scrollLeft + details.clientWidth >= details.scrollWidth - 1
    seenEnd ||= atEnd
    return seenEnd ? undefined : 'details-unseen'
  }
}

function showPanel(request: ApprovalRequest, hooks: ApprovalHooks, guardOptions?: Partial<ClickGuardOptions>): Promise<boolean> {
  const panel = document.getElementById('approval')
  if (!panel) return Promise.reject(new Error('The approval panel is missing'))
  const { approve, reject, alert, hint, summary, details } = render(panel, request)
  // Approve stays aria-disabled (focusable, announced) until the guard says a click would count.
  // A refusal's text stays until the next click: cleared on readiness, 'too soon' lasted 500 ms.
  const setReady = (ready: boolean) => {
    panel.dataset.ready = String(ready)
    approve.setAttribute('aria-disabled', String(!ready))
  }
  setReady(false)
  panel.hidden = false
  const readable = createLayoutCheck(window, summary, details)
  const layout = () => {
    const refusal = readable()
    hint.textContent = refusal === 'details-unseen' ? ft('scrollHint') : ''
    return refusal
  }
  const guard = createClickGuard({ target: panel, window, onReadyChange: setReady, layout, ...guardOptions })
  const typed = guard.confirmationCode === undefined ? undefined : renderConfirmation(details, guard.confirmationCode)
  const onScroll = () => guard.refresh()
  details.addEventListener('scroll', onScroll)
  // Once the frame has its width, ask the host for the height that shows the details unscrolled.
  let askedHeight = 0
  const askForHeight = () => {
    const needed = Math.ceil(panel.clientHeight - details.clientHeight + details.scrollHeight)
    if (window.innerWidth === 0 || needed <= window.innerHeight || needed === askedHeight) return
    askedHeight = needed
    hooks.show(needed)
  }
  window.addEventListener('resize', askForHeight)
  hooks.show()
  return new Promise((resolve) => {
    const finish = (choice: boolean) => {
      guard.destroy()
      details.removeEventListener('scroll', onScroll)
      window.removeEventListener('resize', askForHeight)
      document.removeEventListener('keydown', onKey)
      panel.hidden = true
      delete panel.dataset.ready
      panel.replaceChildren()
      hooks.hide()
      resolve(choice)
    }
    approve.addEventListener('pointerdown', (event) => guard.notePress(event))
    approve.addEventListener('click', (event) => {
      const refusal = guard.check(event, typed?.value)
      if (refusal === undefined) return finish(true)
      if (refusal !== 'untrusted') alert.textContent = ft(guardTextKeys[refusal])
    })
    reject.addEventListener('click', (event) => event.isTrusted && finish(false))
    // Escape rejects, as in any dialog; only a trusted key press counts.
    const onKey = (event: KeyboardEvent) => event.isTrusted && event.key === 'Escape' && finish(false)
    document.addEventListener('keydown', onKey)
    const first = typed ?? approve
    // No scroll: the code field ends the details, and focusing it must not count them as seen.
    first.focus({ preventScroll: true })
  })
}

/**
 * Where the browser cannot vouch that the panel is visible: a short code shown in the panel and
 * a field to type it (a transparent or covered frame shows nothing to type).
 */
function renderConfirmation(details: HTMLElement, code: string): HTMLInputElement {
  const prompt = element('p', `${ft('typeCode')} `, 'confirm')
  const shown = element('b', code, 'confirm-code')
  shown.dataset.testid = 'approval-confirmation-code'
  prompt.append(shown)
  const input = element('input', undefined, 'code')
  Object.assign(input, { autocomplete: 'off', maxLength: code.length, spellcheck: false })
  input.setAttribute('aria-label', ft('confirmationCode'))
  input.dataset.testid = 'approval-confirmation-input'
  details.append(prompt, input)
  return input
}
