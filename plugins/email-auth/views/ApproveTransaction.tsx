import { useEffect, useRef } from 'react'
import type { Portico } from '../../../kernel/createPortico'
import { useSelector } from '../../../kernel/ui/useSelector'
import { useEmailAuthController } from '../registry'

/**
 * ApproveTransaction (spec section 2): the wallet frame, shown over this view, asks the visitor
 * to approve. The click happens inside the frame's own origin; this page cannot make it.
 */
export default function ApproveTransaction({ portico }: { portico: Portico }) {
  const controller = useEmailAuthController(portico)
  const pending = useSelector(portico, (state) => state['email-auth']?.approvalPending ?? false)
  const target = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = target.current ?? undefined
    // The frame follows the box every frame while this view shows: the modal's entry animation,
    // scrolling and resizing all move it, and a click must land where the panel is drawn.
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

  return (
    <div className="pc-stack">
      <p className="pc-muted">{pending ? 'Review the request in your wallet below.' : 'No request is waiting.'}</p>
      <div ref={target} className="pc-approval-target" data-testid="email-auth-approval-target" />
    </div>
  )
}
