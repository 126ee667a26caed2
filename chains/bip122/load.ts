import type { Wallet } from '@wallet-standard/base'
import type { Connector, ConnectorInfo } from 'portico'
export { isBitcoinAddress } from 'portico'
import { createBitcoinConnector } from './createBitcoinConnector'
import { satsConnectApi, type SatsConnectProvider } from './satsConnectApi'
import { unisatApi, type UnisatProvider } from './unisatApi'
import { walletStandardBitcoinApi } from './walletStandardApi'

/** What discovery found: the protocol and its object (untrusted). */
export type BitcoinWalletSource =
  | { protocol: 'wallet-standard'; wallet: Wallet }
  | { protocol: 'sats-connect'; provider: SatsConnectProvider }
  | { protocol: 'unisat'; unisat: UnisatProvider }

/**
 * The connector of a discovered Bitcoin wallet: its protocol brought to one API, served as
 * WalletConnect's bip122 methods. Loaded on first use (this module is its own chunk).
 *
 * @example
 * const connector = loadBitcoinConnector(info, { protocol: 'unisat', unisat: window.unisat })
 */
export function loadBitcoinConnector(info: ConnectorInfo, source: BitcoinWalletSource): Connector {
  const api =
    source.protocol === 'wallet-standard'
      ? walletStandardBitcoinApi(source.wallet)
      : source.protocol === 'sats-connect'
        ? satsConnectApi(source.provider)
        : unisatApi(source.unisat)
  return createBitcoinConnector({ info, api })
}
