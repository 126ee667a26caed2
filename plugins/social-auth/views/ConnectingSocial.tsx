import { useEffect, useState } from 'react'
import type { Portico } from 'portico'
import { Spinner, useSelector } from 'portico/react'
import { SOCIAL_PROVIDER_NAMES } from 'portico/plugins/email-auth'
import { getSocialFlow } from '../flows'
import type { OAuthProvider } from '../providers'

/**
 * While the provider's popup is open: what is going on, an error with 'Try again', and Cancel
 * (closes the popup: back to Connect). The flow itself navigates on success, close and timeout.
 */
export default function ConnectingSocial({ portico }: { portico: Portico }) {
  const provider = useSelector(portico, (state) => state.router.history.at(-1)?.data?.provider) as OAuthProvider | undefined
  const flow = getSocialFlow(portico)
  const [error, setError] = useState<string | undefined>()
  useEffect(() => {
    let live = true
    flow?.outcome.catch((caught: unknown) => {
      if (!live) return
      portico.services.logger.error('Social login failed', caught)
      setError(caught instanceof Error ? caught.message : 'Something went wrong')
    })
    return () => void (live = false)
  }, [flow, portico])
  const name = provider ? SOCIAL_PROVIDER_NAMES[provider] : 'your provider'
  const cancel = () => {
    if (flow?.popup && !flow.popup.closed) flow.popup.close()
    portico.router.reset()
  }
  return (
    <div className="pc-stack" data-testid="connecting-social" aria-live="polite">
      {error ? (
        <p className="pc-error" role="alert">
          {error}
        </p>
      ) : (
        <>
          <Spinner label={`Signing in with ${name}`} />
          <p>Continue in the {name} window…</p>
        </>
      )}
      <button type="button" className="pc-button pc-button-secondary" onClick={cancel}>
        {error ? 'Back' : 'Cancel'}
      </button>
    </div>
  )
}
