import { useCallback } from 'react'
import { BaseError, messages, type Portico, truncateAddress } from 'portico'
import { Spinner, useI18n, useSelector, WalletIcon } from 'portico/react'
import { getSiwx } from '../flow/registry'
import { siwxSlice, type SiwxState } from '../slice'
import { siwxViewTexts } from './texts'

const idle: SiwxState = siwxSlice.getInitialState()

/**
 * SIWXSignMessage (spec section 2): asks the visitor to sign the login message. Sign runs the
 * wallet request; Cancel disconnects when sign-in is required, else closes. Errors ('Signature
 * declined', ...) are shown in an alert; the dapp name and wallet name are text only.
 */
export default function SIWXSignMessageView({ portico }: { portico: Portico }) {
  const siwx = useSelector(portico, (state) => state[siwxSlice.reducerPath] ?? idle)
  const connection = useSelector(portico, (state) => state.connections[state.networks.activeNamespace])
  const connector = useSelector(portico, (state) => state.connectors.list.find((c) => c.id === connection?.connectorId))
  const controller = getSiwx(portico)
  const i18n = useI18n(portico)
  const t = (key: keyof typeof siwxViewTexts.en, params?: Record<string, string>) => i18n.t(siwxViewTexts, key, params)
  const sign = useCallback(() => {
    // Preconditions ('No ActiveCaipAddress found', ...) reject; show them like any sign-in error.
    controller.requestSignIn().catch((error: unknown) => {
      const message = error instanceof BaseError ? error.shortMessage : messages.somethingWentWrong
      portico.store.dispatch(siwxSlice.actions.signingFailed([message]))
    })
  }, [controller, portico])
  const cancel = useCallback(() => void controller.cancel(), [controller])
  const dappName = portico.config.metadata?.name ?? t('thisApp')
  const address = connection?.caipAddress?.split(':').slice(2).join(':')
  const signing = siwx.status === 'signing'
  return (
    <div className="pc-stack" data-testid="siwx-sign-view">
      <WalletIcon name={connector?.name ?? t('wallet')} imageUrl={connector?.imageUrl} large />
      <p>
        {t('needsToConnect')
          .split(/(\{app\})/)
          .map((part, index) => (part === '{app}' ? <strong key={index}>{dappName}</strong> : part))}
      </p>
      <p className="pc-muted">
        {t('signToProve')}
        {controller.isRequired() ? ` ${t('cancelDisconnects')}` : ''}
      </p>
      {address && <p className="pc-muted" title={address}>{truncateAddress(address)}</p>}
      {siwx.errors.length > 0 && (
        <div role="alert" className="pc-error" data-testid="siwx-error">
          {siwx.errors.map((line) => (
            <p key={line}>{i18n.message(line)}</p>
          ))}
        </div>
      )}
      {signing && <Spinner label={t('waitingFor', { name: connector?.name ?? t('yourWallet') })} />}
      <div style={{ display: 'flex', gap: 8, width: '100%' }}>
        <button type="button" className="pc-button pc-button-secondary" style={{ flex: 1 }} onClick={cancel}>
          {t('cancel')}
        </button>
        <button type="button" className="pc-button" style={{ flex: 1 }} onClick={sign} disabled={signing}>
          {signing ? t('signing') : t('sign')}
        </button>
      </div>
    </div>
  )
}
