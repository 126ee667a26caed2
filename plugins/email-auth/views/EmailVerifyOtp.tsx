import { useState } from 'react'
import type { Portico } from '../../../kernel/createPortico'
import { useSelector } from '../../../kernel/ui/useSelector'
import { useEmailAuthController } from '../registry'
import { describeError } from './describeError'
import { OtpField } from './OtpField'
import { useBusyAction } from './useBusyAction'
import { useResendCountdown } from './useResendCountdown'

/** The 6-digit code view (spec section 4, VERIFY_OTP): auto-submit, resend with a countdown. */
export default function EmailVerifyOtp({ portico }: { portico: Portico }) {
  const controller = useEmailAuthController(portico)
  const email = useSelector(portico, (state) => state['email-auth']?.email)
  const { busy, error, setError, run } = useBusyAction()
  const [notice, setNotice] = useState<string | undefined>()
  const seconds = useResendCountdown(portico)

  const submit = (otp: string) => run(() => controller.submitOtp(otp))
  const resend = async () => {
    if (!email) return
    setError(undefined)
    setNotice(undefined)
    try {
      await controller.submitEmail(email)
      setNotice('A new code is on its way.')
    } catch (caught) {
      setError(describeError(caught))
    }
  }

  return (
    <div className="pc-stack" data-testid="email-verify-otp">
      <p>
        Enter the code we sent to <b>{email ?? 'your email'}</b>
      </p>
      <p className="pc-muted">The code expires in 10 minutes.</p>
      <OtpField label="One-time code" onComplete={submit} busy={busy} />
      {error && (
        <p className="pc-error" role="alert">
          {error}
        </p>
      )}
      {notice && <p role="status">{notice}</p>}
      <button type="button" className="pc-button pc-button-secondary" onClick={() => void resend()} disabled={busy} aria-disabled={seconds > 0}>
        {seconds > 0 ? `Resend code in ${seconds} s` : 'Resend code'}
      </button>
    </div>
  )
}
