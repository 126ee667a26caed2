import type { Portico } from '../../createPortico'
import { NetworkList } from './NetworksView'

/** The wallet sits on a network the host does not list: switch to one, or disconnect. */
export default function UnsupportedChainView({ portico }: { portico: Portico }) {
  return (
    <div>
      <p className="pc-muted" style={{ textAlign: 'center' }}>
        This app doesn&apos;t support your current network. Switch to an available option to continue.
      </p>
      <NetworkList portico={portico} onSwitched={() => portico.router.reset('Account')} />
      <div className="pc-stack">
        <button type="button" className="pc-button pc-button-secondary" onClick={() => void portico.connection.disconnect()}>
          Disconnect
        </button>
      </div>
    </div>
  )
}
