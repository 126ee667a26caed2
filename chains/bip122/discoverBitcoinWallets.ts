import type { Wallet } from '@wallet-standard/base'
import { safeImageUrl, safeWalletName, type ConnectorInfo } from 'portico'
import type { WalletStandardRegistry } from 'portico'
import type { BitcoinWalletSource } from './load'

/** A Bitcoin wallet found in the page: its list entry and where its connector comes from. */
export type DiscoveredBitcoinWallet = { info: ConnectorInfo; source: BitcoinWalletSource }

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null
const hasFunction = (value: unknown, name: string): boolean => typeof (value as Record<string, unknown> | null | undefined)?.[name] === 'function'

/** The list entry: name as text, icon only when safe (untrusted input); the id is the protocol and the name ('bip122:ws:xverse'). */
function entry(protocol: string, rawName: unknown, icon: unknown): ConnectorInfo {
  const name = safeWalletName(rawName)
  const id = `bip122:${protocol}:${name.toLowerCase().replace(/\W+/g, '-')}`
  return { id, type: 'ANNOUNCED', name, imageUrl: safeImageUrl(icon), rdns: undefined, namespaces: ['bip122'], installed: true }
}

/** `window.btc_providers` ids name their provider by a dotted path on window ('XverseProviders.BitcoinProvider'): own properties only. */
const atPath = (win: Window, path: unknown): unknown =>
  String(path).split('.', 3).reduce<unknown>((value, key) => (isObject(value) && Object.hasOwn(value, key) ? value[key] : undefined), win)

/** The sats-connect providers `window.btc_providers` lists (Xverse, and the wallets that follow it). */
function satsConnectWallets(win: Window): DiscoveredBitcoinWallet[] {
  const listed = (win as Window & { btc_providers?: unknown }).btc_providers
  return (Array.isArray(listed) ? listed.filter(isObject) : []).flatMap(({ id, name, icon }) => {
    const provider = atPath(win, id)
    if (!hasFunction(provider, 'request')) return []
    return [{ info: entry('sats', name, icon), source: { protocol: 'sats-connect' as const, provider: provider as never } }]
  })
}

/** A Wallet Standard wallet with the `bitcoin:connect` feature (checked in full when it connects). */
const walletStandardWallet = (wallet: Wallet): DiscoveredBitcoinWallet | undefined =>
  'bitcoin:connect' in wallet.features
    ? { info: entry('ws', wallet.name, wallet.icon), source: { protocol: 'wallet-standard', wallet } }
    : undefined

/**
 * Finds the Bitcoin wallets of the page, cheaply (no wallet code runs): Wallet Standard wallets
 * with `bitcoin:connect` (now and as they register), the sats-connect providers
 * `window.btc_providers` lists, and Unisat's `window.unisat`. A wallet offered by several
 * protocols is listed once, under the first of these. Names and icons are untrusted: sanitized;
 * a wallet without a name is left out.
 *
 * @param onAdded Lists a wallet; answers its removal (run when the wallet unregisters, or on stop).
 * @returns A stop function: stops listening and removes every wallet listed.
 *
 * @example
 * const stop = discoverBitcoinWallets(window, getWallets(), (wallet) => portico.connection.addConnector(toConnector(wallet)))
 */
export function discoverBitcoinWallets(win: Window, registry: WalletStandardRegistry, onAdded: (wallet: DiscoveredBitcoinWallet) => () => void): () => void {
  const removals = new Map<string, () => void>() // by id
  const names = new Set<string>() // lower case: one entry per wallet name
  const add = (found: DiscoveredBitcoinWallet | undefined) => {
    const name = found?.info.name.toLowerCase()
    if (!found || !name || names.has(name)) return
    names.add(name)
    removals.set(found.info.id, onAdded(found))
  }
  registry.get().forEach((wallet) => add(walletStandardWallet(wallet)))
  satsConnectWallets(win).forEach(add)
  const unisat = (win as Window & { unisat?: unknown }).unisat
  if (hasFunction(unisat, 'requestAccounts')) add({ info: entry('unisat', 'Unisat', undefined), source: { protocol: 'unisat', unisat: unisat as never } })
  const stops = [
    registry.on('register', (...wallets) => wallets.forEach((wallet) => add(walletStandardWallet(wallet)))),
    // Only the wallet itself goes: another protocol's wallet of the same name stays listed.
    registry.on('unregister', (...wallets) =>
      wallets.forEach((wallet) => {
        const { id, name } = entry('ws', wallet.name, undefined)
        removals.get(id)?.()
        if (removals.delete(id)) names.delete(name.toLowerCase())
      }),
    ),
  ]
  return () => {
    stops.forEach((stop) => stop())
    removals.forEach((remove) => remove())
  }
}
