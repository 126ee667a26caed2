import { lazyOnce } from '../lazyOnce'
import type { ApprovalFlow, ApprovalFlowDeps } from './createApprovalFlow'

/**
 * The approval flow behind a dynamic import: it loads with the first unsafe request a plugin runs
 * through it, so a page whose wallets ask outside the modal never carries it. Until then
 * nothing waits and nothing is watched.
 *
 * @example
 * const approvals = createLazyApprovalFlow({ store, config, services, open, close })
 * await approvals.run({ namespace: 'eip155' }, (signal) => frame.request(call, { signal }))
 */
export function createLazyApprovalFlow(deps: ApprovalFlowDeps): ApprovalFlow {
  const flow = lazyOnce(async () => (await import('./createApprovalFlow')).createApprovalFlow(deps))
  return {
    run: async (request, execute) => (await flow()).run(request, execute),
    pending: () => flow.current?.pending() ?? 0,
    destroy: () => flow.current?.destroy(),
  }
}
