import { useEffect, useRef, useState } from 'react'
import type { Portico } from 'portico'
import { Spinner, useI18n, useSelector } from 'portico/react'
import { useEmailAuthController } from '../registry'
import { emailAuthViewTexts } from './texts'
import { describeError } from './describeError'
import { richText } from './richText'

/**
 * Device verification (spec section 4, VERIFY_DEVICE): an approval link was mailed; this view
 * waits (30 s per try) and moves to EmailVerifyOtp once the link is followed.
 */
export default function EmailVerifyDevice({ portico }: { portico: Portico }) {
  const controller = useEmailAuthController(portico)
  const email = useSelector(portico, (state) => state['email-auth']?.email)
  const i18n = useI18n(portico)
  const t = (key: keyof typeof emailAuthViewTexts.en) => i18n.t(emailAuthViewTexts, key)
  const [round, setRound] = useState(0)
  const [error, setError] = useState<string | undefined>()
  const started = useRef(-1)
  const mounted = useRef(true)
  useEffect(() => {
    mounted.current = true
    return () => void (mounted.current = false)
  }, [])

  useEffect(() => {
    // One wait per round, also under StrictMode's double effects.
    if (started.current === round) return
    started.current = round
    controller
      .waitForDevice()
      .then(() => mounted.current && portico.router.replace('EmailVerifyOtp'))
      .catch((caught: unknown) => mounted.current && setError(describeError(caught)))
  }, [controller, portico, round])

  return (
    <div className="pc-stack" data-testid="email-verify-device">
      <p>
        <b>{t('registerThisDevice')}</b>
      </p>
      <p>
        {richText(t('approvalLinkSent'), { email: <b>{email ?? t('yourEmail')}</b> })}
      </p>
      <p className="pc-muted">{t('linkOnce')}</p>
      {error ? (
        <>
          <p className="pc-error" role="alert">
            {i18n.message(error)}
          </p>
          <button type="button" className="pc-button" onClick={() => (setError(undefined), setRound((n) => n + 1))}>
            {t('keepWaiting')}
          </button>
        </>
      ) : (
        <Spinner label={t('waitingForApproval')} />
      )}
    </div>
  )
}
