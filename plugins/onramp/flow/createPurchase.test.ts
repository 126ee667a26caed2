import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { mainnet } from 'portico'
import { BUY_POLL_INTERVAL_MS, BUY_WAIT_NOTICE_MS, POPUP_CHECK_INTERVAL_MS } from '../constants'
import type { OnrampContext, OnrampProvider } from '../types'
import { createPurchase, type PurchaseWatch } from './createPurchase'

const context: OnrampContext = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', network: mainnet, asset: { symbol: 'ETH', name: 'Ether', decimals: 18 }, fiatAmount: '25', fiatCurrency: 'USD' }
const CHECKOUT = 'https://ramp.example/buy?x=1'

/** A popup as the purchase sees it: closable, focusable, navigable. */
function fakePopup() {
  return { closed: false, opener: {} as unknown, location: { href: 'about:blank' }, close: vi.fn(function (this: { closed: boolean }) { this.closed = true }), focus: vi.fn() }
}
type FakePopup = ReturnType<typeof fakePopup>

const provider = (getUrl: OnrampProvider['getUrl'] = async () => CHECKOUT): OnrampProvider => ({ name: 'ramp', label: 'Ramp', feeRange: '1%', namespaces: ['eip155'], getUrl })

/** A balance that reads `balance.value` at each read. */
function balanceOf(start: bigint) {
  const balance = { value: start, reads: 0 }
  const watch: PurchaseWatch = { readBalance: async () => (balance.reads++, balance.value) }
  return { balance, watch }
}

async function opened(popup: FakePopup | null, watch: PurchaseWatch, getUrl?: OnrampProvider['getUrl']) {
  const purchase = createPurchase({ provider: provider(getUrl), context, watch })
  purchase.open(popup as unknown as Window | null)
  await vi.advanceTimersByTimeAsync(0)
  return purchase
}

beforeEach(() => void vi.useFakeTimers())
afterEach(() => void vi.useRealTimers())

