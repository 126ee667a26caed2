import { useEffect, useState } from 'react'
import { kernelTexts, messages, type Portico } from 'portico'
import { Spinner, useI18n, useSelector } from 'portico/react'
import { SOCIAL_PROVIDER_NAMES } from 'portico/plugins/email-auth'
import { getSocialFlow } from '../flows'
import type { OAuthProvider } from '../providers'
import { socialViewTexts } from './texts'

/**
 * While the provider's popup is open: what is going on, an error with 'Try again', and Cancel
 * (closes the popup: back to Connect). The flow itself navigates on success, close and timeout.
 */
export default function ConnectingSocial({ portico }: { portico: Portico }) {
  const provider = useSelector(portico, (state) => state.router.history.at(-1)?.data?.provider) as OAuthProvider | undefined
  const flow = getSocialFlow(portico)
  const [error, setError] = useState<string | undefined>()
  const i18n = useI18n(portico)
  useEffect(() => {
    let live = true
    flow?.outcome.catch((caught: unknown) => {
      if (!live) return
      portico.services.logger.error('Social login failed', caught)
      setError(caught instanceof Error ? caught.message : messages.somethingWentWrong)
    })
    return () => void (live = false)
  }, [flow, portico])
  const name = provider && SOCIAL_PROVIDER_NAMES[provider]
  const cancel = () => {
    if (flow?.popup && !flow.popup.closed) flow.popup.close()
    portico.router.reset()
  }
  return (
    <div className="pc-stack" data-testid="connecting-social" aria-live="polite">
      {error ? (
        <p className="pc-error" role="alert">
          {i18n.message(error)}
        </p>
      ) : (
        <>
          <Spinner label={name ? i18n.t(socialViewTexts, 'signingInWith', { provider: name }) : i18n.t(socialViewTexts, 'signingInWithYours')} />
          <p>{name ? i18n.t(socialViewTexts, 'continueInWindow', { provider: name }) : i18n.t(socialViewTexts, 'continueInSignInWindow')}</p>
        </>
      )}
      <button type="button" className="pc-button pc-button-secondary" onClick={cancel}>
        {error ? i18n.t(kernelTexts, 'back') : i18n.t(socialViewTexts, 'cancel')}
      </button>
    </div>
  )
}
