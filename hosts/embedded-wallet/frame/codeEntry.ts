import { element, takePanelTurn, type ApprovalHooks } from './approval'
import { ft } from './frameI18n'

/** What the code panel asks for; `submit` answers undefined when the code is taken, else the refusal's text. */
export type CodeRequest = {
  title: string
  /** Where the code went, e.g. 'We sent a 6-digit code to ada@example.com.' */
  text: string
  submit(code: string): Promise<string | undefined>
}

/** Why a code entry ended without a code. */
export class CodeEntryCancelled extends Error {
  override name = 'CodeEntryCancelled'
  constructor() {
    super('The code entry was cancelled')
  }
}

/**
 * Asks the visitor for a 6-digit code in the frame's own panel, on the wallet's origin: the host
 * page can neither read the field nor type into it, so a hostile host cannot phish a code and
 * spend it (issue 14, High 2). The field submits by itself at 6 digits; a refusal is shown
 * (role=alert) and the field clears for another try. Resolves once `submit` takes a code;
 * Cancel or Escape rejects with {@link CodeEntryCancelled}.
 *
 * @example
 * await askCode({ title: 'Enter your code', text: 'We sent a code to ada@example.com.', submit: verify }, hooks)
 */
export function askCode(request: CodeRequest, hooks: ApprovalHooks): Promise<void> {
  return takePanelTurn(() => showCodePanel(request, hooks))
}

function showCodePanel(request: CodeRequest, hooks: ApprovalHooks): Promise<void> {
  const panel = document.getElementById('approval')
  if (!panel) return Promise.reject(new Error('The wallet panel is missing'))
  const title = element('h2', request.title)
  title.id = 'approval-title'
  const label = element('label', ft('oneTimeCode'))
  const input = element('input', undefined, 'code')
  input.id = 'wallet-otp'
  label.htmlFor = input.id
  Object.assign(input, { inputMode: 'numeric', autocomplete: 'one-time-code', maxLength: 6, pattern: '[0-9]{6}' })
  input.dataset.testid = 'wallet-otp'
  const alert = element('p', undefined, 'guard')
  alert.setAttribute('role', 'alert')
  const cancel = element('button', ft('cancel'), 'reject')
  cancel.type = 'button'
  const actions = element('div', undefined, 'actions')
  actions.append(cancel)
  const details = element('div', undefined, 'details')
  details.append(element('p', request.text, 'origin'), label, input, alert)
  panel.replaceChildren(title, details, actions)
  panel.dataset.kind = 'code'
  panel.hidden = false
  hooks.show()

  return new Promise<void>((resolve, reject) => {
    const finish = (error?: Error) => {
      document.removeEventListener('keydown', onKey)
      panel.hidden = true
      delete panel.dataset.kind
      panel.replaceChildren()
      hooks.hide()
      if (error) reject(error)
      else resolve()
    }
    input.addEventListener('input', () => {
      const digits = input.value.replace(/\D/g, '').slice(0, 6)
      input.value = digits
      if (digits.length < 6) return
      input.disabled = true
      alert.textContent = ''
      request.submit(digits).then(
        (refusal) => {
          if (refusal === undefined) return finish()
          alert.textContent = refusal
          input.value = ''
          input.disabled = false
          input.focus()
        },
        (error: unknown) => finish(error instanceof Error ? error : new Error(String(error))),
      )
    })
    cancel.addEventListener('click', (event) => event.isTrusted && finish(new CodeEntryCancelled()))
    const onKey = (event: KeyboardEvent) => event.isTrusted && event.key === 'Escape' && finish(new CodeEntryCancelled())
    document.addEventListener('keydown', onKey)
    input.focus()
  })
}
