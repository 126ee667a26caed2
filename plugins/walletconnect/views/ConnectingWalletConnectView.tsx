import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { BaseError, type CatalogWallet, messages, type Portico, UserRejectedRequestError } from 'portico'
import { copyText, qrDataUrl, RetryError, Spinner, useI18n, useSelector } from 'portico/react'
import type { WalletConnectConnector } from '../createWalletConnectConnector'
import { walletDeepLink } from '../deepLink'
import type { PairingState } from '../pairingStore'
import { walletConnectTexts } from './texts'
import { WALLET_CONNECT_CONNECTOR_ID } from '../types'

type Failure = { message: string; declined: boolean }
const idle: PairingState = { status: 'idle' }
const noop = () => () => {}

const describe = (error: unknown): Failure => ({
  declined: error instanceof UserRejectedRequestError,
  message: error instanceof UserRejectedRequestError ? messages.pairingDeclined : error instanceof BaseError ? error.shortMessage : messages.somethingWentWrong,
})
const isWalletConnect = (connector: unknown): connector is WalletConnectConnector =>
  typeof connector === 'object' && connector !== null && 'pairing' in connector && 'cancelPairing' in connector

/** The catalog wallet picked in the wallet list (for its deep link), looked up by id. */
function useCatalogWallet(portico: Portico, walletId: string | undefined) {
  const [wallet, setWallet] = useState<CatalogWallet>()
  useEffect(() => {
    if (!walletId) return
    let live = true
    portico.connection.catalog
      .list({ page: 1, pageSize: 100 })
      .then(({ wallets }) => live && setWallet(wallets.find((w) => w.id === walletId)))
      .catch((error: unknown) => portico.services.logger.warn('Unable to read the wallet catalog', error))
    return () => void (live = false)
  }, [portico, walletId])
  return wallet
}

/**
 * ConnectingWalletConnect (spec section 2): the pairing URI as a QR code, a "Copy link" button
 * and a link that opens the chosen mobile wallet. The URI is replaced before it expires
 * without a click; a declined pairing shows 'Connection declined' with a retry.
 */
export function ConnectingWalletConnectView({ portico, basic = false }: { portico: Portico; basic?: boolean }) {
  const route = useSelector(portico, (state) => state.router.history[state.router.history.length - 1]?.data)
  const connectorId = typeof route?.connectorId === 'string' ? route.connectorId : WALLET_CONNECT_CONNECTOR_ID
  const walletId = !basic && typeof route?.walletId === 'string' ? route.walletId : undefined
  const listed = useSelector(portico, (state) => state.connectors.list.some((c) => c.id === connectorId))
  const found = listed ? portico.connection.getConnector(connectorId) : undefined
  const connector = isWalletConnect(found) ? found : undefined
  const pairing = useSyncExternalStore(connector?.pairing.subscribe ?? noop, connector?.pairing.get ?? (() => idle))
  const wallet = useCatalogWallet(portico, walletId)
  const [failure, setFailure] = useState<Failure>()
  const [round, setRound] = useState(0)
  const [qr, setQr] = useState<{ uri: string; src: string }>()
  const started = useRef(-1)
  const mounted = useRef(false)
  const i18n = useI18n(portico)
  const t = (key: keyof typeof walletConnectTexts.en, params?: Record<string, string>) => i18n.t(walletConnectTexts, key, params)

  useEffect(() => {
    if (!connector || started.current === round) return
    started.current = round
    portico.connection.connect(connector.info.id).catch((error: unknown) => {
      // A relay that refused the project, origin or clock: the spec's alert too (once).
      portico.services.alerts.report(error)
      setFailure(describe(error))
    })
  }, [portico, connector, round])

  // Leaving the view stops the pairing (deferred: StrictMode unmounts and mounts again at once).
  useEffect(() => {
    mounted.current = true
    return () => {
      mounted.current = false
      setTimeout(() => {
        if (!mounted.current) connector?.cancelPairing()
      }, 0)
    }
  }, [connector])

  const uri = pairing.status === 'ready' ? pairing.uri : undefined
  useEffect(() => {
    if (!uri) return
    let live = true
    qrDataUrl(uri)
      .then((src) => live && setQr({ uri, src }))
      .catch((error: unknown) => portico.services.logger.error('Unable to draw the QR code', error))
    return () => void (live = false)
  }, [portico, uri])

  const copy = useCallback(async () => {
    // English texts: the toast shows them in the current locale.
    if (uri) await copyText(portico, uri, { copied: walletConnectTexts.en.linkCopied, failed: walletConnectTexts.en.linkCopyFailed })
  }, [portico, uri])

  const retry = useCallback(() => {
    setFailure(undefined)
    setRound((n) => n + 1)
  }, [])

  if (!connector) return <p className="pc-error" role="alert">{t('unavailable')}</p>
  if (failure)
    return (
      <div className="pc-stack">
        <RetryError message={failure.message} onRetry={retry} />
      </div>
    )
  const deepLink = uri && wallet ? walletDeepLink(wallet.mobile, uri) : undefined
  const name = wallet?.name ?? t('yourMobileWallet')
  return (
    <div className="pc-stack">
      {qr && qr.uri === uri ? (
        <img className="pc-qr" src={qr.src} alt={t('qrAlt')} data-testid="wc-qr" width={232} height={232} />
      ) : (
        <div className="pc-qr pc-qr-loading">
          <Spinner label={t('preparingQr')} />
        </div>
      )}
      <p>{t('scanWith', { name })}</p>
      <p className="pc-muted">{t('refreshes')}</p>
      <div className="pc-features">
        {deepLink && (
          <a className="pc-button" href={deepLink} rel="noopener noreferrer" data-testid="wc-deep-link">
            {t('open', { name })}
          </a>
        )}
        <button type="button" className="pc-button pc-button-secondary" disabled={!uri} onClick={() => void copy()}>
          {t('copyLink')}
        </button>
      </div>
    </div>
  )
}

/**
 * ConnectingWalletConnectBasic (spec section 2): the same pairing, QR code and "Copy link" only;
 * no wallet is picked, so there is no wallet link (a host opens it with
 * `portico.open({ view: 'ConnectingWalletConnectBasic' })`).
 */
export function ConnectingWalletConnectBasicView({ portico }: { portico: Portico }) {
  return <ConnectingWalletConnectView portico={portico} basic />
}

export default ConnectingWalletConnectView
