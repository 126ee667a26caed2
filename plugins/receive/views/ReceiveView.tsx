import { useEffect, useState } from 'react'
import { kernelTexts, parseCaipAddress, type Portico } from 'portico'
import { ADDRESS_COPY_TEXTS, copyText, qrDataUrl, useI18n, useSelector } from 'portico/react'
import { receiveViewTexts } from './texts'
import { validNetworks } from '../validNetworks'

/**
 * The Receive view: a QR code of the connected address (an SVG data URL in an `<img>`), the
 * address with a copy button (toast 'Address copied'), and the networks on which the address is
 * valid.
 */
export default function ReceiveView({ portico }: { portico: Portico }) {
  const namespace = useSelector(portico, (state) => state.networks.activeNamespace)
  const caipAddress = useSelector(portico, (state) => state.connections[state.networks.activeNamespace]?.caipAddress)
  const address = caipAddress ? parseCaipAddress(caipAddress).address : undefined
  const [qr, setQr] = useState<{ address: string; src: string } | undefined>(undefined)
  const [failed, setFailed] = useState(false)
  const i18n = useI18n(portico)
  const t = (key: keyof typeof receiveViewTexts.en, params?: Record<string, string>) => i18n.t(receiveViewTexts, key, params)
  useEffect(() => {
    if (!address) return
    let live = true
    qrDataUrl(address)
      .then((src) => live && setQr({ address, src }))
      .catch((error: unknown) => {
        portico.services.logger.error('Unable to draw the QR code', error)
        if (live) setFailed(true)
      })
    return () => void (live = false)
  }, [portico, address])

  if (!address) return <p className="pc-muted">{t('connectToReceive')}</p>
  const networks = validNetworks(portico.config.networks, namespace)
  const copy = () => copyText(portico, address, ADDRESS_COPY_TEXTS)
  return (
    <div className="pc-stack" data-testid="receive-view">
      {qr?.address === address ? (
        <img data-testid="receive-qr" src={qr.src} alt={t('qrAlt', { address })} width={220} height={220} style={{ borderRadius: 12, background: '#fff' }} />
      ) : failed ? (
        <p className="pc-error" role="alert">{t('qrFailed')}</p>
      ) : (
        <div className="pc-spinner" aria-label={t('drawingQr')} />
      )}
      <p data-testid="receive-address" style={{ wordBreak: 'break-all', textAlign: 'center', margin: 0 }}>
        {address}
      </p>
      <button type="button" className="pc-button" data-testid="receive-copy" onClick={copy}>
        {i18n.t(kernelTexts, 'copyAddress')}
      </button>
      <div style={{ width: '100%' }}>
        <p className="pc-muted" style={{ margin: '0 0 4px' }}>
          {t('onlyTheseNetworks')}
        </p>
        <ul className="pc-list" data-testid="receive-networks" aria-label={t('networksForAddress')}>
          {networks.map((network) => (
            <li key={network.caipNetworkId} className="pc-item" data-network={network.caipNetworkId}>
              {network.name}
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
