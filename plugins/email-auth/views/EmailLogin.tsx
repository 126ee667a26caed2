import { useEffect, useId, useState, type FormEvent } from 'react'
import * as z from 'zod/mini'
import { messages, type Portico } from 'portico'
import { useI18n } from 'portico/react'
import type { EmailAuthController } from '../createEmailAuthController'
import { loadEmailAuthController } from '../registry'
import { emailAuthTexts } from '../texts'
import { describeError } from './describeError'

const emailSchema = z.string().check(z.email(), z.maxLength(254))

/** The controller and the wallet frame start loading this long after the field appeared at the latest. */
const BACKGROUND_LOAD_TIMEOUT_MS = 1000

/** Runs `work` when the page is next idle (or after {@link BACKGROUND_LOAD_TIMEOUT_MS}); returns the cancel. */
function whenIdle(work: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(work, { timeout: BACKGROUND_LOAD_TIMEOUT_MS })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = setTimeout(work, 0)
  return () => clearTimeout(timer)
}

/**
 * Loads the controller and warms the wallet frame in the background: when the page is idle after
 * the field appeared (never inside the click that opened the modal), or at once when `now` (the
 * visitor is in the field).
 */
function useBackgroundLoad(portico: Portico, now: boolean) {
  useEffect(() => {
    let live = true
    const load = () =>
      void loadEmailAuthController(portico).then(
        (controller) => live && controller.preload(),
        (error: unknown) => portico.services.logger.warn('Unable to load the email login', error),
      )
    const cancel = now ? undefined : whenIdle(load)
    if (now) load()
    return () => {
      live = false
      cancel?.()
    }
  }, [portico, now])
}

/**
 * The email field of the Connect view (spec section 2): a plain form, loaded when the Connect
 * view first shows it (in its own boundary: the wallet list never waits), that takes input at
 * once. Its controller (frame channel, protocol) loads in the background; a submit waits for
 * it. A valid email is sent to the frame; the answer routes to EmailVerifyOtp, EmailVerifyDevice,
 * or connects at once.
 */
export default function EmailLogin({ portico }: { portico: Portico }) {
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const [focused, setFocused] = useState(false)
  const id = useId()
  const i18n = useI18n(portico)
  const t = (key: keyof typeof emailAuthTexts.en) => i18n.t(emailAuthTexts, key)
  useBackgroundLoad(portico, focused)

  /** The controller, waited for: 'Unable to load email login dependency' when it cannot load. */
  const controllerOrError = async (): Promise<EmailAuthController | undefined> => {
    try {
      return await loadEmailAuthController(portico)
    } catch (caught) {
      portico.services.logger.error(messages.emailDependencyFailed, caught)
      setError(messages.emailDependencyFailed)
      return undefined
    }
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = emailSchema.safeParse(email.trim())
    if (!parsed.success) return setError(emailAuthTexts.en.invalidEmail)
    setError(undefined)
    setBusy(true)
    try {
      const controller = await controllerOrError()
      if (!controller) return
      const action = await controller.submitEmail(parsed.data)
      if (action === 'VERIFY_OTP') portico.router.push('EmailVerifyOtp')
      if (action === 'VERIFY_DEVICE') portico.router.push('EmailVerifyDevice')
    } catch (caught) {
      setError(describeError(caught))
    } finally {
      setBusy(false)
    }
  }

  return (
    <form className="pc-email-form" onSubmit={submit} noValidate data-testid="email-auth-form">
      <label htmlFor={id} className="pc-visually-hidden">
        {t('email')}
      </label>
      <input
        id={id}
        className="pc-input"
        type="email"
        autoComplete="email"
        placeholder={t('email')}
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        onFocus={() => setFocused(true)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={busy}
      />
      <button type="submit" className="pc-button" disabled={busy || email.trim() === ''}>
        {busy ? t('sending') : t('continue')}
      </button>
      {error && (
        <p id={`${id}-error`} className="pc-error" role="alert">
          {i18n.message(error)}
        </p>
      )}
    </form>
  )
}
