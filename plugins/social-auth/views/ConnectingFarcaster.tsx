import { useEffect, useState } from 'react'
import { BaseError, kernelTexts, messages, type Portico } from 'portico'
import { qrDataUrl, Spinner, useI18n } from 'portico/react'
import { loadEmailAuthController } from 'portico/plugins/email-auth'
import { socialMessages } from '../alerts'
import { socialViewTexts } from './texts'

/** Schemes a Sign In With Farcaster channel URL may have (the relay's page, or the app's own). */
const CHANNEL_SCHEMES = ['https:', 'http:', 'farcaster:']

/**
 * ConnectingFarcaster (spec section 2, issue 19): Sign In With Farcaster. The wallet frame opens
 * a relay channel; its URL shows as a QR code for the visitor's phone and as a link; the frame
 * waits for the approval in their Farcaster wallet, the auth server checks the signed message
 * against the fid's custody address, and the modal closes connected. Cancel returns to Connect.
 */
export default function ConnectingFarcaster({ portico }: { portico: Portico }) {
  const i18n = useI18n(portico)
  const t = (key: keyof typeof socialViewTexts.en) => i18n.t(socialViewTexts, key)
  const [channel, setChannel] = useState<{ url: string; qr: string } | undefined>()
  const [error, setError] = useState<string | undefined>()
  useEffect(() => {
    let live = true
    void (async () => {
      const controller = await loadEmailAuthController(portico)
      const url = await controller.farcasterUri()
      if (!CHANNEL_SCHEMES.includes(new URL(url).protocol)) throw new Error(socialMessages.invalidSignInAddress)
      const qr = await qrDataUrl(url)
      if (!live) return
      setChannel({ url, qr })
      await controller.connectFarcaster()
    })().catch((caught: unknown) => {
      if (!live) return
      portico.services.logger.error('Farcaster login failed', caught)
      // The spec's text only: a frame error's details are for the developer (logged above).
      setError(caught instanceof BaseError ? caught.shortMessage : caught instanceof Error ? caught.message : messages.somethingWentWrong)
    })
    return () => {
      live = false
      // Leaving the view (Cancel, Back, closing the modal) ends the frame's wait for the approval.
      void loadEmailAuthController(portico)
        .then((controller) => controller.cancelFarcaster())
        .catch((caught: unknown) => portico.services.logger.warn('Could not cancel the Farcaster sign-in', caught))
    }
  }, [portico])
  return (
    <div className="pc-stack" data-testid="connecting-farcaster" aria-live="polite">
      {error ? (
        <p className="pc-error" role="alert">
          {i18n.message(error)}
        </p>
      ) : channel ? (
        <>
          <img data-testid="farcaster-qr" src={channel.qr} alt={t('farcasterQrAlt')} width={220} height={220} style={{ borderRadius: 12, background: '#fff' }} />
          <p>{t('farcasterScan')}</p>
          <a className="pc-button pc-button-secondary" href={channel.url} target="_blank" rel="noopener noreferrer">
            {t('farcasterOpen')}
          </a>
        </>
      ) : (
        <Spinner label={t('farcasterPreparing')} />
      )}
      <button type="button" className="pc-button pc-button-secondary" onClick={() => portico.router.reset()}>
        {error ? i18n.t(kernelTexts, 'back') : t('cancel')}
      </button>
    </div>
  )
}
