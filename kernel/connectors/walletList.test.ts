import { describe, expect, test } from 'vitest'
import { resolveConfig } from '../config/resolveConfig'
import type { PorticoConfig } from '../config/types'
import { mainnet, solana } from '../networks'
import type { ConnectorInfo } from '../store/connectorsSlice'
import type { CatalogWallet } from './catalog/types'
import { DEFAULT_CATALOG_WALLETS } from './catalog/defaultWallets'
import { buildWalletList, detectInstalledWallet, resolveConnectMethodOrder } from './walletList'

const info = (id: string, name: string, type: ConnectorInfo['type'] = 'ANNOUNCED', rdns: string | undefined = id, namespaces: ConnectorInfo['namespaces'] = ['eip155']): ConnectorInfo => ({
  id, type, name, imageUrl: undefined, rdns, namespaces, installed: type !== 'WALLET_CONNECT',
})
const config = (extra: Partial<PorticoConfig> = {}) => resolveConfig({ networks: [mainnet], ...extra })
const connectors = [
  info('walletConnect', 'WalletConnect', 'WALLET_CONNECT', undefined),
  info('io.metamask', 'MetaMask'),
  info('me.rainbow', 'Rainbow'),
  info('injected', 'Browser Wallet', 'INJECTED', undefined),
  info('ledger', 'Ledger', 'EXTERNAL', undefined),
  info('auth', 'Email', 'AUTH', undefined),
  info('ws:phantom', 'Phantom', 'ANNOUNCED', undefined, ['solana']),
]
const summary = (groups: ReturnType<typeof buildWalletList>) => groups.map((g) => [g.group, g.wallets.map((w) => w.id)])

describe('buildWalletList', () => {
  test('§2 default: groups follow walletConnect, recent, injected, featured, custom, external, recommended', () => {
    const groups = buildWalletList({ connectors, recent: [], catalog: DEFAULT_CATALOG_WALLETS, config: config({ featuredWallets: ['zerion', 'io.rabby'] }) })
    expect(summary(groups)).toEqual([
      ['walletConnect', ['walletConnect']],
      ['injected', ['io.metamask', 'me.rainbow', 'injected']],
      ['featured', ['zerion', 'rabby']],
      ['external', ['ledger']],
      ['recommended', ['trust', 'coinbase', 'phantom', 'okx']],
    ])
    expect(groups.flatMap((g) => g.wallets).find((w) => w.id === 'io.metamask')?.catalog?.mobile.native).toBe('metamask://')
  })

  test('§3 behavior: at most 2 recent wallets, first in the recent group and not repeated elsewhere', () => {
    const groups = buildWalletList({ connectors, recent: ['me.rainbow', 'injected', 'io.metamask'], catalog: DEFAULT_CATALOG_WALLETS, config: config() })
    expect(summary(groups).slice(0, 3)).toEqual([
      ['walletConnect', ['walletConnect']],
      ['recent', ['me.rainbow', 'injected']],
      ['injected', ['io.metamask']],
    ])
    const all = groups.flatMap((g) => g.wallets.map((w) => w.name))
    expect(all.filter((n) => n === 'Rainbow')).toHaveLength(1)
  })

  test('§2 behavior: a recent catalog wallet (paired earlier) is listed in recent', () => {
    const groups = buildWalletList({ connectors: [], recent: ['zerion'], catalog: DEFAULT_CATALOG_WALLETS, config: config() })
    expect(summary(groups)[0]).toEqual(['recent', ['zerion']])
    expect(summary(groups)[1]?.[1]).not.toContain('zerion')
  })

  test('§6 behavior: excludeWallets hides by rdns and by case-insensitive name, catalog included', () => {
    const groups = buildWalletList({ connectors, recent: ['io.metamask'], catalog: DEFAULT_CATALOG_WALLETS, config: config({ excludeWallets: ['io.metamask', 'rAiNbOw', 'Trust Wallet'] }) })
    const ids = groups.flatMap((g) => g.wallets.map((w) => w.id))
    expect(ids).not.toContain('io.metamask')
    expect(ids).not.toContain('me.rainbow')
    expect(ids).not.toContain('trust')
    expect(ids).toContain('injected')
  })

  test('§6 behavior: includeWallets keeps only the named wallets (WalletConnect stays a method)', () => {
    const groups = buildWalletList({ connectors, recent: [], catalog: DEFAULT_CATALOG_WALLETS, config: config({ includeWallets: ['METAMASK', 'com.coinbase.wallet'] }) })
    expect(summary(groups)).toEqual([
      ['walletConnect', ['walletConnect']],
      ['injected', ['io.metamask']],
      ['recommended', ['coinbase']],
    ])
  })

  test('§9 behavior: featured follows featuredWallets order, at most 4, never an installed wallet again', () => {
    const featuredWallets = ['io.metamask', 'zerion', 'okx', 'Rabby Wallet', 'uniswap', 'trust']
    const groups = buildWalletList({ connectors, recent: [], catalog: DEFAULT_CATALOG_WALLETS, config: config({ featuredWallets }) })
    expect(groups.find((g) => g.group === 'featured')?.wallets.map((w) => w.id)).toEqual(['zerion', 'okx', 'rabby', 'uniswap'])
  })

  test('§9 behavior: recommended shows at most 4 catalog wallets', () => {
    const catalog: CatalogWallet[] = Array.from({ length: 10 }, (_, i) => ({ id: `w${i}`, name: `W${i}`, rdns: undefined, homepage: undefined, imageUrl: undefined, mobile: {}, namespaces: ['eip155'] }))
    const groups = buildWalletList({ connectors: [], recent: [], catalog, config: config() })
    expect(summary(groups)).toEqual([['recommended', ['w0', 'w1', 'w2', 'w3']]])
  })

  test('§2 behavior: a custom connectorTypeOrder reorders and leaves out unnamed groups', () => {
    const groups = buildWalletList({ connectors, recent: ['io.metamask'], catalog: [], config: config({ connectorTypeOrder: ['external', 'injected'] }) })
    expect(summary(groups)).toEqual([
      ['external', ['ledger']],
      ['injected', ['io.metamask', 'me.rainbow', 'injected']],
    ])
  })

  test("§1 behavior: only wallets of the host's namespaces are listed", () => {
    const evmOnly = buildWalletList({ connectors, recent: [], config: config() }).flatMap((g) => g.wallets.map((w) => w.id))
    expect(evmOnly).not.toContain('ws:phantom')
    const both = buildWalletList({ connectors, recent: [], config: config({ networks: [mainnet, solana] }) }).flatMap((g) => g.wallets.map((w) => w.id))
    expect(both).toContain('ws:phantom')
  })
})

