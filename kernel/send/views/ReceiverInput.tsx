import { useEffect, useState } from 'react'
import type { Portico } from '../../createPortico'
import type { CaipNetwork } from '../../networks/types'
import { WalletIcon } from '../../ui/primitives/WalletIcon'
import { isReceiverName, resolveReceiver } from '../resolveReceiver'
import { sendSlice } from '../sendSlice'

import type { SendState } from '../types'
import { kernelTexts } from '../../i18n/kernelTexts'
import { useI18n } from '../../ui/useTexts'
import { sendTexts } from '../texts'

/**
 * The receiver field: an address, or a name resolved through the identity service into the
 * address (the name and avatar are kept as the receiver's profile).
 */
export function ReceiverInput(props: { portico: Portico; send: SendState; network: CaipNetwork | undefined; isValidAddress: (address: string) => Promise<boolean> }) {
  const { portico, send, network, isValidAddress } = props
  const typed = send.receiverProfileName ?? send.receiverAddress ?? ''
  const pendingName = send.receiverAddress && isReceiverName(send.receiverAddress) ? send.receiverAddress : undefined
  // The last name that found no address; a name being looked up is any other pending name.
  const [unresolved, setUnresolved] = useState<string | undefined>(undefined)
  const status = !pendingName ? 'idle' : unresolved === pendingName ? 'unresolved' : 'resolving'
  const i18n = useI18n(portico)
  useEffect(() => {
    if (!pendingName || !network) return
    let live = true
    void resolveReceiver(pendingName, network, portico.services.identity, isValidAddress).then((resolved) => {
      if (!live) return
      if (resolved.kind !== 'name') return setUnresolved(pendingName)
      portico.store.dispatch(sendSlice.actions.receiverChanged(resolved.address))
      portico.store.dispatch(sendSlice.actions.receiverProfileResolved({ name: resolved.name, imageUrl: resolved.imageUrl }))
    })
    return () => void (live = false)
  }, [portico, pendingName, network, isValidAddress])
  return (
    <div style={{ width: '100%', textAlign: 'start' }}>
      <label htmlFor="pc-send-receiver" className="pc-muted">{i18n.t(sendTexts, 'to')}</label>
      <div style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
        {send.receiverProfileName && <WalletIcon name={send.receiverProfileName} imageUrl={send.receiverProfileImageUrl} />}
        <input
          id="pc-send-receiver"
          className="pc-input"
          data-testid="send-receiver"
          autoComplete="off"
          spellCheck={false}
          placeholder={i18n.t(sendTexts, 'addressOrName')}
          value={typed}
          onChange={(event) => portico.store.dispatch(sendSlice.actions.receiverChanged(event.target.value.trim() || undefined))}
        />
      </div>
      {send.receiverProfileName && send.receiverAddress && (
        <p className="pc-muted" data-testid="send-receiver-resolved" style={{ margin: '4px 0 0', wordBreak: 'break-all' }}>{send.receiverAddress}</p>
      )}
      {status === 'resolving' && <p className="pc-muted" role="status" style={{ margin: '4px 0 0' }}>{i18n.t(sendTexts, 'lookingUp', { name: pendingName ?? '' })}</p>}
      {status === 'unresolved' && pendingName && (
        <p className="pc-error" role="alert" style={{ margin: '4px 0 0' }}>{i18n.t(kernelTexts, 'sendReceiverNotFound', { name: pendingName })}</p>
      )}
    </div>
  )
}
