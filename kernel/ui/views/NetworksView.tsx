import { useState } from 'react'
import type { CaipNetworkId } from '../../caip/types'
import type { Portico } from '../../createPortico'
import { BaseError } from '../../errors/base'
import { messages } from '../../errors/messages'
import { kernelTexts } from '../../i18n/kernelTexts'
import { useSelector } from '../useSelector'
import { useI18n } from '../useTexts'

/** The host's networks; picking one switches (the wallet too, when connected on it). */
export function NetworkList({ portico, onSwitched }: { portico: Portico; onSwitched: () => void }) {
  const active = useSelector(portico, (state) => state.networks.active[state.networks.activeNamespace])
  const [error, setError] = useState<string | undefined>(undefined)
  const [pending, setPending] = useState<CaipNetworkId | undefined>(undefined)
  const i18n = useI18n(portico)
  const choose = async (id: CaipNetworkId) => {
    setError(undefined)
    setPending(id)
    try {
      await portico.connection.switchNetwork(id)
      onSwitched()
    } catch (cause) {
      setError(cause instanceof BaseError ? cause.shortMessage : messages.somethingWentWrong)
    } finally {
      setPending(undefined)
    }
  }
  return (
    <>
      {error && (
        <p className="pc-error" role="alert">
          {i18n.message(error)}
        </p>
      )}
      <ul className="pc-list">
        {portico.config.networks.map((network) => (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="pc-item"
              aria-current={network.caipNetworkId === active ? 'true' : undefined}
              aria-busy={pending === network.caipNetworkId}
              data-testid={`network-${network.caipNetworkId}`}
              onClick={() => void choose(network.caipNetworkId)}
            >
              <span className="pc-item-name">{network.name}</span>
              {network.caipNetworkId === active && <span className="pc-tag pc-tag-accent">{i18n.t(kernelTexts, 'networkActive')}</span>}
              {network.testnet && <span className="pc-tag">{i18n.t(kernelTexts, 'networkTestnet')}</span>}
            </button>
          </li>
        ))}
      </ul>
    </>
  )
}

export default function NetworksView({ portico }: { portico: Portico }) {
  return <NetworkList portico={portico} onSwitched={() => portico.router.goBack()} />
}
