import { describe, expect, test, vi } from 'vitest'
import * as btc from '@scure/btc-signer'
import { secp256k1 } from '@noble/curves/secp256k1'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { bitcoin, buildWalletList, createPortico, mainnet } from 'portico'
import bip122Chain from './index'

const publicKey = secp256k1.getPublicKey(new Uint8Array(32).fill(7), true)
const payment = btc.p2wpkh(publicKey).address ?? ''
const ordinals = btc.p2tr(publicKey.subarray(1)).address ?? ''

function registry(initial: Wallet[] = []) {
  const wallets = new Set(initial)
  const listeners = { register: new Set<(...w: Wallet[]) => void>(), unregister: new Set<(...w: Wallet[]) => void>() }
  return {
    get: () => [...wallets],
    on: (event: 'register' | 'unregister', listener: (...w: Wallet[]) => void) => (listeners[event].add(listener), () => void listeners[event].delete(listener)),
    emit: (event: 'register' | 'unregister', wallet: Wallet) => (event === 'register' ? wallets.add(wallet) : wallets.delete(wallet), listeners[event].forEach((l) => l(wallet))),
    size: () => listeners.register.size + listeners.unregister.size,
  }
}
const standardWallet = (name: string, icon = 'data:image/svg+xml;base64,PHN2Zy8+'): Wallet => {
  const accounts: WalletAccount[] = [payment, ordinals].map((address) => ({ address, publicKey, chains: ['bitcoin:mainnet'], features: [] }))
  return {
    version: '1.0.0', name, icon: icon as Wallet['icon'], chains: ['bitcoin:mainnet'], accounts: [],
    features: { 'bitcoin:connect': { version: '1.0.0', connect: async () => ({ accounts }) } },
  }
}
const unisat = () => ({
  requestAccounts: vi.fn(async () => [payment]),
  getAccounts: vi.fn(async () => [payment]),
  getPublicKey: async () => Buffer.from(publicKey).toString('hex'),
  signMessage: async () => 'c2ln',
  signPsbt: async () => '70736274ff',
  pushPsbt: async () => 'ab'.repeat(32),
  sendBitcoin: async () => 'ab'.repeat(32),
})
const fakeWindow = (globals: Record<string, unknown>) => ({ location: { origin: 'https://dapp.example' }, ...globals }) as unknown as Window

describe('bip122Chain', () => {
  test('§6 behavior: Wallet Standard, sats-connect and Unisat wallets join the wallet list; one name is listed once', async () => {
    const satsProvider = { request: async () => ({ result: [] }) }
    const win = fakeWindow({
      unisat: unisat(),
      Leather: { provider: satsProvider },
      btc_providers: [{ id: 'Leather.provider', name: 'Leather', icon: 'https://leather.io/i.png' }, { id: 'document.cookie', name: 'Evil' }, { id: 'Xverse.x', name: 'Xverse' }],
      Xverse: { x: satsProvider },
    })
    const wallets = registry([standardWallet('Xverse'), standardWallet('Bad Icon', 'javascript:alert(1)')])
    const portico = createPortico({ networks: [bitcoin], projectId: 'p', plugins: [bip122Chain({ window: win, walletStandard: wallets })] })
    await vi.waitFor(() => expect(portico.getState().connectors.list).toHaveLength(4)) // the connection service loads on first use
    const list = portico.getState().connectors.list
    expect(list.map((c) => [c.id, c.name, c.imageUrl?.slice(0, 10)])).toEqual([
      ['bip122:ws:xverse', 'Xverse', 'data:image'],
      ['bip122:ws:bad-icon', 'Bad Icon', undefined],
      ['bip122:sats:leather', 'Leather', 'https://le'],
      ['bip122:unisat:unisat', 'Unisat', undefined],
    ])
    const shown = buildWalletList({ connectors: list, recent: ['bip122:unisat:unisat'], config: { ...portico.config, excludeWallets: ['Leather'] } })
    expect(shown.map(({ group, wallets: w }) => [group, w.map((e) => e.id)])).toEqual([
      ['recent', ['bip122:unisat:unisat']],
      ['injected', ['bip122:ws:xverse', 'bip122:ws:bad-icon']],
    ])
  })

  test('behavior: a wallet registering later is added, unregistering removes it; uninstall stops listening', async () => {
    const wallets = registry()
    const portico = createPortico({ networks: [bitcoin], projectId: 'p', plugins: [bip122Chain({ window: fakeWindow({}), walletStandard: wallets })] })
    const wallet = standardWallet('Later')
    await vi.waitFor(() => expect(wallets.size()).toBe(2))
    wallets.emit('register', wallet)
    await vi.waitFor(() => expect(portico.getState().connectors.list.map((c) => c.id)).toEqual(['bip122:ws:later']))
    wallets.emit('unregister', wallet)
    expect(portico.getState().connectors.list).toEqual([])
    portico.uninstall('chain-bip122')
    await vi.waitFor(() => expect(wallets.size()).toBe(0))
  })

  test('§3 behavior: connecting Unisat gives the bip122 connection its payment account', async () => {
    const portico = createPortico({ networks: [bitcoin], projectId: 'p', plugins: [bip122Chain({ window: fakeWindow({ unisat: unisat() }), walletStandard: registry() })] })
    await vi.waitFor(() => expect(portico.getState().connectors.list).toHaveLength(1))
    await portico.connection.connect('bip122:unisat:unisat')
    expect(portico.getState().connections.bip122).toMatchObject({ status: 'connected', caipAddress: `${bitcoin.caipNetworkId}:${payment}`, accountType: 'payment' })
  })

  test('default: not installed when the host lists no bip122 network', async () => {
    const wallets = registry()
    createPortico({ networks: [mainnet], projectId: 'p', plugins: [bip122Chain({ window: fakeWindow({ unisat: unisat() }), walletStandard: wallets })] })
    await Promise.resolve()
    expect(wallets.size()).toBe(0)
  })
})
