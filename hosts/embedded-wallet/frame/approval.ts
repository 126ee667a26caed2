/** What the approval panel shows: text only (the dapp's data is untrusted). */
export type ApprovalRequest = { title: string; origin: string; dappName?: string | undefined; rows: [string, string][]; body?: string | undefined }

let queue: Promise<unknown> = Promise.resolve()

/**
 * Shows the approval panel inside the frame and resolves with the visitor's choice. Only a
 * real click (`isTrusted`) counts: the host page cannot reach into this cross-origin document.
 * One approval at a time; later ones wait their turn.
 */
export function askApproval(request: ApprovalRequest, hooks: { show(): void; hide(): void }): Promise<boolean> {
  const next = queue.then(() => showPanel(request, hooks))
  queue = next.catch(() => undefined)
  return next
}

function showPanel(request: ApprovalRequest, hooks: { show(): void; hide(): void }): Promise<boolean> {
  const panel = document.getElementById('approval')
  if (!panel) return Promise.reject(new Error('The approval panel is missing'))
  const element = <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string) => {
    const node = document.createElement(tag)
    if (text !== undefined) node.textContent = text
    if (className) node.className = className
    return node
  }
  const title = element('h2', request.title)
  title.id = 'approval-title'
  const origin = element('p', `Requested by ${request.origin}${request.dappName ? ` (${request.dappName})` : ''}`, 'origin')
  const list = element('dl')
  for (const [label, value] of request.rows) list.append(element('dt', label), element('dd', value))
  const approve = element('button', 'Approve', 'approve')
  const reject = element('button', 'Reject', 'reject')
  approve.type = 'button'
  reject.type = 'button'
  const actions = element('div', undefined, 'actions')
  actions.append(reject, approve)
  panel.replaceChildren(title, origin, list, ...(request.body ? [element('pre', request.body)] : []), actions)
  panel.hidden = false
  hooks.show()
  return new Promise((resolve) => {
    const finish = (choice: boolean) => {
      document.removeEventListener('keydown', onKey)
      panel.hidden = true
      panel.replaceChildren()
      hooks.hide()
      resolve(choice)
    }
    const done = (choice: boolean) => (event: MouseEvent) => event.isTrusted && finish(choice)
    // Escape rejects, as in any dialog; only a trusted key press counts.
    const onKey = (event: KeyboardEvent) => event.isTrusted && event.key === 'Escape' && finish(false)
    document.addEventListener('keydown', onKey)
    approve.addEventListener('click', done(true))
    reject.addEventListener('click', done(false))
    approve.focus()
  })
}
