import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../caip/types'
import type { CaipNetwork } from '../networks/types'
import type { AccountType } from '../store/connectionsSlice'
import type { ConnectorInfo } from '../store/connectorsSlice'

/** An EIP-1193 provider, as wallets inject it. Untrusted: validate what it returns. */
export type Eip1193Provider = {
  request(args: { method: string; params?: unknown }): Promise<unknown>
  on?(event: string, listener: (...args: unknown[]) => void): void
  removeListener?(event: string, listener: (...args: unknown[]) => void): void
}

/** One account a wallet exposes. */
export type ConnectorAccount = {
  namespace: ChainNamespace
  caipAddress: CaipAddress
  accountType: AccountType
  /** The network the wallet is on; may be one the host does not list. */
  networkId: CaipNetworkId
}

/** Wallet-side events a connector reports. */
export type ConnectorEvent =
  | { type: 'accountsChanged'; namespace: ChainNamespace; accounts: ConnectorAccount[] }
  | { type: 'chainChanged'; namespace: ChainNamespace; networkId: CaipNetworkId }
  | { type: 'disconnect'; namespace: ChainNamespace }

/**
 * A live connector: the service object behind a `ConnectorInfo` in the store. Providers,
 * sockets and frames stay here, never in the store.
 */
export type Connector = {
  readonly info: ConnectorInfo
  /** Asks the wallet for its accounts (may prompt). */
  connect(parameters: { network: CaipNetwork }): Promise<ConnectorAccount[]>
  /** The accounts the wallet still authorises, without prompting; [] when none (restore after reload). */
  reconnect(parameters: { network: CaipNetwork }): Promise<ConnectorAccount[]>
  disconnect(): Promise<void>
  /** Moves the wallet to `network`; throws 'Chain is not supported' when it cannot. */
  switchNetwork(network: CaipNetwork): Promise<void>
  /** A raw wallet request (already authorised by `onRpcRequest`). */
  request(args: { method: string; params?: unknown }): Promise<unknown>
  /** Subscribes to wallet events; returns the unsubscribe function. */
  subscribe(listener: (event: ConnectorEvent) => void): () => void
}
