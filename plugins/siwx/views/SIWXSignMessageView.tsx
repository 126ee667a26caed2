import { useCallback } from 'react'
import { BaseError, messages, type Portico, truncateAddress } from 'portico'
import { Spinner, useSelector, WalletIcon } from 'portico/react'
import { getSiwx } from '../flow/registry'
import { siwxSlice, type SiwxState } from '../slice'

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
  const sign = useCallback(() => {
    // Preconditions ('No ActiveCaipAddress found', ...) reject; show them like any sign-in error.
    controller.requestSignIn().catch((error: unknown) => {
      const message = error instanceof BaseError ? error.shortMessage : messages.somethingWentWrong
      portico.store.dispatch(siwxSlice.actions.signingFailed([message]))
    })
  }, [controller, portico])
  const cancel = useCallback(() => void controller.cancel(), [controller])
  const dappName = portico.config.metadata?.name ?? 'This app'
  const address = connection?.caipAddress?.split(':').slice(2).join(':')
  const signing = siwx.status === 'signing'
  return (
    <div className="pc-stack" data-testid="siwx-sign-view">
      <WalletIcon name={connector?.name ?? 'Wallet'} imageUrl={connector?.imageUrl} large />
      <p>
        <strong>{dappName}</strong> needs to connect to your wallet
      </p>
      <p className="pc-muted">
        Sign this message to prove you own this wallet and proceed.
        {controller.isRequired() ? ' Canceling will disconnect you.' : ''}
      </p>
      {address && <p className="pc-muted" title={address}>{truncateAddress(address)}</p>}
      {siwx.errors.length > 0 && (
        <div role="alert" className="pc-error" data-testid="siwx-error">
          {siwx.errors.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      {signing && <Spinner label={`Waiting for ${connector?.name ?? 'your wallet'}`} />}
      <div style={{ display: 'flex', gap: 8, width: '100%' }}>
        <button type="button" className="pc-button pc-button-secondary" style={{ flex: 1 }} onClick={cancel}>
          Cancel
        </button>
        <button type="button" className="pc-button" style={{ flex: 1 }} onClick={sign} disabled={signing}>
          {signing ? 'Signing…' : 'Sign'}
        </button>
      </div>
    </div>
  )
}
