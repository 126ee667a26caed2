import { useConnect, useConnection, useDisconnect } from 'wagmi'
import { porticoConnector } from 'portico/wagmi'
import { errorText } from './errorText'

/** Connect through Portico and disconnect, with wagmi's `useConnect`, `useConnection` and `useDisconnect`. */
export function AccountPanel() {
  const connection = useConnection()
  const connect = useConnect()
  const disconnect = useDisconnect()
  const portico = connect.connectors.find((connector) => connector.type === porticoConnector.type)
  return (
    <section className="demo-panel" aria-label="wagmi account">
      <h2>Account (useConnection)</h2>
      <dl>
        <dt>Status</dt>
        <dd data-testid="wagmi-status">{connection.status}</dd>
        <dt>Address</dt>
        <dd data-testid="wagmi-address">{connection.address ?? '-'}</dd>
        <dt>Chain</dt>
        <dd data-testid="wagmi-chain">{connection.chainId ?? '-'}</dd>
        <dt>Connector</dt>
        <dd data-testid="wagmi-connector">{connection.connector?.name ?? '-'}</dd>
      </dl>
      {connection.status === 'connected' ? (
        <button type="button" onClick={() => disconnect.mutate()}>
          Disconnect (wagmi)
        </button>
      ) : (
        <button type="button" disabled={!portico || connect.isPending} onClick={() => portico && connect.mutate({ connector: portico })}>
          Connect with Portico (wagmi)
        </button>
      )}
      {connect.error && <p data-testid="wagmi-connect-error">{errorText(connect.error)}</p>}
    </section>
  )
}
