import type { ActivityService } from './activity/types'
import type { AlertController } from './alerts'
import type { Analytics } from './analytics/createAnalytics'
import type { BalanceService } from './balances/types'
import type { IdentityService } from './identity/types'
import type { I18n } from './i18n/createI18n'
import type { Logger } from './logger'
import type { RpcService } from './rpc/createRpcService'
import type { PorticoStorage } from './storage/types'
import type { ToastController } from './toast'

/** Plain service objects of one instance, handed to plugins in `apply`. */
export type PorticoServices = {
  logger: Logger
  analytics: Analytics
  toast: ToastController
  /** The configuration alerts of spec section 8 ('Network Not Found', provider errors), each shown once. */
  alerts: AlertController
  storage: PorticoStorage
  /** JSON-RPC transports per network (batching, timeout, failover, ranking). */
  rpc: RpcService
  /** Token and native balances per (network, address): wallet asset discovery, Multicall3 or Solana RPC; cached. */
  balances: BalanceService
  /** Names and avatars (ENS over JSON-RPC on EVM non-testnet networks); cached 5 min. */
  identity: IdentityService
  /** An account's recent activity, from the history plugin when installed (`undefined` otherwise). */
  activity: ActivityService
  /** Texts in the current locale, number and date formats, and the locale switch (`i18n.t(texts, key)`). */
  i18n: I18n
}
