import { useEffect, type ReactNode } from 'react'
import type { Portico } from '../createPortico'
import { mountModal } from '../ui/mountModal'
import { PorticoContext } from '../ui/PorticoContext'

/**
 * Makes a Portico instance available to the hooks below it, starts wallet discovery and
 * restores the stored connection, and inserts the modal element (unless `disableAppend` or
 * `embedded` is set).
 *
 * @example
 * import { createPortico, mainnet } from 'portico'
 * import { PorticoProvider, ConnectButton } from 'portico/react'
 * const portico = createPortico({ networks: [mainnet] })
 * export const App = () => <PorticoProvider portico={portico}><ConnectButton /></PorticoProvider>
 */
export function PorticoProvider({ portico, children }: { portico: Portico; children?: ReactNode }) {
  useEffect(() => portico.connection.start(), [portico])
  useEffect(() => {
    if (portico.config.disableAppend || portico.config.embedded) return
    return mountModal(portico)
  }, [portico])
  return <PorticoContext.Provider value={portico}>{children}</PorticoContext.Provider>
}
