import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import { safeWalletName, type Connector, type WalletStandardRegistry } from 'portico'
import { createLazyConnector } from 'portico/services'
import { isSolanaWallet, walletStandardInfo } from './walletStandardInfo'

/**
 * Finds the Solana browser wallets of the page: Wallet Standard wallets that serve Solana
 * (a `solana:` chain and a callable `standard:connect`), now and as they register; a wallet that
 * unregisters leaves the list. Names and icons are untrusted: sanitized; a wallet without a name
 * is left out, and one name is listed once. A wallet's connector code loads on first use.
 *
 * @param parameters `onAdded` lists a wallet's connector and answers its removal; `walletStandard`
 * is the registry, default `getWallets()` from `@wallet-standard/app` (the page's: browser only).
 * @returns A stop function: stops listening and removes every wallet listed.
 *
 * @example
 * import type { Portico } from 'portico'
 * import { discoverSolanaWallets } from 'portico/chains/solana'
 * declare const portico: Portico
 * const stop = discoverSolanaWallets({ onAdded: portico.connection.addConnector })
 */
export function discoverSolanaWallets(parameters: {
  onAdded: (connector: Connector) => () => void
  walletStandard?: WalletStandardRegistry | undefined
}): () => void {
  const { onAdded, walletStandard: registry = getWallets() } = parameters
  const removals = new Map<Wallet, () => void>()
  const ids = new Set<string>()
  const add = (...wallets: Wallet[]) => {
    for (const wallet of wallets) {
      if (removals.has(wallet) || !isSolanaWallet(wallet) || safeWalletName(wallet.name) === '') continue
      const info = walletStandardInfo(wallet)
      if (ids.has(info.id)) continue
      ids.add(info.id)
      const connector = createLazyConnector(info, async () => (await import('./createWalletStandardConnector')).createWalletStandardConnector({ wallet }))
      const removal = onAdded(connector)
      removals.set(wallet, () => {
        ids.delete(info.id)
        removal()
      })
    }
  }
  const remove = (...wallets: Wallet[]) => {
    for (const wallet of wallets) {
      removals.get(wallet)?.()
      removals.delete(wallet)
    }
  }
  const stops = [registry.on('register', add), registry.on('unregister', remove)]
  add(...registry.get())
  return () => {
    for (const stop of stops) stop()
    remove(...removals.keys())
  }
}
