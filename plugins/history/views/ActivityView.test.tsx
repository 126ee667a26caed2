// @vitest-environment jsdom
import { Suspense } from 'react'
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { connectionsSlice, createPortico, defineNetwork, HttpStatusError, type BalanceEntry, type Portico } from 'portico'
import AccountView from '../../../kernel/ui/views/AccountView'
import history, { ACTIVITY_TAB_VIEW, getHistory } from '../index'
import { ensureHistorySlice, historySlice } from '../slice'
import { ACCOUNT, fungible, item, pagedHistory } from '../testing'
import type { HistoryPage, HistoryService } from '../types'
import ActivityView, { LOAD_AHEAD_PX } from './ActivityView'

/** jsdom lays nothing out: the list is 300 px high, an item 60 px, a month heading 40 px. */
const ROW_HEIGHTS = { viewport: 300, item: 60, heading: 40 }
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.testid === 'activity' ? ROW_HEIGHTS.viewport : 0
  })
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.dataset.testid === 'activity-item' ? ROW_HEIGHTS.item : this.querySelector(':scope > h3') ? ROW_HEIGHTS.heading : 0
  })
})

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve))

/** Scrolls the list to `top` and waits for the drawn rows to follow. */
async function scrollTo(list: HTMLElement, top: number) {
  await act(async () => {
    list.scrollTop = top
    fireEvent.scroll(list)
    await nextFrame()
  })
}

/** Scrolls from the top to the end of the list, a view at a time, and returns the hashes drawn on the way, in order, each once. */
async function scrollThrough(list: HTMLElement): Promise<string[]> {
  const seen: string[] = []
  const total = Number(list.dataset.count) * ROW_HEIGHTS.item + 12 * ROW_HEIGHTS.heading
  for (let top = 0; top <= total; top += ROW_HEIGHTS.viewport) {
    await scrollTo(list, top)
    for (const row of screen.getAllByTestId('activity-item')) if (!seen.includes(row.dataset.hash!)) seen.push(row.dataset.hash!)
  }
  return seen
}

const local = defineNetwork({
  chainNamespace: 'eip155',
  id: 31337,
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  blockExplorers: { default: { name: 'Localscan', url: 'https://scan.example' } },
})

const instances: Portico[] = []
afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  instances.splice(0).forEach((portico) => portico.destroy())
})

function setup(fetch: HistoryService['fetch']) {
  const service = { fetch: vi.fn(fetch) }
  const portico = createPortico({ networks: [local], plugins: [history({ service })], logLevel: 'silent' })
  instances.push(portico)
  portico.store.dispatch(connectionsSlice.actions.connected({ namespace: 'eip155', caipAddress: `eip155:31337:${ACCOUNT}`, connectorId: 'dev', accountType: 'eoa' }))
  return { portico, service }
}

const lines = (row: HTMLElement) => within(row).getAllByTestId('activity-line').map((line) => line.textContent)

