import type { Portico } from '../../createPortico'
import { kernelTexts } from '../../i18n/kernelTexts'
import { useTexts } from '../useTexts'
import { NetworkList } from './NetworksView'

/** The wallet sits on a network the host does not list: switch to one, or disconnect. */
export default function UnsupportedChainView({ portico }: { portico: Portico }) {
  const t = useTexts(portico, kernelTexts)
  return (
    <div>
      <p className="pc-muted" style={{ textAlign: 'center' }}>
        {t('unsupportedNetwork')}
      </p>
      <NetworkList portico={portico} onSwitched={() => portico.router.reset('Account')} />
      <div className="pc-stack">
        <button type="button" className="pc-button pc-button-secondary" onClick={() => void portico.connection.disconnect()}>
          {t('disconnect')}
        </button>
      </div>
    </div>
  )
}
