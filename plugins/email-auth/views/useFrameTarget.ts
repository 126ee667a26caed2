import { useEffect, useRef } from 'react'
import type { EmailAuthController } from '../createEmailAuthController'

/**
 * The box the wallet frame covers while it shows its panel (an approval, a code field). The
 * frame follows the box every animation frame while the view shows: the modal's entry
 * animation, scrolling and resizing all move it, and a click must land where the panel is drawn.
 */
export function useFrameTarget(controller: EmailAuthController) {
  const target = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const element = target.current ?? undefined
    let last = ''
    let handle = 0
    const follow = () => {
      const rect = element?.getBoundingClientRect()
      const key = rect ? `${rect.top},${rect.left},${rect.width},${rect.height}` : ''
      if (key !== last) {
        last = key
        controller.setApprovalTarget(element)
      }
      handle = requestAnimationFrame(follow)
    }
    controller.setApprovalTarget(element)
    handle = requestAnimationFrame(follow)
    return () => {
      cancelAnimationFrame(handle)
      controller.setApprovalTarget(undefined)
    }
  }, [controller])
  return target
}
