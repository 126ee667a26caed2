import { useRef } from 'react'
import { createPortal } from 'react-dom'
import { ViewFrame } from '../ui/Modal'
import { usePorticoInstance } from '../ui/PorticoContext'
import { Toast } from '../ui/Toast'
import { useShadowContainer } from '../ui/useShadowContainer'

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
  const container = useShadowContainer(portico, slot, 'portico-embedded')
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