describe('purchase in a popup', () => {
  test('behavior: the popup loses its opener at once, then goes to the checkout URL', async () => {
    const popup = fakePopup()
    const { watch } = balanceOf(0n)
    const purchase = createPurchase({ provider: provider(), context, watch })
    purchase.open(popup as unknown as Window)
    expect(popup.opener).toBeNull()
    expect(purchase.getState()).toEqual({ status: 'opening' })
    expect(popup.location.href).toBe('about:blank')
    await vi.advanceTimersByTimeAsync(0)
    expect(popup.location.href).toBe(CHECKOUT)
    expect(purchase.getState()).toEqual({ status: 'waiting', url: CHECKOUT, popupOpen: true, stillWaiting: false })
    purchase.stop()
  })

  test('behavior: lands when the balance rises above the one read before the checkout opened; received is the exact rise', async () => {
    const { balance, watch } = balanceOf(1_000n)
    const purchase = await opened(fakePopup(), watch)
    await vi.advanceTimersByTimeAsync(BUY_POLL_INTERVAL_MS)
    expect(purchase.getState().status).toBe('waiting')
    balance.value = 1_000n + 8_250_000_000_000_000n
    await vi.advanceTimersByTimeAsync(BUY_POLL_INTERVAL_MS)
    expect(purchase.getState()).toEqual({ status: 'succeeded', received: 8_250_000_000_000_000n })
    const reads = balance.reads
    await vi.advanceTimersByTimeAsync(BUY_POLL_INTERVAL_MS * 3)
    expect(balance.reads).toBe(reads) // watching stopped
  })

  test('behavior: a balance that falls (gas spent elsewhere) is not a purchase', async () => {
    const { balance, watch } = balanceOf(1_000n)
    const purchase = await opened(fakePopup(), watch)
    balance.value = 900n
    await vi.advanceTimersByTimeAsync(BUY_POLL_INTERVAL_MS * 2)
    expect(purchase.getState().status).toBe('waiting')
    purchase.stop()
  })

  test('behavior: a new incoming transfer in the activity lands the purchase too', async () => {
    const incoming = new Map([['old', 5n]])
    const watch: PurchaseWatch = { readBalance: async () => 0n, readIncoming: async () => new Map(incoming) }
    const purchase = await opened(fakePopup(), watch)
    incoming.set('0xhash', 99_000_000n)
    await vi.advanceTimersByTimeAsync(BUY_POLL_INTERVAL_MS)
    expect(purchase.getState()).toEqual({ status: 'succeeded', received: 99_000_000n })
  })

  test('behavior: a slow activity source never holds the popup on its blank page', async () => {
    const popup = fakePopup()
    const { balance, watch } = balanceOf(0n)
    const purchase = await opened(popup, { ...watch, readIncoming: () => new Promise(() => {}) })
    expect(popup.location.href).toBe(CHECKOUT)
    expect(purchase.getState().status).toBe('waiting')
    balance.value = 3n // and the balance still lands it
    await vi.advanceTimersByTimeAsync(BUY_POLL_INTERVAL_MS)
    expect(purchase.getState()).toEqual({ status: 'succeeded', received: 3n })
  })

  test('behavior: after 3 minutes without the purchase it says it is still waiting, and keeps watching', async () => {
    const { balance, watch } = balanceOf(0n)
    const purchase = await opened(fakePopup(), watch)
    await vi.advanceTimersByTimeAsync(BUY_WAIT_NOTICE_MS - 1)
    expect(purchase.getState()).toMatchObject({ status: 'waiting', stillWaiting: false })
    await vi.advanceTimersByTimeAsync(1)
    expect(purchase.getState()).toMatchObject({ status: 'waiting', stillWaiting: true })
    balance.value = 7n
    await vi.advanceTimersByTimeAsync(BUY_POLL_INTERVAL_MS)
    expect(purchase.getState()).toEqual({ status: 'succeeded', received: 7n })
  })

  test('behavior: a popup closed before anything landed ends the purchase as closed, after one fresh look', async () => {
    const popup = fakePopup()
    const { balance, watch } = balanceOf(0n)
    const purchase = await opened(popup, watch)
    const reads = balance.reads
    popup.closed = true
    await vi.advanceTimersByTimeAsync(POPUP_CHECK_INTERVAL_MS)
    expect(balance.reads).toBe(reads + 1)
    expect(purchase.getState()).toEqual({ status: 'closed' })
  })

  test('behavior: a popup closed right after paying still succeeds (the last look sees the funds)', async () => {
    const popup = fakePopup()
    const { balance, watch } = balanceOf(0n)
    const purchase = await opened(popup, watch)
    balance.value = 42n
    popup.closed = true
    await vi.advanceTimersByTimeAsync(POPUP_CHECK_INTERVAL_MS)
    expect(purchase.getState()).toEqual({ status: 'succeeded', received: 42n })
  })

  test('behavior: a popup closed while the URL was being made is closed, and never navigated', async () => {
    const popup = fakePopup()
    let release: (url: string) => void = () => {}
    const { watch } = balanceOf(0n)
    const purchase = createPurchase({ provider: provider(() => new Promise((resolve) => (release = resolve))), context, watch })
    purchase.open(popup as unknown as Window)
    popup.closed = true
    release(CHECKOUT)
    await vi.advanceTimersByTimeAsync(0)
    expect(purchase.getState()).toEqual({ status: 'closed' })
    expect(popup.location.href).toBe('about:blank')
  })

  test('behavior: a blocked popup waits with the link; Continue in external window opens and watches one', async () => {
    const { watch } = balanceOf(0n)
    const purchase = await opened(null, watch)
    expect(purchase.getState()).toEqual({ status: 'waiting', url: CHECKOUT, popupOpen: false, stillWaiting: false })
    await vi.advanceTimersByTimeAsync(POPUP_CHECK_INTERVAL_MS * 4)
    expect(purchase.getState().status).toBe('waiting') // nothing to close
    const popup = fakePopup()
    purchase.continueInWindow(() => popup as unknown as Window)
    expect(popup).toMatchObject({ opener: null, location: { href: CHECKOUT } })
    expect(purchase.getState()).toMatchObject({ popupOpen: true })
    purchase.continueInWindow(() => fakePopup() as unknown as Window)
    expect(popup.focus).toHaveBeenCalledOnce() // open already: brought to front, no second window
    popup.closed = true
    await vi.advanceTimersByTimeAsync(POPUP_CHECK_INTERVAL_MS)
    expect(purchase.getState()).toEqual({ status: 'closed' })
  })

  test('error: a provider that fails closes the popup and says why; Try again starts over with a new popup', async () => {
    const popup = fakePopup()
    const { watch } = balanceOf(0n)
    let attempts = 0
    const purchase = await opened(popup, watch, async () => {
      if (++attempts === 1) throw Object.assign(new Error('x'), { shortMessage: 'Coinbase session token missing' })
      return CHECKOUT
    })
    expect(purchase.getState()).toEqual({ status: 'failed', message: 'Coinbase session token missing' })
    expect(popup.close).toHaveBeenCalledOnce()
    const again = fakePopup()
    purchase.open(again as unknown as Window)
    await vi.advanceTimersByTimeAsync(0)
    expect(again.location.href).toBe(CHECKOUT)
    expect(purchase.getState().status).toBe('waiting')
    purchase.stop()
  })

  test('error: an unsafe checkout URL is never opened', async () => {
    const popup = fakePopup()
    const purchase = await opened(popup, balanceOf(0n).watch, async () => 'javascript:alert(1)')
    expect(purchase.getState()).toEqual({ status: 'failed', message: 'The provider returned an unsafe checkout URL' })
    expect(popup.location.href).toBe('about:blank')
  })

  test('behavior: stop ends the watch and drops late answers', async () => {
    const { balance, watch } = balanceOf(0n)
    const purchase = await opened(fakePopup(), watch)
    purchase.stop()
    balance.value = 10n
    await vi.advanceTimersByTimeAsync(BUY_WAIT_NOTICE_MS)
    expect(purchase.getState()).toMatchObject({ status: 'waiting', stillWaiting: false })
  })
})
