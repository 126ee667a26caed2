import { useEffect, useState } from 'react'
import type { Portico } from 'portico'
import { useI18n, useSelector } from 'portico/react'
import { useEmailAuthController } from '../registry'
import { emailAuthViewTexts } from './texts'
import { describeError } from './describeError'
import { richText } from './richText'
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
  const i18n = useI18n(portico)

  useEffect(() => {
    let live = true
    controller.enterOtp().catch((caught: unknown) => live && setError(describeError(caught)))
    return () => {
      live = false
      // Only a real leave (Back, another view) drops the code panel. React StrictMode's trial
      // unmount leaves the router here (dropping then reloaded the frame, which forgot the login),
      // and a closed modal is the controller's own case.
      if (portico.store.getState().router.history.at(-1)?.view !== 'EmailVerifyOtp') controller.abandonFramePanel()
    }
  }, [controller, portico])

  const resend = async () => {
    if (!email) return
    setError(undefined)
    setNotice(undefined)
    try {
      await controller.submitEmail(email)
      setNotice(emailAuthViewTexts.en.newCodeSent)
    } catch (caught) {
      setError(describeError(caught))
    }
  }

  return (
    <div className="pc-stack" data-testid="email-verify-otp">
      <p>
        {richText(i18n.t(emailAuthViewTexts, 'enterCodeIn'), { email: <b>{email ?? i18n.t(emailAuthViewTexts, 'yourEmail')}</b> })}
      </p>
      <div ref={target} className="pc-code-target" data-testid="email-auth-code-target" />
      {error && (
        <p className="pc-error" role="alert">
          {i18n.message(error)}
        </p>
      )}
      {notice && <p role="status">{i18n.message(notice)}</p>}
      <button type="button" className="pc-button pc-button-secondary" onClick={() => void resend()} aria-disabled={seconds > 0}>
        {seconds > 0 ? i18n.t(emailAuthViewTexts, 'resendIn', { seconds }) : i18n.t(emailAuthViewTexts, 'resendCode')}
      </button>
    </div>
  )
}
