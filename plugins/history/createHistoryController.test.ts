import { afterEach, describe, expect, test, vi } from 'vitest'
import { connectionsSlice, createPortico, defineNetwork, HttpStatusError, networksSlice, type AnalyticsEvent, type Portico } from 'portico'
import { startTestServer, type TestServer } from '../../test/support/testServers'
import { createHistoryController, MAX_SKIPPED_PAGES } from './createHistoryController'
import history, { getHistory } from './index'
import { ACCOUNT, fungible, item, nft, OTHER, pagedHistory } from './testing'
import type { HistoryFetchParameters, HistoryPage, HistoryService } from './types'

const local = (url = 'http://127.0.0.1:1') =>
  defineNetwork({ chainNamespace: 'eip155', id: 31337, name: 'Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [url] } } })
const other = defineNetwork({ chainNamespace: 'eip155', id: 8453, name: 'Other', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } })

/** A service answering from `answer`, recording every call. */
function fakeService(answer: (parameters: HistoryFetchParameters) => HistoryPage | Promise<HistoryPage>) {
  const calls: HistoryFetchParameters[] = []
  const service: HistoryService = {
    fetch: async (parameters) => {
      calls.push(parameters)
      return answer(parameters)
    },
  }
  return { service, calls }
}

const instances: Portico[] = []
function setup(service: HistoryService, options: { connect?: boolean; url?: string } = {}) {
  const events: AnalyticsEvent[] = []
  const portico = createPortico({ networks: [local(options.url), other], plugins: [history({ service })], logLevel: 'silent', projectId: 'test-project', onAnalyticsEvent: (event) => events.push(event) })
  instances.push(portico)
  if (options.connect !== false) connect(portico, ACCOUNT)
  const toast = vi.spyOn(portico.services.toast, 'show')
  return { portico, events, toast, state: () => portico.getState().history! }
}
const connect = (portico: Portico, address: string) =>
  portico.store.dispatch(connectionsSlice.actions.connected({ namespace: 'eip155', caipAddress: `eip155:31337:${address}`, connectorId: 'test', accountType: 'eoa' }))
afterEach(() => instances.splice(0).forEach((portico) => portico.destroy()))

describe('history states (spec section 4)', () => {
  test('§4 states: loading while the first page is fetched, then the items and the cursor of the next page', async () => {
    let release!: (page: HistoryPage) => void
    const { service, calls } = fakeService(() => new Promise<HistoryPage>((resolve) => (release = resolve)))
    const { portico, state } = setup(service)
    const loading = getHistory(portico).loadFirstPage()
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    expect(state()).toMatchObject({ loading: true, empty: false, transactions: [] })
    release({ data: [item('0xa'), item('0xb')], next: 'c2' })
    await loading
    expect(state()).toMatchObject({ loading: false, empty: false, next: 'c2', loaded: true, account: `eip155:31337:${ACCOUNT.toLowerCase()}` })
    expect(state().transactions.map((t) => t.id)).toEqual(['0xa', '0xb'])
    expect(calls[0]).toMatchObject({ account: ACCOUNT, chainId: 'eip155:31337', cursor: undefined })
  })

  test('§4 states: empty when zero results, no cursor', async () => {
    const { portico, state } = setup(fakeService(() => ({ data: [], next: undefined })).service)
    await getHistory(portico).loadFirstPage()
    expect(state()).toMatchObject({ loading: false, empty: true, next: undefined, transactions: [] })
  })

  test('§4 paging: each page follows the cursor; page one is never fetched or shown twice (the AppKit bug)', async () => {
    const pages = pagedHistory(45, 20)
    const { service, calls } = fakeService(({ cursor }) => pages.page(cursor))
    const { portico, state } = setup(service)
    const controller = getHistory(portico)
    await controller.loadFirstPage()
    await controller.loadFirstPage() // already loaded: nothing
    await controller.loadMore()
    await controller.loadMore()
    await controller.loadMore() // no next: nothing
    expect(calls.map((c) => c.cursor)).toEqual([undefined, '20', '40'])
    expect(state().transactions).toEqual(pages.all)
    expect(state().next).toBeUndefined()
  })

  test('§4 paging: concurrent loads share one fetch', async () => {
    const pages = pagedHistory(45, 20)
    const { service, calls } = fakeService(({ cursor }) => pages.page(cursor))
    const { portico } = setup(service)
    await Promise.all([getHistory(portico).loadFirstPage(), getHistory(portico).loadFirstPage(), getHistory(portico).loadMore()])
    expect(calls).toHaveLength(1)
  })

  test('§5 dropped: all-spam transactions and other chains never enter; a transaction with some spam stays; ids are kept once', async () => {
    const mixed = item('0xmixed', { transfers: [nft('Spam', true), fungible('ETH', '1', 'in')] })
    const approval = item('0xapprove', { transfers: [], operationType: 'approve' })
    const page1 = { data: [item('0xspam', { transfers: [nft('Airdrop', true), nft('Airdrop 2', true)] }), item('0xbase', { chain: 'eip155:8453' }), mixed, approval], next: 'p2' }
    const page2 = { data: [mixed, item('0xold', { minedAt: '2025-01-01T00:00:00.000Z' })], next: undefined }
    const { portico, state } = setup(fakeService(({ cursor }) => (cursor ? page2 : page1)).service)
    await getHistory(portico).loadFirstPage()
    await getHistory(portico).loadMore()
    expect(state().transactions.map((t) => t.id)).toEqual(['0xmixed', '0xapprove', '0xold'])
  })

  test(`§5 dropped: a page left empty by the drops is followed (up to ${MAX_SKIPPED_PAGES} pages) so the view is not empty by mistake`, async () => {
    const spam = (id: string) => item(id, { transfers: [nft('Airdrop', true)] })
    const answers: Record<string, HistoryPage> = { '': { data: [spam('0x1')], next: 'a' }, a: { data: [spam('0x2')], next: 'b' }, b: { data: [item('0x3')], next: 'c' } }
    const { service, calls } = fakeService(({ cursor }) => answers[cursor ?? '']!)
    const { portico, state } = setup(service)
    await getHistory(portico).loadFirstPage()
    expect(calls.map((c) => c.cursor)).toEqual([undefined, 'a', 'b'])
    expect(state()).toMatchObject({ empty: false, next: 'c' })
    expect(state().transactions.map((t) => t.id)).toEqual(['0x3'])
  })

  test("§4 §7 §8 error: empty, cursor cleared, 'Failed to fetch transactions' (toast and state), ERROR_FETCH_TRANSACTIONS; retry asks the failed page again", async () => {
    const pages = pagedHistory(45, 20)
    let fail = false
    const { service, calls } = fakeService(({ cursor }) => {
      if (fail) throw new HttpStatusError({ status: 500 })
      return pages.page(cursor)
    })
    const { portico, state, events, toast } = setup(service)
    await getHistory(portico).loadFirstPage()
    fail = true
    await getHistory(portico).loadMore()
    expect(state()).toMatchObject({ loading: false, empty: true, next: undefined, error: { message: 'Failed to fetch transactions', cursor: '20' } })
    expect(toast).toHaveBeenCalledWith({ message: 'Failed to fetch transactions', variant: 'error' })
    expect(events.filter((e) => e.event === 'ERROR_FETCH_TRANSACTIONS').map((e) => e.properties)).toEqual([
      { address: ACCOUNT, projectId: 'test-project', cursor: '20', isSmartAccount: false, message: 'HTTP status code: 500' },
    ])
    fail = false
    await getHistory(portico).retry()
    expect(calls.map((c) => c.cursor)).toEqual([undefined, '20', '20'])
    expect(state()).toMatchObject({ error: undefined, next: '40', empty: false })
    expect(state().transactions).toHaveLength(40)
  })

  test("§8 error: without a connected account, \"Transactions can't be fetched without an accountAddress\"", async () => {
    const { service, calls } = fakeService(() => ({ data: [], next: undefined }))
    const { portico } = setup(service, { connect: false })
    await expect(getHistory(portico).loadFirstPage()).rejects.toMatchObject({ shortMessage: "Transactions can't be fetched without an accountAddress" })
    expect(calls).toHaveLength(0)
  })

  test('§4 reset: another network or account clears all (state and page cache); a disconnect too', async () => {
    const { service, calls } = fakeService(({ chainId, account }) => ({ data: [item(`0x${chainId.length}${account.slice(2, 4)}`, { chain: chainId })], next: 'n' }))
    const { portico, state } = setup(service)
    await getHistory(portico).loadFirstPage()
    expect(state().transactions).toHaveLength(1)
    portico.store.dispatch(networksSlice.actions.networkSelected('eip155:8453'))
    expect(state()).toMatchObject({ account: undefined, transactions: [], next: undefined, loaded: false })
    await getHistory(portico).loadFirstPage()
    expect(calls.at(-1)).toMatchObject({ chainId: 'eip155:8453' })
    portico.store.dispatch(networksSlice.actions.networkSelected('eip155:31337'))
    await getHistory(portico).loadFirstPage()
    expect(calls.map((c) => c.chainId)).toEqual(['eip155:31337', 'eip155:8453', 'eip155:31337']) // no stale cache across a reset
    connect(portico, OTHER)
    expect(state().transactions).toEqual([])
    await getHistory(portico).loadFirstPage()
    expect(calls.at(-1)).toMatchObject({ account: OTHER })
    portico.store.dispatch(connectionsSlice.actions.disconnected({ namespace: 'eip155' }))
    expect(state().transactions).toEqual([])
  })

  test('§4 refresh: page one again adds what is new on top and keeps the deeper cursor', async () => {
    let newest = [item('0x2', { minedAt: '2025-03-15T12:00:00.000Z' })]
    const { service } = fakeService(({ cursor }) => (cursor ? { data: [item('0x1', { minedAt: '2025-03-14T12:00:00.000Z' })], next: 'deep' } : { data: newest, next: 'p2' }))
    const { portico, state } = setup(service)
    await getHistory(portico).loadFirstPage()
    await getHistory(portico).loadMore()
    newest = [item('0x3', { minedAt: '2025-03-16T12:00:00.000Z' }), ...newest]
    await getHistory(portico).refresh()
    expect(state().transactions.map((t) => t.id)).toEqual(['0x3', '0x2', '0x1'])
    expect(state().next).toBe('deep')
  })
})

describe('pending sends', () => {
  let rpcServer: TestServer | undefined
  afterEach(async () => {
    await rpcServer?.close()
    rpcServer = undefined
  })

  test('§3 pending: a send shows at once as pending with its exact amount, then confirmed with the block time, then refreshed from the service', async () => {
    const hash = `0x${'ab'.repeat(32)}`
    let mined = false
    rpcServer = await startTestServer(({ body, res }) => {
      const calls = (Array.isArray(body) ? body : [body]) as { id: number; method: string }[]
      const answers = calls.map((call) => ({
        jsonrpc: '2.0',
        id: call.id,
        result: call.method === 'eth_getTransactionReceipt' ? (mined ? { status: '0x1', blockNumber: '0x10' } : null) : call.method === 'eth_getBlockByNumber' ? { timestamp: '0x67d56b00' } : true,
      }))
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify(Array.isArray(body) ? answers : answers[0]))
    })
    const minedItem = item(hash, { transfers: [fungible('PUSDC', '2.500001', 'out')] })
    const { service, calls } = fakeService(() => ({ data: mined ? [minedItem] : [], next: undefined }))
    const { portico, state } = setup(service, { url: rpcServer.url })
    await getHistory(portico).loadFirstPage()
    const controller = createHistoryController({ store: portico.store, services: portico.services, config: portico.config, service: async () => service, pollIntervalMs: 20 })
    const network = portico.config.networks[0]!
    controller.trackPending(
      { namespace: 'eip155', network, from: `eip155:31337:${ACCOUNT}`, to: OTHER, amount: 2_500_001n, decimals: 6, tokenAddress: '0xe1Aa25618fA0c7A1CFDab5d6B456af611873b629', meta: { symbol: 'PUSDC' } },
      { hash },
    )
    expect(state().pending).toEqual([
      {
        id: hash,
        metadata: { minedAt: expect.any(String), chain: 'eip155:31337', operationType: 'send', hash, status: 'pending', sentFrom: ACCOUNT, sentTo: '0xe1Aa25618fA0c7A1CFDab5d6B456af611873b629' },
        transfers: [{ fungible_info: { name: 'PUSDC', symbol: 'PUSDC' }, direction: 'out', quantity: { numeric: '2.500001' } }],
      },
    ])
    mined = true
    await vi.waitFor(() => expect(state().pending).toEqual([]))
    expect(state().transactions).toEqual([minedItem])
    expect(calls).toHaveLength(2)
    controller.destroy()
  })

  test('§3 pending: a receipt with status 0 settles the item as failed; destroy stops the polling', async () => {
    const hash = `0x${'cd'.repeat(32)}`
    let receipts = 0
    rpcServer = await startTestServer(({ body, res }) => {
      const calls = (Array.isArray(body) ? body : [body]) as { id: number; method: string }[]
      const answers = calls.map((call) => {
        if (call.method === 'eth_getTransactionReceipt') receipts++
        return { jsonrpc: '2.0', id: call.id, result: call.method === 'eth_getTransactionReceipt' ? (receipts > 1 ? { status: '0x0', blockNumber: '0x10' } : null) : { timestamp: '0x67d56b00' } }
      })
      res.setHeader('content-type', 'application/json')
      res.end(JSON.stringify(Array.isArray(body) ? answers : answers[0]))
    })
    const { portico, state } = setup(fakeService(() => ({ data: [], next: undefined })).service, { url: rpcServer.url })
    const controller = createHistoryController({ store: portico.store, services: portico.services, config: portico.config, service: async () => fakeService(() => ({ data: [], next: undefined })).service, pollIntervalMs: 20 })
    controller.trackPending({ namespace: 'eip155', network: portico.config.networks[0]!, from: `eip155:31337:${ACCOUNT}`, to: OTHER, amount: 10n ** 18n, decimals: 18 }, { hash })
    expect(state().pending[0]?.transfers).toEqual([{ fungible_info: { name: 'Ether', symbol: 'ETH' }, direction: 'out', quantity: { numeric: '1' } }])
    await vi.waitFor(() => expect(state().pending[0]?.metadata).toMatchObject({ status: 'failed', minedAt: new Date(0x67d56b00 * 1000).toISOString() }))
    controller.destroy()
    const after = receipts
    await new Promise((resolve) => setTimeout(resolve, 80))
    expect(receipts).toBe(after)
  })
})