describe('connect-method order', () => {
  test('§2 behavior: detectInstalledWallet is true only for installed browser wallets', () => {
    expect(detectInstalledWallet([info('walletConnect', 'WC', 'WALLET_CONNECT')])).toBe(false)
    expect(detectInstalledWallet([info('ledger', 'Ledger', 'EXTERNAL')])).toBe(false)
    expect(detectInstalledWallet([{ ...info('io.x', 'X'), installed: false }])).toBe(false)
    expect(detectInstalledWallet([info('injected', 'Browser Wallet', 'INJECTED')])).toBe(true)
    expect(detectInstalledWallet([info('io.x', 'X')])).toBe(true)
  })

  test('§2 default: email, social, wallet; wallet first once a browser wallet is installed', () => {
    expect(resolveConnectMethodOrder(config(), false)).toEqual(['email', 'social', 'wallet'])
    expect(resolveConnectMethodOrder(config(), true)).toEqual(['wallet', 'email', 'social'])
  })

  test("§2 behavior: the host's connectMethodsOrder wins even with an installed wallet", () => {
    const host = config({ features: { connectMethodsOrder: ['social', 'wallet', 'email'] } })
    expect(resolveConnectMethodOrder(host, true)).toEqual(['social', 'wallet', 'email'])
    expect(resolveConnectMethodOrder(host, false)).toEqual(['social', 'wallet', 'email'])
  })

  test('§1 behavior: switched-off methods are left out', () => {
    expect(resolveConnectMethodOrder(config({ features: { email: false, socials: false } }), false)).toEqual(['wallet'])
    expect(resolveConnectMethodOrder(config({ enableWallets: false }), true)).toEqual(['email', 'social'])
  })
})
