import { useEffect, type ReactNode } from 'react'
import { createPortal } from 'react-dom'
import type { Portico } from '../createPortico'
import { Modal } from '../ui/Modal'
import { startModalBackground } from '../ui/mountModal'
import { PorticoContext } from '../ui/PorticoContext'
import { useShadowContainer } from '../ui/useShadowContainer'

/**
 * Makes a Portico instance available to the hooks below it, starts wallet discovery and
 * restores the stored connection, and inserts the modal element (unless `disableAppend` or
 * `embedded` is set): a `<portico-modal>` at the end of the body whose shadow root this
 * component renders into through a portal.
 *
 * @example
 * import { createPortico, mainnet } from 'portico'
 * import { PorticoProvider, ConnectButton } from 'portico/react'
 * const portico = createPortico({ networks: [mainnet] })
 * export const App = () => <PorticoProvider portico={portico}><ConnectButton /></PorticoProvider>
 */
export function PorticoProvider({ portico, children }: { portico: Portico; children?: ReactNode }) {
  useEffect(() => portico.connection.start(), [portico])
  const appends = !portico.config.disableAppend && !portico.config.embedded
  const container = useShadowContainer(portico, appends ? 'body' : undefined, undefined, (shadow) => startModalBackground(portico, shadow))
  return (
    <PorticoContext.Provider value={portico}>
      {children}
      {container && createPortal(<Modal portico={portico} />, container)}
    </PorticoContext.Provider>
  )
}
