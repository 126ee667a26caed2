import { BaseError } from './base'
import { messages } from './messages'

/**
 * A send on a namespace no plugin serves (spec sections 4 and 8).
 *
 * @example
 * import { UnsupportedChainError } from 'portico'
 * new UnsupportedChainError('bip122').shortMessage // 'Unsupported chain'
 */
export class UnsupportedChainError extends BaseError {
  override name = 'UnsupportedChainError'
  constructor(namespace: string) {
    super(messages.unsupportedChain, { details: `No send plugin serves namespace '${namespace}'.` })
  }
}

/**
 * A wallet request whose method is not on the allowed list (spec section 5): an `onRpcRequest`
 * tap rejects with it.
 *
 * @example
 * import { RpcNotAllowedError } from 'portico'
 * new RpcNotAllowedError('eth_sign', 'not on the embedded wallet\'s allowed list').shortMessage // 'Requested RPC call is not allowed'
 */
export class RpcNotAllowedError extends BaseError {
  override name = 'RpcNotAllowedError'
  constructor(method: string, reason?: string) {
    super(messages.rpcNotAllowed, { details: reason ? `${method}: ${reason}` : method })
  }
}

/**
 * A plugin id that is already installed, or a plugin that fails to install.
 *
 * @example
 * import { PluginError } from 'portico'
 * const isPluginFailure = (error: unknown) => error instanceof PluginError
 */
export class PluginError extends BaseError {
  override name = 'PluginError'
}
