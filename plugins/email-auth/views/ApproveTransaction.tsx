import type { Portico } from 'portico'
import { useTexts, useSelector } from 'portico/react'
import { useEmailAuthController } from '../registry'
import { emailAuthViewTexts } from './texts'
import { useFrameTarget } from './useFrameTarget'

/**
 * ApproveTransaction (spec section 2): the wallet frame, shown over this view, asks the visitor
 * to approve. The click happens inside the frame's own origin; this page cannot make it.
 */
export default function ApproveTransaction({ portico }: { portico: Portico }) {
  const controller = useEmailAuthController(portico)
  const pending = useSelector(portico, (state) => state['email-auth']?.approvalPending ?? false)
  const target = useFrameTarget(controller)
  const t = useTexts(portico, emailAuthViewTexts)

  return (
    <div className="pc-stack">
      <p className="pc-muted">{t(pending ? 'reviewInWallet' : 'noRequest')}</p>
      <div ref={target} className="pc-approval-target" data-testid="email-auth-approval-target" />
    </div>
  )
}
