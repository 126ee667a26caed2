import { useLayoutEffect, useRef, useState } from 'react'
import { createPortal } from 'react-dom'
import { ViewFrame } from '../ui/Modal'
import { usePorticoInstance } from '../ui/PorticoContext'
import { createShadowHost, syncStyles } from '../ui/shadowHost'
import { Toast } from '../ui/Toast'

/**
 * Renders Portico's views inline (embedded mode) instead of in a modal, inside its own shadow
 * root so host CSS and ours stay apart.
 *
 * @example
 * import { PorticoEmbedded } from 'portico/react'
 * export const Login = () => <section><h1>Sign in</h1><PorticoEmbedded /></section>
 */
export function PorticoEmbedded() {
  const portico = usePorticoInstance()
  const slot = useRef<HTMLDivElement>(null)
  const [container, setContainer] = useState<HTMLElement | undefined>(undefined)
  useLayoutEffect(() => {
    const element = slot.current
    if (!element) return
    const { host, shadow, container: inner } = createShadowHost(element.ownerDocument, 'portico-embedded')
    element.appendChild(host)
    const stopStyles = syncStyles(portico, shadow)
    setContainer(inner)
    return () => {
      stopStyles()
      host.remove()
    }
  }, [portico])
  return (
    <div ref={slot}>
      {container &&
        createPortal(
          <div className="pc-embedded">
            <ViewFrame portico={portico} onClose={undefined} />
            <Toast portico={portico} />
          </div>,
          container,
        )}
    </div>
  )
}
