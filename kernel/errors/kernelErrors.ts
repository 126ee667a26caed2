import { BaseError } from './base'
import { messages } from './messages'

/** A send on a namespace no plugin serves (spec sections 4 and 8). */
export class UnsupportedChainError extends BaseError {
  override name = 'UnsupportedChainError'
  constructor(namespace: string) {
    super(messages.unsupportedChain, { details: `No send plugin serves namespace '${namespace}'.` })
  }
}

/** A wallet request whose method is not on the allowed list (spec section 5). */
export class RpcNotAllowedError extends BaseError {
  override name = 'RpcNotAllowedError'
  constructor(method: string, reason?: string) {
    super(messages.rpcNotAllowed, { details: reason ? `${method}: ${reason}` : method })
  }
}

/** A plugin id that is already installed, or a plugin that fails to install. */
export class PluginError extends BaseError {
  override name = 'PluginError'
}
