import { useEffect, useId, useState, type FormEvent } from 'react'
import * as z from 'zod/mini'
import type { Portico } from 'portico'
import { useI18n, useSelector } from 'portico/react'
import { useEmailAuthController } from '../registry'
import { emailAuthTexts } from '../texts'
import { emailAuthViewTexts } from './texts'
import { useBusyAction } from './useBusyAction'
import { useFrameTarget } from './useFrameTarget'

const emailSchema = z.string().check(z.email(), z.maxLength(254))

/**
 * Email update (spec section 4): the new address is typed here; the wallet frame, shown over
 * this view, asks the visitor to approve the change and then takes the code sent to the current
 * address (VERIFY_PRIMARY_OTP) and the one sent to the new address (VERIFY_SECONDARY_OTP) in its
 * own fields (issue 14): this page can neither approve nor read a code.
 */
export default function UpdateEmailWallet({ portico }: { portico: Portico }) {
  const controller = useEmailAuthController(portico)
  const current = useSelector(portico, (state) => state['email-auth']?.user?.email)
  const [email, setEmail] = useState('')
  const { busy, error, setError, run } = useBusyAction()
  const [done, setDone] = useState(false)
  const id = useId()
  const target = useFrameTarget(controller)
  const i18n = useI18n(portico)
  const t = (key: keyof typeof emailAuthViewTexts.en, params?: Record<string, string>) => i18n.t(emailAuthViewTexts, key, params)
  useEffect(() => () => controller.abandonFramePanel(), [controller])

  const submitEmail = (event: FormEvent) => {
    event.preventDefault()
    const parsed = emailSchema.safeParse(email.trim())
    if (!parsed.success) return setError(emailAuthTexts.en.invalidEmail)
    void run(() => controller.updateEmail(parsed.data)).then((ok) => ok && setDone(true))
  }

  if (done) return <p role="status" className="pc-stack">{t('emailNow', { email: current ?? '-' })}</p>
  return (
    <form className="pc-stack" onSubmit={submitEmail} noValidate>
      <p className="pc-muted">{t('currentEmail', { email: current ?? '-' })}</p>
      <label htmlFor={id}>{t('newEmail')}</label>
      <input id={id} className="pc-input" type="email" autoComplete="email" value={email} onChange={(event) => setEmail(event.target.value)} disabled={busy} />
      {busy && <p className="pc-muted">{t('approveChange')}</p>}
      <div ref={target} className={busy ? 'pc-code-target' : undefined} data-testid="email-auth-update-target" />
      <button type="submit" className="pc-button" disabled={busy}>
        {i18n.t(emailAuthTexts, 'continue')}
      </button>
      {error && (
        <p className="pc-error" role="alert">
          {i18n.message(error)}
        </p>
      )}
    </form>
  )
}
