import { useEffect, useId, useState, type FormEvent } from 'react'
import * as z from 'zod/mini'
import type { Portico } from '../../../kernel/createPortico'
import { useEmailAuthController } from '../registry'
import { describeError } from './describeError'

const emailSchema = z.string().check(z.email(), z.maxLength(254))

/**
 * The email field of the Connect view (spec section 2). A valid email is sent to the frame;
 * the answer routes to EmailVerifyOtp, EmailVerifyDevice, or connects at once.
 */
export default function EmailLogin({ portico }: { portico: Portico }) {
  const controller = useEmailAuthController(portico)
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)
  const id = useId()
  useEffect(() => controller.preload(), [controller])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const parsed = emailSchema.safeParse(email.trim())
    if (!parsed.success) return setError('Enter a valid email address')
    setError(undefined)
    setBusy(true)
    try {
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
        Email
      </label>
      <input
        id={id}
        className="pc-input"
        type="email"
        autoComplete="email"
        placeholder="Email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        disabled={busy}
      />
      <button type="submit" className="pc-button" disabled={busy || email.trim() === ''}>
        {busy ? 'Sending…' : 'Continue'}
      </button>
      {error && (
        <p id={`${id}-error`} className="pc-error" role="alert">
          {error}
        </p>
      )}
    </form>
  )
}