describe('Activity view', () => {
  test('§4 states: a spinner while loading, then the items grouped by month with exact amounts (3 decimals), status and explorer links', async () => {
    let release!: (page: HistoryPage) => void
    const { portico } = setup(() => new Promise((resolve) => (release = resolve)))
    render(<ActivityView portico={portico} />)
    expect(await screen.findByRole('progressbar', { name: 'Loading activity' })).toBeTruthy()
    await act(async () =>
      release({
        data: [
          item('0xa', { minedAt: '2025-03-15T12:00:00.000Z', transfers: [fungible('PUSDC', '2.500001', 'out')] }),
          item('0xb', { minedAt: '2025-03-10T12:00:00.000Z', operationType: 'receive', transfers: [fungible('ETH', '0.123456789012345678', 'in')] }),
          item('0xc', { minedAt: '2024-11-10T12:00:00.000Z', operationType: 'trade', transfers: [fungible('PUSD', '300', 'out'), fungible('ETH', '0.0996', 'in')] }),
          item('0xd', { minedAt: '2024-11-09T12:00:00.000Z', operationType: 'approve', transfers: [], status: 'failed' }),
        ],
        next: undefined,
      }),
    )
    const groups = screen.getAllByTestId('activity-group')
    expect(groups.map((group) => group.querySelector('h3')?.textContent)).toEqual([groupLabel('2025-03-15T12:00:00.000Z'), groupLabel('2024-11-10T12:00:00.000Z')])
    const rows = screen.getAllByTestId('activity-item')
    expect(rows.map((row) => within(row).getByTestId('activity-title').textContent)).toEqual(['Sent', 'Received', 'Swapped', 'ApprovedFailed'])
    expect(rows.map(lines)).toEqual([['-2.5 PUSDC'], ['+0.123 ETH'], ['-300 PUSD', '+0.1 ETH'], [`0xf3...b92266 → 0x70...dc79C8`]])
    expect(rows[0]!.querySelector('a')?.getAttribute('href')).toBe('https://scan.example/tx/0xa')
    expect(rows[0]!.querySelector('a')?.getAttribute('rel')).toBe('noopener noreferrer')
    // The link's name is the whole item (title, amounts, day), then where it leads.
    // (accessible name: the decorative icons and the direction corner are aria-hidden)
    expect(screen.getAllByRole('link')[0]).toBe(screen.getByRole('link', { name: /^Sent-2\.5 PUSDC.*\(view on Localscan\)$/ }))
    expect(rows[3]!.dataset.status).toBe('failed')
    expect(screen.queryByRole('progressbar')).toBeNull()
    expect(screen.queryByTestId('activity-load-more')).toBeNull()
  })

  test('issue 21 behavior: in Japanese the titles, statuses, days, months, the explorer link and the list states show no English; in German the amounts take its decimal sign', async () => {
    const { portico } = setup(async ({ cursor }) => ({
      data: cursor
        ? []
        : [
            item('0xa', { minedAt: '2024-11-15T12:00:00.000Z', transfers: [fungible('PUSDC', '2.500001', 'out')] }),
            item('0xb', { minedAt: '2024-11-09T12:00:00.000Z', operationType: 'approve', transfers: [], status: 'failed' }),
            item('0xc', { minedAt: '2023-03-08T12:00:00.000Z', operationType: 'bridge', transfers: [fungible('ETH', '1.25', 'out')] }),
          ],
      next: cursor ? undefined : '3',
    }))
    await portico.setLocale('ja')
    render(<ActivityView portico={portico} />)
    await waitFor(() => expect(screen.getAllByTestId('activity-item')).toHaveLength(3))
    expect(screen.getAllByTestId('activity-group').map((group) => group.querySelector('h3')?.textContent)).toEqual(['2024年11月', '2023年3月'])
    const rows = screen.getAllByTestId('activity-item')
    // An operation type the catalogue does not know shows as the indexer wrote it.
    expect(rows.map((row) => within(row).getByTestId('activity-title').textContent)).toEqual(['送金済み', '承認済み失敗', 'Bridge'])
    expect(rows.map((row) => within(row).getByTestId('activity-date').textContent)).toEqual(['11月15日', '11月9日', '3月8日'])
    expect(screen.getAllByRole('link')[0]!.textContent).toMatch(/（Localscan で表示）$/)
    expect(screen.getByTestId('activity-load-more').textContent).toBe('さらに読み込む')
    await act(() => portico.setLocale('de'))
    expect(screen.getAllByTestId('activity-group').map((group) => group.querySelector('h3')?.textContent)).toEqual(['November 2024', 'März 2023'])
    expect(screen.getAllByTestId('activity-item').map(lines)).toEqual([['-2,5 PUSDC'], [`0xf3...b92266 → 0x70...dc79C8`], ['-1,25 ETH']])
    expect(screen.getAllByTestId('activity-status').map((status) => status.textContent)).toEqual(['Fehlgeschlagen'])

    const empty = setup(async () => ({ data: [], next: undefined }))
    await empty.portico.setLocale('ja')
    cleanup()
    render(<ActivityView portico={empty.portico} />)
    expect((await screen.findByTestId('activity-empty')).textContent).toBe('アクティビティはまだありません')
  })

  test("§4 states: empty when zero results: 'No activity yet'", async () => {
    const { portico } = setup(async () => ({ data: [], next: undefined }))
    render(<ActivityView portico={portico} />)
    expect((await screen.findByTestId('activity-empty')).textContent).toBe('No activity yet')
  })

  test('§4 paging: "Load more" fetches the next page with the cursor and appends it; page one is not repeated; scrolling shows every item once, in order', async () => {
    const pages = pagedHistory(45, 20)
    const { portico, service } = setup(async ({ cursor }) => pages.page(cursor))
    render(<ActivityView portico={portico} />)
    const activity = screen.getByTestId('activity')
    await waitFor(() => expect(activity.dataset.count).toBe('20'))
    fireEvent.click(screen.getByTestId('activity-load-more'))
    await waitFor(() => expect(activity.dataset.count).toBe('40'))
    fireEvent.click(screen.getByTestId('activity-load-more'))
    await waitFor(() => expect(activity.dataset.count).toBe('45'))
    expect(service.fetch.mock.calls.map(([parameters]) => parameters.cursor)).toEqual([undefined, '20', '40'])
    expect(screen.queryByTestId('activity-load-more')).toBeNull()
    expect(await scrollThrough(activity)).toEqual(pages.all.map((t) => t.id))
  })

  test('§4 paging: infinite scroll: the next page loads when the end of the list comes within 600 px of the visible area', async () => {
    const observers: { callback: IntersectionObserverCallback; options: IntersectionObserverInit | undefined }[] = []
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, options })
        }
        observe() {}
        disconnect() {}
      },
    )
    const pages = pagedHistory(30, 20)
    const { portico, service } = setup(async ({ cursor }) => pages.page(cursor))
    render(<ActivityView portico={portico} />)
    const activity = screen.getByTestId('activity')
    await waitFor(() => expect(activity.dataset.count).toBe('20'))
    const observer = observers.at(-1)!
    expect(observer.options).toEqual({ root: activity, rootMargin: `0px 0px ${LOAD_AHEAD_PX}px 0px` })
    await act(async () => observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver))
    await waitFor(() => expect(activity.dataset.count).toBe('30'))
    expect(service.fetch.mock.calls.map(([parameters]) => parameters.cursor)).toEqual([undefined, '20'])
  })

  test('behavior: virtualized: of 1,000 items only those near the visible area are drawn; the others keep their place; scrolling draws the ones in view', async () => {
    const pages = pagedHistory(1_000, 1_000)
    const { portico } = setup(async ({ cursor }) => pages.page(cursor))
    render(<ActivityView portico={portico} />)
    const activity = screen.getByTestId('activity')
    await waitFor(() => expect(activity.dataset.count).toBe('1000'))
    const drawn = () => screen.getAllByTestId('activity-item').map((row) => row.dataset.hash)
    // 300 px in view and 600 px each side, 60 px an item: the first 15 or so.
    expect(drawn().length).toBeLessThan(20)
    expect(drawn()[0]).toBe(pages.all[0]!.id)
    const spacer = activity.firstElementChild as HTMLElement
    // The rows not drawn keep their space below (at their estimated height until drawn once).
    expect(parseFloat(spacer.style.paddingTop)).toBe(0)
    expect(parseFloat(spacer.style.paddingBottom)).toBeGreaterThan((1_000 - drawn().length) * ROW_HEIGHTS.item)
    await scrollTo(activity, ROW_HEIGHTS.heading + 500 * ROW_HEIGHTS.item)
    // Around item 500 (the rows above were drawn at 60 px, the rest are estimated).
    const indices = drawn().map((hash) => pages.all.findIndex((t) => t.id === hash))
    expect(Math.min(...indices)).toBeGreaterThan(450)
    expect(Math.max(...indices)).toBeLessThan(550)
    expect(indices.length).toBeLessThan(40)
    expect(screen.queryByRole('heading')).toBeNull() // the month heading scrolled away
  })

  test("§8 error: 'Failed to fetch transactions' with a retry that fetches again", async () => {
    let fail = true
    const { portico, service } = setup(async () => {
      if (fail) throw new HttpStatusError({ status: 502 })
      return { data: [item('0xa')], next: undefined }
    })
    render(<ActivityView portico={portico} />)
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to fetch transactions')
    expect(screen.queryByTestId('activity-empty')).toBeNull()
    fail = false
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(screen.getAllByTestId('activity-item')).toHaveLength(1))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(service.fetch).toHaveBeenCalledTimes(2)
  })

  test('§3 pending: a pending send is listed first with its status, and updates when it is settled', async () => {
    const { portico } = setup(async () => ({ data: [item('0xold', { minedAt: '2025-03-01T12:00:00.000Z' })], next: undefined }))
    const account = `eip155:31337:${ACCOUNT.toLowerCase()}`
    const pending = item('0xnew', { status: 'pending', minedAt: new Date().toISOString(), transfers: [fungible('ETH', '0.5', 'out')] })
    ensureHistorySlice(portico.store)
    portico.store.dispatch(historySlice.actions.pendingAdded({ account, transaction: pending }))
    render(<ActivityView portico={portico} />)
    await waitFor(() => expect(screen.getAllByTestId('activity-item').map((row) => row.dataset.hash)).toEqual(['0xnew', '0xold']))
    expect(screen.getByTestId('activity-status').textContent).toBe('Pending')
    act(() => void portico.store.dispatch(historySlice.actions.pendingSettled({ id: '0xnew', status: 'confirmed', minedAt: new Date().toISOString() })))
    expect(screen.queryByTestId('activity-status')).toBeNull()
    expect(screen.getAllByTestId('activity-item')[0]!.dataset.status).toBe('confirmed')
  })

  test('§9 namespaces: activity is for eip155 only; on Solana nothing is fetched', async () => {
    const solanaLocal = defineNetwork({ chainNamespace: 'solana', id: 'localnet', name: 'Solana Local', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } })
    const service = { fetch: vi.fn(async () => ({ data: [], next: undefined })) }
    const portico = createPortico({ networks: [solanaLocal], plugins: [history({ service })], logLevel: 'silent' })
    instances.push(portico)
    portico.store.dispatch(connectionsSlice.actions.connected({ namespace: 'solana', caipAddress: 'solana:localnet:7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV', connectorId: 'dev' }))
    render(<ActivityView portico={portico} />)
    expect(screen.getByText('Activity is shown on EVM networks.')).toBeTruthy()
    expect(service.fetch).not.toHaveBeenCalled()
  })

  test("§9 namespaces: a host opts in to Solana with history({ namespaces: ['eip155', 'solana'] }): a Solana account's activity is fetched and shown", async () => {
    const solanaLocal = defineNetwork({ chainNamespace: 'solana', id: 'localnet', name: 'Solana Local', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } })
    const address = '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV'
    const service = { fetch: vi.fn(async () => ({ data: [item('5sig', { chain: 'solana:localnet', transfers: [fungible('SOL', '0.25', 'in')] })], next: undefined })) }
    const portico = createPortico({ networks: [solanaLocal], plugins: [history({ service, namespaces: ['eip155', 'solana'] })], logLevel: 'silent' })
    instances.push(portico)
    portico.store.dispatch(connectionsSlice.actions.connected({ namespace: 'solana', caipAddress: `solana:localnet:${address}`, connectorId: 'dev' }))
    render(<ActivityView portico={portico} />)
    expect(lines(await screen.findByTestId('activity-item'))).toEqual(['+0.25 SOL'])
    expect(service.fetch).toHaveBeenCalledWith({ account: address, chainId: 'solana:localnet', cursor: undefined })
    expect(screen.queryByText('Activity is shown on EVM networks.')).toBeNull()
  })

  test('security: untrusted names render as text', async () => {
    const { portico } = setup(async () => ({ data: [item('0xa', { transfers: [fungible('<img src=x onerror=alert(1)>', '1', 'in')] })], next: undefined }))
    render(<ActivityView portico={portico} />)
    await screen.findByTestId('activity-item')
    expect(document.querySelector('img[src="x"]')).toBeNull()
    expect(screen.getByTestId('activity-line').textContent).toBe('+1 <img src=x onerror=alert(1)>')
  })
})

