import { useEffect, useId, useState } from 'react'
import { kernelTexts, type Portico, type SocialProvider } from 'portico'
import { useTexts } from 'portico/react'
import { getEmailAuthController, loadEmailAuthController, SOCIAL_PROVIDER_NAMES } from 'portico/plugins/email-auth'
import { setSocialFlow } from '../flows'
import { ProviderIcon } from '../icons'
import { POPUP_FEATURES } from '../timeouts'

/** Icons shown beside the first provider before the 'more' control. */
const ICONS_BEFORE_MORE = 3

/** The popup's first page on the wallet origin, when the wallet's controller is at hand. */
function popupStartUrl(portico: Portico): string {
  try {
    return `${getEmailAuthController(portico).frameOrigin}/social/popup`
  } catch {
    // Not loaded yet: a blank popup now (inside the click), sent to the provider once it is.
    return 'about:blank'
  }
}

/**
 * The social buttons of the Connect view (issue 19): the configured providers in the host's
 * order, the first with its name, the next as icons, the rest behind 'More'. A click opens the
 * popup at once (inside the click: no popup blocker) and the flow code loads after it; with
 * `redirect` (`socialAuth({ redirect: true })`) the page itself goes to the provider. Farcaster
 * has no popup: its ConnectingFarcaster view shows the sign-in channel as a QR code and link.
 */
export const socialLoginView = (redirect?: boolean) => function SocialLogin({ portico }: { portico: Portico }) {
  const providers = portico.config.features.socials || []
  const [expanded, setExpanded] = useState(false)
  const moreId = useId()
  const t = useTexts(portico, kernelTexts)
  const continueWith = (provider: SocialProvider) => t('continueWith', { name: SOCIAL_PROVIDER_NAMES[provider] })
  // The embedded wallet's controller (frame origin) warms up while the visitor looks.
  useEffect(() => void loadEmailAuthController(portico).catch((error: unknown) => portico.services.logger.warn('Embedded wallet', error)), [portico])
  const [first, ...rest] = providers
  if (!first) return null
  const start = (provider: SocialProvider) => {
    if (provider === 'farcaster') return portico.router.push('ConnectingFarcaster')
    // No popup at all (undefined) for the redirect flow.
    const popup = redirect ? undefined : window.open(popupStartUrl(portico), 'portico-social', POPUP_FEATURES)
    const outcome = import('../runSocialLogin').then(({ runSocialLogin }) => runSocialLogin(portico, provider, popup))
    // The ConnectingSocial view shows a failure; handled here too, in case it is gone by then.
    outcome.catch(() => undefined)
    setSocialFlow(portico, { provider, popup, outcome })
    portico.router.push('ConnectingSocial', { provider })
  }
  const icon = (provider: SocialProvider) => (
    <button key={provider} type="button" className="pc-button pc-button-secondary pc-social-icon" aria-label={continueWith(provider)} onClick={() => start(provider)}>
      <ProviderIcon provider={provider} />
    </button>
  )
  const shown = rest.length > ICONS_BEFORE_MORE + 1 ? rest.slice(0, ICONS_BEFORE_MORE) : rest
  const hidden = rest.slice(shown.length)
  return (
    <div className="pc-social" data-testid="social-login">
      <button type="button" className="pc-button pc-button-secondary" onClick={() => start(first)}>
        <ProviderIcon provider={first} />
        {continueWith(first)}
      </button>
      {rest.length > 0 && (
        <div className="pc-social-row">
          {shown.map(icon)}
          {hidden.length > 0 && (
            <button type="button" className="pc-button pc-button-secondary pc-social-icon" aria-expanded={expanded} aria-controls={moreId} onClick={() => setExpanded(!expanded)}>
              {t('more')}
            </button>
          )}
        </div>
      )}
      {hidden.length > 0 && (
        <div id={moreId} className="pc-social-row" hidden={!expanded}>
          {hidden.map(icon)}
        </div>
      )}
    </div>
  )
}
