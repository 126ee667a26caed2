import type { CatalogWallet } from './types'

const wallet = (
  id: string,
  name: string,
  rdns: string | undefined,
  homepage: string,
  mobile: CatalogWallet['mobile'],
  namespaces: CatalogWallet['namespaces'] = ['eip155'],
): CatalogWallet =>
  // Frozen: the list is shared by every instance, so nobody may change it.
  Object.freeze({ id, name, rdns, homepage, imageUrl: undefined, mobile: Object.freeze(mobile), namespaces: Object.freeze(namespaces) as CatalogWallet['namespaces'] })

/**
 * The bundled default catalog: well-known wallets with rdns, homepage and mobile deep-link
 * prefixes. No icons (nothing is fetched); the UI shows a placeholder or an installed
 * wallet's announced icon.
 *
 * @example
 * import { DEFAULT_CATALOG_WALLETS } from 'portico/services'
 * DEFAULT_CATALOG_WALLETS.find((w) => w.rdns === 'io.metamask')?.mobile.native // 'metamask://'
 */
export const DEFAULT_CATALOG_WALLETS: readonly CatalogWallet[] = Object.freeze([
  wallet('metamask', 'MetaMask', 'io.metamask', 'https://metamask.io', { native: 'metamask://', universal: 'https://metamask.app.link' }),
  wallet('trust', 'Trust Wallet', 'com.trustwallet.app', 'https://trustwallet.com', { native: 'trust://', universal: 'https://link.trustwallet.com' }, ['eip155', 'solana']),
  wallet('coinbase', 'Coinbase Wallet', 'com.coinbase.wallet', 'https://www.coinbase.com/wallet', { native: 'cbwallet://', universal: 'https://go.cb-w.com' }),
  wallet('rainbow', 'Rainbow', 'me.rainbow', 'https://rainbow.me', { native: 'rainbow://', universal: 'https://rnbwapp.com' }),
  wallet('phantom', 'Phantom', 'app.phantom', 'https://phantom.com', { native: 'phantom://', universal: 'https://phantom.app/ul' }, ['eip155', 'solana']),
  wallet('okx', 'OKX Wallet', 'com.okex.wallet', 'https://web3.okx.com', { native: 'okex://main' }, ['eip155', 'solana']),
  wallet('rabby', 'Rabby Wallet', 'io.rabby', 'https://rabby.io', {}),
  wallet('zerion', 'Zerion', 'io.zerion.wallet', 'https://zerion.io', { native: 'zerion://', universal: 'https://wallet.zerion.io' }),
  wallet('uniswap', 'Uniswap Wallet', 'org.uniswap.app', 'https://wallet.uniswap.org', { native: 'uniswap://', universal: 'https://uniswap.org/app' }),
  wallet('bitget', 'Bitget Wallet', 'com.bitget.web3', 'https://web3.bitget.com', { native: 'bitkeep://', universal: 'https://bkcode.vip' }, ['eip155', 'solana']),
  wallet('brave', 'Brave Wallet', 'com.brave.wallet', 'https://brave.com/wallet', {}, ['eip155', 'solana']),
  wallet('ledger', 'Ledger Live', undefined, 'https://www.ledger.com/ledger-live', { native: 'ledgerlive://' }),
  wallet('imtoken', 'imToken', 'im.token', 'https://token.im', { native: 'imtokenv2://' }),
  wallet('solflare', 'Solflare', undefined, 'https://solflare.com', { native: 'solflare://', universal: 'https://solflare.com/ul' }, ['solana']),
  wallet('backpack', 'Backpack', 'app.backpack', 'https://backpack.app', {}, ['eip155', 'solana']),
  wallet('safe', 'Safe', undefined, 'https://safe.global', {}),
])
