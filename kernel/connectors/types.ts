import type { Wallet } from '@wallet-standard/base'
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
  /**
   * Optional one-click sign-in while connecting (CAIP-222: WalletConnect `connect` with
   * `authentication`). The siwx plugin sets a handler; a connector that has one asks `prepare` in
   * `connect()` and, when it answers parameters, connects with sign-in and passes the signed
   * messages to `complete`.
   */
  readonly signIn?: ConnectorSignIn
}

/**
 * The one-click sign-in capability of a connector.
 *
 * @example
 * import type { ConnectorSignIn, ConnectorSignInHandler } from 'portico'
 * let handler: ConnectorSignInHandler | undefined
 * const signIn: ConnectorSignIn = { setHandler: (next) => void (handler = next) }
 */
export type ConnectorSignIn = {
  /** Sets (or clears, with `undefined`) the handler; the connector keeps only the latest. */
  setHandler(handler: ConnectorSignInHandler | undefined): void
}

/**
 * What the siwx plugin gives a sign-in-capable connector.
 *
 * @example
 * import type { ConnectorSignInHandler } from 'portico'
 * async function connectWithSignIn(handler: ConnectorSignInHandler) {
 *   const request = await handler.prepare(['eip155:1'])
 *   if (!request) return // fall back to a plain connect
 *   // universalProvider.connect({ optionalNamespaces, authentication: [{ ...request, ttl: 300 }] }),
 *   // then what the wallet signed (session.authentication):
 *   await handler.complete([{ caipAddress: 'eip155:1:0xf39F...', message: '...', signature: '0x...' }])
 * }
 */
export type ConnectorSignInHandler = {
  /**
   * Parameters of the wallet's sign-in request, or `undefined` when one-click sign-in does not
   * apply (sign-in off, or not every chain is eip155): then connect as usual.
   */
  prepare(chains: readonly CaipNetworkId[]): Promise<ConnectorSignInRequest | undefined>
  /** Receives what the wallet signed (one entry per chain); rejects when a signature is invalid. */
  complete(results: readonly ConnectorSignInResult[]): Promise<void>
}

/**
 * Parameters of a one-click sign-in (the fields of a CAIP-222 authentication request).
 *
 * @example
 * import type { ConnectorSignInRequest } from 'portico'
 * const r: ConnectorSignInRequest = { chains: ['eip155:1'], domain: 'dapp.example', uri: 'https://dapp.example/', nonce: 'k3J9x0aQ2mZt7LbE', version: '1' }
 */
export type ConnectorSignInRequest = {
  chains: CaipNetworkId[]
  domain: string
  uri: string
  nonce: string
  version: '1'
  statement?: string | undefined
  issuedAt?: string | undefined
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources?: string[] | undefined
}

/**
 * One signed message of a one-click sign-in: the EIP-4361 text the wallet signed and its
 * signature (hex), for the CAIP-10 account.
 *
 * @example
 * import type { ConnectorSignInResult } from 'portico'
 * const r: ConnectorSignInResult = { caipAddress: 'eip155:1:0xf39F...', message: 'dapp.example wants you to sign in...', signature: '0x...' }
 */
export type ConnectorSignInResult = { caipAddress: CaipAddress; message: string; signature: string }

/**
 * The part of `getWallets()` (from `@wallet-standard/app`) the chain modules' wallet discovery
 * uses (solana and bip122 wallets register there); injectable for tests.
 *
 * @example
 * import type { WalletStandardRegistry } from 'portico'
 * import { getWallets } from '@wallet-standard/app'
 * const registry: WalletStandardRegistry = getWallets()
 */
export type WalletStandardRegistry = {
  get(): readonly Wallet[]
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void
}
