import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import type { Portico } from '../createPortico'
import { Modal } from './Modal'
import { PorticoContext } from './PorticoContext'
import { createShadowHost, syncStyles } from './shadowHost'
import { preloadBuiltinViews } from './viewTable'

/**
 * Inserts the single modal element into the page: a `<portico-modal>` with an open shadow root
 * holding the modal's own React root and style sheets. Returns the unmount function.
 *
 * @example
 * import { createPortico, mainnet } from 'portico'
 * import { mountModal } from 'portico/react'
 * const unmount = mountModal(createPortico({ networks: [mainnet] }))
 */
export function mountModal(portico: Portico, doc: Document = document): () => void {
  const { host, shadow, container } = createShadowHost(doc)
  doc.body.appendChild(host)
  const stopStyles = syncStyles(portico, shadow)
  const root = createRoot(container)
  root.render(
    <StrictMode>
      <PorticoContext.Provider value={portico}>
        <Modal portico={portico} />
      </PorticoContext.Provider>
    </StrictMode>,
  )
  // Fetch the other views' chunks while the page is idle, never on the click that opens the modal.
  const view = doc.defaultView
  const idle = view?.requestIdleCallback ? view.requestIdleCallback(preloadBuiltinViews, { timeout: 5_000 }) : undefined
  return () => {
    if (idle !== undefined) view?.cancelIdleCallback(idle)
    stopStyles()
    root.unmount()
    host.remove()
  }
}
