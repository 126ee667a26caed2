import type { Portico } from 'portico'

/**
 * The social buttons' place in the Connect view while their chunk loads (only a click made before
 * it arrived sees it): the same boxes as SocialLogin's first button and row of icons, with
 * `visibility: hidden`, so neither focusable nor announced, and the opened dialog does not grow
 * again when the buttons arrive.
 */
export function SocialLoginSpace({ portico }: { portico: Portico }) {
  const providers = portico.config.features.socials || []
  if (providers.length === 0) return null
  return (
    <div className="pc-social" style={{ visibility: 'hidden' }}>
      <button type="button" className="pc-button pc-button-secondary">{'\u00a0'}</button>
      {providers.length > 1 && (
        <div className="pc-social-row">
          <button type="button" className="pc-button pc-button-secondary pc-social-icon">{'\u00a0'}</button>
        </div>
      )}
    </div>
  )
}
