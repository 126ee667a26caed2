import { describe, expect, test, vi } from 'vitest'
import { connectionsSlice, createPortico, definePlugin, mainnet, solana } from 'portico'
import history, { ACTIVITY_TAB_VIEW, ACTIVITY_VIEW, getHistory, historySlice, PLUGIN_ID } from './index'
import { ACCOUNT, fungible, item, nft, OTHER } from './testing'
import { historyTexts } from './texts'

describe('history plugin', () => {
  test('§1 features: adds the Activity tab and views, its slice, and getHistory; uninstall leaves nothing behind', async () => {
    const portico = createPortico({ networks: [mainnet], plugins: [history({ service: { fetch: async () => ({ data: [item('0xa', { chain: 'eip155:1' })], next: undefined }) } })], logLevel: 'silent' })
    expect(portico.plugins()).toEqual([PLUGIN_ID])
    expect(portico._internal.hooks.accountTabs.call([])).toEqual([{ id: 'activity', label: historyTexts.ref('activity'), view: ACTIVITY_TAB_VIEW, namespaces: ['eip155'] }])
    expect(Object.keys(portico.views())).toEqual([ACTIVITY_TAB_VIEW, ACTIVITY_VIEW])
    portico.store.dispatch(connectionsSlice.actions.connected({ namespace: 'eip155', caipAddress: `eip155:1:${ACCOUNT}`, connectorId: 'dev' }))
    await getHistory(portico).loadFirstPage()
    expect(portico.getState().history?.transactions).toHaveLength(1)
    portico.uninstall(PLUGIN_ID)
    expect(portico._internal.hooks.accountTabs.call([])).toEqual([])
    expect(portico.views()).toEqual({})
    expect(portico.getState().history).toEqual(historySlice.getInitialState())
    expect(() => getHistory(portico)).toThrow("Plugin 'history' is not installed")
    portico.destroy()
  })

  test("§9 namespaces: the Activity tab is for eip155 accounts unless the host opts in: namespaces ['eip155', 'solana'] adds Solana's", () => {
    const optedIn = createPortico({ networks: [mainnet, solana], plugins: [history({ namespaces: ['eip155', 'solana'] })], logLevel: 'silent' })
    expect(optedIn._internal.hooks.accountTabs.call([])).toEqual([{ id: 'activity', label: historyTexts.ref('activity'), view: ACTIVITY_TAB_VIEW, namespaces: ['eip155', 'solana'] }])
    expect(getHistory(optedIn).namespaces).toEqual(['eip155', 'solana'])
    const plain = createPortico({ networks: [mainnet, solana], plugins: [history()], logLevel: 'silent' })
    expect(getHistory(plain).namespaces).toEqual(['eip155'])
    optedIn.destroy()
    plain.destroy()
  })

  test('§1 features: history is on by default and left out when features.history is false', () => {
    const on = createPortico({ networks: [mainnet], plugins: [history()], logLevel: 'silent' })
    const off = createPortico({ networks: [mainnet], features: { history: false }, plugins: [history()], logLevel: 'silent' })
    expect(on.plugins()).toEqual([PLUGIN_ID])
    expect(off.plugins()).toEqual([])
    expect(() => getHistory(off)).toThrow("Plugin 'history' is not installed")
    on.destroy()
    off.destroy()
  })

  test('behavior: two instances share nothing', async () => {
    const service = { fetch: async () => ({ data: [item('0xa', { chain: 'eip155:1' })], next: undefined }) }
    const [a, b] = [0, 1].map(() => createPortico({ networks: [mainnet], plugins: [history({ service })], logLevel: 'silent' }))
    a!.store.dispatch(connectionsSlice.actions.connected({ namespace: 'eip155', caipAddress: `eip155:1:${ACCOUNT}`, connectorId: 'dev' }))
    await getHistory(a!).loadFirstPage()
    expect(a!.getState().history?.transactions).toHaveLength(1)
    expect(b!.getState().history?.transactions ?? []).toEqual([])
    expect(getHistory(a!)).not.toBe(getHistory(b!))
    a!.destroy()
    b!.destroy()
  })

  test('§3 pending: a send through portico.send shows at once as pending in the history (afterSend)', async () => {
    const hash = `0x${'12'.repeat(32)}`
    const fakeChain = definePlugin({ id: 'fake-chain', apply: ({ hooks }) => hooks.send.for('eip155').tapPromise(async () => ({ hash })) })
    const portico = createPortico({ networks: [mainnet], plugins: [fakeChain, history({ service: { fetch: async () => ({ data: [], next: undefined }) } })], logLevel: 'silent' })
    portico.store.dispatch(connectionsSlice.actions.connected({ namespace: 'eip155', caipAddress: `eip155:1:${ACCOUNT}`, connectorId: 'dev', accountType: 'eoa' }))
    await portico.send({ namespace: 'eip155', network: mainnet, from: `eip155:1:${ACCOUNT}`, to: OTHER, amount: 1_500_000n, decimals: 6, tokenAddress: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', meta: { symbol: 'USDC' } })
    await vi.waitFor(() => expect(portico.getState().history?.pending.map((t) => [t.id, t.metadata.status, t.transfers[0]?.quantity.numeric])).toEqual([[hash, 'pending', '1.5']]))
    portico.destroy()
  })

  test('behavior: other plugins read the activity through services.activity: page one, fresh, dropped ones left out, eip155 only', async () => {
    const fetch = vi.fn(async () => ({
      data: [item('0xa', { chain: 'eip155:1', transfers: [fungible('USDC', '99', 'in')] }), item('0xspam', { chain: 'eip155:1', transfers: [nft('Airdrop', true)] })],
      next: 'more',
    }))
    const portico = createPortico({ networks: [mainnet, solana], plugins: [history({ service: { fetch } })], logLevel: 'silent' })
    const query = { network: mainnet, address: ACCOUNT, onramp: 'coinbase' }
    const expected = [{ id: '0xa', hash: '0xa', status: 'confirmed', transfers: [{ direction: 'in', symbol: 'USDC', quantity: '99' }] }]
    await expect(portico.services.activity.recent(query)).resolves.toEqual(expected)
    await expect(portico.services.activity.recent(query)).resolves.toEqual(expected)
    expect(fetch.mock.calls).toEqual([[{ account: ACCOUNT, chainId: 'eip155:1', onramp: 'coinbase' }], [{ account: ACCOUNT, chainId: 'eip155:1', onramp: 'coinbase' }]])
    await expect(portico.services.activity.recent({ network: solana, address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' })).resolves.toBeUndefined()
    portico.destroy()
  })
})
