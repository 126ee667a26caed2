// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createPortico } from '../../../createPortico'
import { definePlugin } from '../../../plugin'
import { defineNetwork } from '../../../networks/defineNetwork'
import { connectionsSlice } from '../../../store/connectionsSlice'
import { identitySlice } from '../../../identity/identitySlice'
import type { BalanceEntry } from '../../../balances/types'
import AccountView from '../AccountView'
import { mergeTabs, orderFeatures } from './accountEntries'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const local = defineNetwork({ chainNamespace: 'eip155', id: 31337, name: 'Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } })
afterEach(cleanup)

const entry = (patch: Partial<BalanceEntry> = {}): BalanceEntry => ({
  status: 'ready', nfts: [], nftsOffered: false, source: 'rpc', updatedAt: 1,
  tokens: [
    { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', value: 0, price: 0, quantity: { decimals: '18', numeric: '1.9999' }, amount: 1_999_900_000_000_000_000n, decimals: 18 },
    { name: 'Portico Coin', symbol: 'PUSDC', chainId: 'eip155:31337', address: '0xe1Aa25618fA0c7A1CFDab5d6B456af611873b629', value: 0, price: 0, quantity: { decimals: '6', numeric: '2.999' }, amount: 2_999_000n, decimals: 6 },
  ],
  ...patch,
})

function setup(balance: BalanceEntry, plugins = [] as ReturnType<typeof definePlugin>[]) {
  const portico = createPortico({ networks: [local], plugins, logLevel: 'silent' })
  portico.store.dispatch(connectionsSlice.actions.connected({ namespace: 'eip155', caipAddress: `eip155:31337:${ADDRESS}`, connectorId: 'dev' }))
  vi.spyOn(portico.services.balances, 'get').mockResolvedValue([...balance.tokens])
  vi.spyOn(portico.services.balances, 'getEntry').mockReturnValue(balance)
  render(<AccountView portico={portico} />)
  return portico
}

describe('Account view', () => {
  test('§9 display: total floored to 3 decimals, token quantities fixed at 2 (floored), no USD without prices', () => {
    setup(entry())
    expect(screen.getByTestId('account-balance').textContent).toBe('1.999 ETH')
    expect(screen.getByTestId('token-ETH').textContent).toContain('1.99 ETH')
    expect(screen.getByTestId('token-PUSDC').textContent).toContain('2.99 PUSDC')
    expect(screen.queryByTestId('token-value')).toBeNull()
  })

  test('§3 prices: USD total and per-token value when priced', () => {
    const priced = entry()
    const tokens = priced.tokens.map((t, i) => ({ ...t, priced: true, price: i === 0 ? 2000 : 1, value: i === 0 ? 3999.8 : 2.999 }))
    setup({ ...priced, tokens })
    expect(screen.getByTestId('account-balance').textContent).toBe('$4,002.80')
    expect(screen.getAllByTestId('token-value').map((n) => n.textContent)).toEqual(['$3,999.80', '$3.00'])
  })

  test('§8 failure: Token Balance Unavailable shows beside the last good data', () => {
    setup(entry({ status: 'error', error: 'Token Balance Unavailable' }))
    expect(screen.getByRole('alert').textContent).toBe('Token Balance Unavailable')
    expect(screen.getByTestId('token-PUSDC')).toBeTruthy()
  })

  test('§3 untrusted token names render as text; NFTs tab empty state without asset discovery (and no history plugin)', async () => {
    const hostile = entry()
    setup({ ...hostile, tokens: [{ ...hostile.tokens[1]!, name: '<img src=x onerror=alert(1)>' }] })
    expect(document.querySelector('img[src="x"]')).toBeNull()
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeTruthy()
    fireEvent.click(screen.getByRole('tab', { name: 'NFTs' }))
    expect((await screen.findByTestId('nfts-empty')).textContent).toBe('NFTs show here when your wallet shares them')
  })

  test('§4 identity: the synced profile name replaces the truncated address', () => {
    const portico = setup(entry())
    expect(screen.getByTestId('account-address').textContent).toBe('0xf3...b92266')
    portico.store.rootReducer.inject(identitySlice)
    act(() => void portico.store.dispatch(identitySlice.actions.profileSynced({ address: ADDRESS, profile: { name: 'portico.eth' } })))
    expect(screen.getByTestId('account-address').textContent).toBe('portico.eth')
  })

  test('§1 tabs: Tokens and NFTs are the kernel\'s; plugin tabs (Activity) join through accountTabs', () => {
    const history = definePlugin({
      id: 'history-test',
      views: { ActivityTest: { title: 'Activity', load: async () => ({ default: () => null }) } },
      apply: ({ hooks }) => hooks.accountTabs.tap((tabs) => [...tabs, { id: 'activity', label: 'Activity', view: 'ActivityTest' }]),
    })
    setup(entry(), [history])
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Tokens', 'NFTs', 'Activity'])
  })
})

describe('account entries', () => {
  test('§9 walletFeaturesOrder: configured order, one button per feature, namespace filter', () => {
    const entries = [
      { feature: 'send' as const, label: 'Send', view: 'S' },
      { feature: 'receive' as const, label: 'Receive', view: 'R' },
      { feature: 'send' as const, label: 'Send 2', view: 'S2' },
      { feature: 'onramp' as const, label: 'Buy', view: 'O', namespaces: ['solana' as const] },
    ]
    expect(orderFeatures(entries, ['onramp', 'swaps', 'receive', 'send'], 'eip155').map((f) => f.label)).toEqual(['Receive', 'Send'])
    expect(orderFeatures(entries, ['send', 'onramp'], 'solana').map((f) => f.label)).toEqual(['Send', 'Buy'])
  })

  test('§1 tabs: a plugin tab reusing a kernel id is dropped', () => {
    expect(mergeTabs([{ id: 'tokens', label: 'Mine', view: 'X' }, { id: 'activity', label: 'Activity', view: 'A' }], 'eip155').map((t) => t.id)).toEqual(['tokens', 'nfts', 'activity'])
  })

  test('§9 tabs: a plugin tab for some namespaces only (Activity: eip155) is left out on the others', () => {
    const activity = { id: 'activity', label: 'Activity', view: 'A', namespaces: ['eip155' as const] }
    expect(mergeTabs([activity], 'eip155').map((t) => t.id)).toEqual(['tokens', 'nfts', 'activity'])
    expect(mergeTabs([activity], 'solana').map((t) => t.id)).toEqual(['tokens', 'nfts'])
  })
})
