import { useEffect, useRef } from 'react'
import type { Portico } from '../../../kernel/createPortico'
import { useSelector } from '../../../kernel/ui/useSelector'
import { getEmailAuthController } from '../registry'

/**
 * ApproveTransaction (spec section 2): the wallet frame, shown over this view, asks the visitor
 * to approve. The click happens inside the frame's own origin; this page cannot make it.
 */
export default function ApproveTransaction({ portico }: { portico: Portico }) {
  const controller = getEmailAuthController(portico)
  const pending = useSelector(portico, (state) => state['email-auth']?.approvalPending ?? false)
  const target = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const element = target.current ?? undefined
    controller.setApprovalTarget(element)
    const follow = () => controller.setApprovalTarget(element)
    const observer = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(follow)
    if (element) observer?.observe(element)
    window.addEventListener('resize', follow)
    // The modal's entry animation moves the box: follow it until it settles.
    const timers = [150, 300].map((ms) => setTimeout(follow, ms))
    return () => {
      observer?.disconnect()
      window.removeEventListener('resize', follow)
      for (const timer of timers) clearTimeout(timer)
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
