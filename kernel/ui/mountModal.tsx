import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import type { Portico } from '../createPortico'
import { Modal } from './Modal'
import { PorticoContext } from './PorticoContext'
import { createShadowHost, syncLocale, syncStyles } from './shadowHost'
import { preloadViews } from './viewTable'
import { warmFonts } from './warmFonts'

/**
 * Fetches the other built-in views' chunks and the Account view's inline plugin views when the
 * page is idle, once they may be needed: the modal has opened (its next views) or a wallet is
 * connected or being restored (the Account view is what the next click opens). A first visit
 * loads nothing more before the click, and the click itself never waits for a chunk: Connect is
 * part of the shell.
 */
function preloadWhenNeeded(portico: Portico, view: Window | null): () => void {
  let idle: number | undefined
  const check = () => {
    const { modal, connections } = portico.getState()
    const connected = Object.values(connections).some((connection) => connection?.status === 'connected' || connection?.status === 'connecting')
    if (!modal.open && !connected) return
    unsubscribe()
    idle = view?.requestIdleCallback ? view.requestIdleCallback(() => void preloadViews(portico), { timeout: 5_000 }) : undefined
  }
  const unsubscribe = portico.subscribe(check)
  check()
  return () => {
    unsubscribe()
    if (idle !== undefined) view?.cancelIdleCallback?.(idle)
  }
}

/**
 * The modal's background work beside its shadow root: preload the next views when they may be
 * needed, and warm the fonts in a task right after mounting (not at idle time: a visitor may
 * click before the page is ever idle, and a host app clicked at once did). Returns the stop function.
 */
export function startModalBackground(portico: Portico, shadow: ShadowRoot): () => void {
  const view = shadow.ownerDocument.defaultView
  const stopPreload = preloadWhenNeeded(portico, view)
  const warm = view?.setTimeout(() => warmFonts(shadow), 0)
  return () => {
    stopPreload()
    if (warm !== undefined) view?.clearTimeout(warm)
  }
}

/**
 * Inserts the single modal element into a page that does not use React: a `<portico-modal>`
 * with an open shadow root holding the modal's own React root and style sheets. Returns the
 * unmount function; call it outside any React render. React hosts use `<PorticoProvider>`,
 * which renders the same modal through a portal of their own tree.
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
  const stopLocale = syncLocale(portico, container)
  const root = createRoot(container)
  root.render(
    <StrictMode>
      <PorticoContext.Provider value={portico}>
        <Modal portico={portico} />
      </PorticoContext.Provider>
    </StrictMode>,
  )
  const stopBackground = startModalBackground(portico, shadow)
  return () => {
    stopBackground()
    stopStyles()
    stopLocale()
    root.unmount()
    host.remove()
  }
}