describe('Activity tab in the Account view', () => {
  test('§2 tabs: Tokens, NFTs, Activity; the Activity tab lists the account history', async () => {
    const { portico, service } = setup(async () => ({ data: [item('0xa', { transfers: [fungible('ETH', '1.5', 'out')] })], next: undefined }))
    const entry: BalanceEntry = { status: 'ready', tokens: [], nfts: [], nftsOffered: false, source: 'rpc', updatedAt: 1 }
    vi.spyOn(portico.services.balances, 'get').mockResolvedValue([])
    vi.spyOn(portico.services.balances, 'getEntry').mockReturnValue(entry)
    render(
      <Suspense fallback={null}>
        <AccountView portico={portico} />
      </Suspense>,
    )
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs', 'Activity'])
    expect(service.fetch).not.toHaveBeenCalled() // nothing is fetched before the tab is opened
    fireEvent.click(screen.getByRole('tab', { name: 'Activity' }))
    expect(lines(await screen.findByTestId('activity-item'))).toEqual(['-1.5 ETH'])
    expect(portico.views()[ACTIVITY_TAB_VIEW]?.pluginId).toBe('history')
    expect(getHistory(portico)).toBeDefined()
  })
})

describe('NFTs tab from the transfers', () => {
  const received = item('0xart', {
    operationType: 'receive',
    transfers: [{ nft_info: { name: 'Art #7', contract_address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', token_id: '7', flags: { is_spam: false } }, direction: 'in', quantity: { numeric: '1' } }],
  })

  async function openNfts(entry: Pick<BalanceEntry, 'nfts' | 'nftsOffered'>) {
    const { portico, service } = setup(async () => ({ data: [received], next: undefined }))
    vi.spyOn(portico.services.balances, 'get').mockResolvedValue([])
    vi.spyOn(portico.services.balances, 'getEntry').mockReturnValue({ status: 'ready', tokens: [], source: 'rpc', updatedAt: 1, ...entry })
    render(
      <Suspense fallback={null}>
        <AccountView portico={portico} />
      </Suspense>,
    )
    fireEvent.click(screen.getByRole('tab', { name: 'NFTs' }))
    return service
  }

  test('§2 tabs: when the wallet shares no assets, the NFTs tab lists the NFTs the account holds according to its transfers', async () => {
    const service = await openNfts({ nfts: [], nftsOffered: false })
    const nft = await screen.findByTestId('nft')
    expect(within(nft).getByText('Art #7')).toBeTruthy()
    expect(within(nft).getByText('#7')).toBeTruthy()
    expect(service.fetch).toHaveBeenCalledWith({ account: ACCOUNT, chainId: 'eip155:31337', cursor: undefined })
  })

  test('§2 tabs: a wallet that shares its assets is the source: the history is not asked', async () => {
    const service = await openNfts({ nfts: [], nftsOffered: true })
    expect((await screen.findByTestId('nfts-empty')).textContent).toBe('No NFTs yet')
    expect(service.fetch).not.toHaveBeenCalled()
  })
})

function groupLabel(minedAt: string) {
  const date = new Date(minedAt)
  const month = new Intl.DateTimeFormat('en', { month: 'long' }).format(date)
  return date.getFullYear() === new Date().getFullYear() ? month : `${month} ${date.getFullYear()}`
}
