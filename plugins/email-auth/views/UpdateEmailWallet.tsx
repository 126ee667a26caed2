import { useId, useState, type FormEvent } from 'react'
import * as z from 'zod/mini'
import type { Portico } from '../../../kernel/createPortico'
import { useSelector } from '../../../kernel/ui/useSelector'
import { useEmailAuthController } from '../registry'
import { OtpField } from './OtpField'
import { useBusyAction } from './useBusyAction'

const emailSchema = z.string().check(z.email(), z.maxLength(254))

/**
 * Email update (spec section 4): the new address, then a code sent to the current address
 * (VERIFY_PRIMARY_OTP), then a code sent to the new one (VERIFY_SECONDARY_OTP).
 */
export default function UpdateEmailWallet({ portico }: { portico: Portico }) {
  const controller = useEmailAuthController(portico)
  const update = useSelector(portico, (state) => state['email-auth']?.update)
  const current = useSelector(portico, (state) => state['email-auth']?.user?.email)
  const [email, setEmail] = useState('')
  const { busy, error, setError, run } = useBusyAction()
  const [done, setDone] = useState(false)
  const id = useId()

  const submitEmail = (event: FormEvent) => {
    event.preventDefault()
    const parsed = emailSchema.safeParse(email.trim())
    if (!parsed.success) return setError('Enter a valid email address')
    void run(() => controller.updateEmail(parsed.data))
  }
  const submitOtp = (otp: string) => run(async () => {
    const finishing = update?.step === 'VERIFY_SECONDARY_OTP'
    await controller.submitUpdateOtp(otp)
    if (finishing) setDone(true)
  })

  const errorLine = error && (
    <p className="pc-error" role="alert">
      {error}
    </p>
  )
  if (done) return <p role="status" className="pc-stack">Your email is now {current}.</p>
  if (update)
    return (
      <div className="pc-stack" data-testid="email-update-otp">
        <p>
          Enter the code we sent to <b>{update.step === 'VERIFY_PRIMARY_OTP' ? current : update.newEmail}</b>
        </p>
        <OtpField key={update.step} label={update.step === 'VERIFY_PRIMARY_OTP' ? 'Code from your current email' : 'Code from your new email'} onComplete={submitOtp} busy={busy} />
        {errorLine}
      </div>
    )
  return (
    <form className="pc-stack" onSubmit={submitEmail} noValidate>
      <p className="pc-muted">Current email: {current ?? '-'}</p>
      <label htmlFor={id}>New email</label>
      <input id={id} className="pc-input" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} disabled={busy} />
      <button type="submit" className="pc-button" disabled={busy}>
        Continue
      </button>
      {errorLine}
    </form>
  )
}
