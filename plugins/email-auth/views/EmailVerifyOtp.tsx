import { useEffect, useState } from 'react'
import type { Portico } from 'portico'
import { useSelector } from 'portico/react'
import { useEmailAuthController } from '../registry'
import { describeError } from './describeError'
import { useFrameTarget } from './useFrameTarget'
import { useResendCountdown } from './useResendCountdown'

/**
 * The 6-digit code view (spec section 4, VERIFY_OTP). The code is typed into the wallet frame,
 * shown over this view on the wallet's own origin (issue 14): this page never holds it. Resend
 * with a countdown stays here.
 */
export default function EmailVerifyOtp({ portico }: { portico: Portico }) {
  const controller = useEmailAuthController(portico)
  const email = useSelector(portico, (state) => state['email-auth']?.email)
  const [error, setError] = useState<string | undefined>()
  const [notice, setNotice] = useState<string | undefined>()
  const seconds = useResendCountdown(portico)
  const target = useFrameTarget(controller)

  useEffect(() => {
    let live = true
    controller.enterOtp().catch((caught: unknown) => live && setError(describeError(caught)))
    return () => {
      live = false
      controller.abandonFramePanel()
    }
  }, [controller])

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
        Enter the code we sent to <b>{email ?? 'your email'}</b> in your wallet below.
      </p>
      <div ref={target} className="pc-code-target" data-testid="email-auth-code-target" />
      {error && (
        <p className="pc-error" role="alert">
          {error}
        </p>
      )}
      {notice && <p role="status">{notice}</p>}
      <button type="button" className="pc-button pc-button-secondary" onClick={() => void resend()} aria-disabled={seconds > 0}>
        {seconds > 0 ? `Resend code in ${seconds} s` : 'Resend code'}
      </button>
    </div>
  )
}
