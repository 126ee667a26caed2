import type { LogLevel } from 'portico'

/** Time source of the pairing expiry; tests pass one with a shorter life or fake timers. */
export type PairingClock = {
  now(): number
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}

/**
 * Options of the walletconnect plugin. The relay URL, project id and dapp metadata come from
 * the Portico config (`relayUrl`, `projectId`, `metadata`).
 *
 * @example
 * import type { WalletConnectOptions } from 'portico/plugins/walletconnect'
 * const options: WalletConnectOptions = { telemetryEnabled: false, verify: false }
 */
export type WalletConnectOptions = {
  /** WalletConnect SDK telemetry (events sent to WalletConnect's servers); default `false`. */
  telemetryEnabled?: boolean
  /**
   * The Verify API attestation (a hidden iframe on verify.walletconnect.org that lets wallets
   * show your domain as verified); default `true`. Turn it off where that host is unreachable
   * (tests, intranets): each connect would otherwise wait on it.
   */
  verify?: boolean
  /** How long a pairing URI is offered, in ms; default {@link PAIRING_EXPIRY_MS} (4 minutes). */
  pairingExpiryMs?: number
  /** Clock of the expiry; default `Date.now` and the global timers. */
  clock?: PairingClock
  /** WalletConnect SDK log level; default the Portico `logLevel`. */
  logLevel?: LogLevel
}

/**
 * A pairing expires after 4 minutes (spec section 9).
 *
 * @example
 * import { PAIRING_EXPIRY_MS } from 'portico/plugins/walletconnect'
 * PAIRING_EXPIRY_MS // 240000
 */
export const PAIRING_EXPIRY_MS = 4 * 60_000
/**
 * A pairing with less than 10 s left is treated as expired (spec section 9).
 *
 * @example
 * import { PAIRING_EXPIRY_MARGIN_MS } from 'portico/plugins/walletconnect'
 * PAIRING_EXPIRY_MARGIN_MS // 10000
 */
export const PAIRING_EXPIRY_MARGIN_MS = 10_000
/**
 * WalletConnect's public relay, used unless the config sets `relayUrl`.
 *
 * @example
 * import { DEFAULT_RELAY_URL } from 'portico/plugins/walletconnect'
 * DEFAULT_RELAY_URL // 'wss://relay.walletconnect.org'
 */
export const DEFAULT_RELAY_URL = 'wss://relay.walletconnect.org'
/**
 * The connector id of WalletConnect in `portico.connection`.
 *
 * @example
 * import { WALLET_CONNECT_CONNECTOR_ID } from 'portico/plugins/walletconnect'
 * await portico.connection.connect(WALLET_CONNECT_CONNECTOR_ID)
 */
export const WALLET_CONNECT_CONNECTOR_ID = 'walletConnect'
/**
 * The QR view (spec section 2).
 *
 * @example
 * import { CONNECTING_WALLET_CONNECT_VIEW } from 'portico/plugins/walletconnect'
 * portico.open({ view: CONNECTING_WALLET_CONNECT_VIEW, data: { connectorId: 'walletConnect' } })
 */
export const CONNECTING_WALLET_CONNECT_VIEW = 'ConnectingWalletConnect'

/**
 * The ConnectingWalletConnectBasic view (spec section 2): the pairing QR code and "Copy link"
 * only, with no wallet picked and no wallet links, for hosts that open it themselves.
 *
 * @example
 * import { CONNECTING_WALLET_CONNECT_BASIC_VIEW } from 'portico/plugins/walletconnect'
 * portico.open({ view: CONNECTING_WALLET_CONNECT_BASIC_VIEW })
 */
export const CONNECTING_WALLET_CONNECT_BASIC_VIEW = 'ConnectingWalletConnectBasic'
