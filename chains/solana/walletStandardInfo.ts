import type { Wallet } from '@wallet-standard/base'
import { safeImageUrl, safeWalletName, type ConnectorInfo } from 'portico'

/**
 * Whether a Wallet Standard wallet can serve Solana here: a `solana:` chain and a callable
 * `standard:connect`.
 *
 * @example
 * import { isSolanaWallet } from 'portico/chains/solana'
 * getWallets().get().filter(isSolanaWallet)
 */
export function isSolanaWallet(wallet: Wallet): boolean {
  return (
    Array.isArray(wallet.chains) &&
    wallet.chains.some((chain) => typeof chain === 'string' && chain.startsWith('solana:')) &&
    typeof (wallet.features['standard:connect'] as { connect?: unknown } | undefined)?.connect === 'function'
  )
}

/**
 * The store id of a Wallet Standard wallet: `ws:` plus its name in lower-case kebab form, stable
 * across reloads (recent wallets and restore use it).
 *
 * @example
 * import { walletStandardConnectorId } from 'portico/chains/solana'
 * walletStandardConnectorId('Phantom') // 'ws:phantom'
 */
export function walletStandardConnectorId(name: string): string {
  return `ws:${safeWalletName(name).toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}`
}

/**
 * The connector list entry of a Wallet Standard wallet: its name as text, its icon only when it
 * is a data:image or https URL, on the solana namespace.
 *
 * @example
 * walletStandardInfo(wallet) // { id: 'ws:phantom', type: 'ANNOUNCED', name: 'Phantom', ... }
 */
export function walletStandardInfo(wallet: Wallet): ConnectorInfo {
  return {
    id: walletStandardConnectorId(wallet.name),
    type: 'ANNOUNCED',
    name: safeWalletName(wallet.name),
    imageUrl: safeImageUrl(wallet.icon),
    rdns: undefined,
    namespaces: ['solana'],
    installed: true,
  }
}
