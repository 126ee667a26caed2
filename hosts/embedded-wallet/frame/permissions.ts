import { PERMISSION_RPC_METHODS } from '../../../plugins/email-auth/rpcMethods'
import { FrameRpcError } from './signer'

/** EIP-1193 "Unsupported Method". */
export const UNSUPPORTED_METHOD = 4200

/**
 * ERC-7715 permissions (session keys) are refused, before any approval panel: granting one means
 * a dapp key may later act for the visitor without asking, and that is only safe when the chain
 * enforces the grant's limits (a permission validator module in the smart account, ERC-7579 /
 * ERC-7710). The embedded wallet's account has no such module, and a grant enforced only by this
 * frame would be a promise the frame cannot keep once it reloads or another frame signs. So the
 * wallet answers with a clear refusal rather than a grant it cannot honour.
 *
 * @example
 * refusePermissions('wallet_grantPermissions') // throws FrameRpcError 4200
 */
export function refusePermissions(method: string): void {
  if (!PERMISSION_RPC_METHODS.includes(method)) return
  throw new FrameRpcError(`${method} is not supported: this wallet cannot grant session permissions (its account has no permission module)`, UNSUPPORTED_METHOD)
}
