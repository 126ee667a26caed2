// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createLayoutCheck, MIN_FRAME_SIZE, type askApproval as AskApproval } from './approval'
import { frameTexts } from './texts'
import type { VisibilitySample } from './clickGuard'

// A fresh module per test: its queue holds one approval at a time, and script clicks cannot end one.
let askApproval: typeof AskApproval

let emit: (sample: VisibilitySample) => void = () => {}
const hooks = { show: vi.fn(), hide: vi.fn() }
const guard = {
  observe: (_target: Element, onSample: (sample: VisibilitySample) => void) => {
    emit = onSample
    return () => {}
  },
  tracksVisibility: true,
  now: () => performance.now(),
  // jsdom lays nothing out: the layout rule has its own tests below (and runs in Chromium in e2e).
  layout: () => undefined,
}

beforeEach(async () => {
  vi.resetModules()
  askApproval = (await import('./approval')).askApproval
  vi.useFakeTimers()
  document.body.innerHTML = '<section class="approval" id="approval" hidden></section>'
})
afterEach(() => {
  vi.useRealTimers()
  vi.clearAllMocks()
})

const panel = () => document.getElementById('approval') as HTMLElement
const button = (name: string) => [...panel().querySelectorAll('button')].find((b) => b.textContent === name) as HTMLButtonElement

describe('askApproval', () => {
  it('shows the request as text, with Approve disabled until the guard says the panel has been visible long enough', async () => {
    void askApproval({ title: 'Send 2 calls', origin: 'https://dapp.example', dappName: '<b>Dapp</b>', network: 'Devnet (31337)', rows: [['Call 1 to', '0xabc'], ['Call 1 value (wei)', '1']], note: 'One by one' }, hooks, guard)
    await vi.advanceTimersByTimeAsync(0)
    expect(panel().hidden).toBe(false)
    expect(hooks.show).toHaveBeenCalledOnce()
    expect(panel().querySelector('h2')?.textContent).toBe('Send 2 calls')
    expect(panel().textContent).toContain('Requested by https://dapp.example (<b>Dapp</b>)')
    expect(panel().querySelector('b')).toBeNull()
    // Issue 14: every approval names the network first.
    expect([...panel().querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Network', 'Call 1 to', 'Call 1 value (wei)'])
    expect([...panel().querySelectorAll('dd')].map((dd) => dd.textContent)).toEqual(['Devnet (31337)', '0xabc', '1'])
    expect(panel().querySelector('.note')?.textContent).toBe('One by one')
    expect(panel().dataset.ready).toBe('false')
    expect(button('Approve').getAttribute('aria-disabled')).toBe('true')
    emit({ isIntersecting: true, intersectionRatio: 1, isVisible: true })
    await vi.advanceTimersByTimeAsync(500)
    expect(panel().dataset.ready).toBe('true')
    expect(button('Approve').getAttribute('aria-disabled')).toBe('false')
    emit({ isIntersecting: true, intersectionRatio: 1, isVisible: false })
    expect(panel().dataset.ready).toBe('false')
  })

  it('ignores script-made clicks and key presses: nothing resolves, the panel stays', async () => {
    let settled = false
    void askApproval({ title: 'Sign message', origin: 'https://dapp.example', network: 'Devnet (31337)', rows: [] }, hooks, guard).then(() => (settled = true))
    await vi.advanceTimersByTimeAsync(0)
    emit({ isIntersecting: true, intersectionRatio: 1, isVisible: true })
    await vi.advanceTimersByTimeAsync(1000)
    button('Approve').click()
    button('Reject').click()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }))
    await vi.advanceTimersByTimeAsync(0)
    expect(settled).toBe(false)
    expect(panel().hidden).toBe(false)
    expect(panel().querySelector('[role=alert]')?.textContent).toBe('')
  })

  it('issue 14: a network the app switched to is announced above the details', async () => {
    void askApproval({ title: 'Sign message', origin: 'https://dapp.example', network: 'Mainnet (1)', networkNotice: 'The app switched the network from Devnet (31337) to Mainnet (1).', rows: [] }, hooks, guard)
    await vi.advanceTimersByTimeAsync(0)
    expect(panel().querySelector('.details > .notice')?.textContent).toBe('The app switched the network from Devnet (31337) to Mainnet (1).')
  })
})

describe('createLayoutCheck (issue 14)', () => {
  const box = (top: number, height: number, width = 250) => ({ top, left: 0, width, height, bottom: top + height, right: width }) as DOMRect
  const node = (rect: DOMRect, scroll: Partial<Element> = {}) =>
    ({ getBoundingClientRect: () => rect, scrollTop: 0, clientHeight: 100, scrollHeight: 100, scrollLeft: 0, clientWidth: 300, scrollWidth: 300, ...scroll }) as unknown as Element
  const frame = (width: number, height: number) => ({ innerWidth: width, innerHeight: height }) as Window
  const summary = [node(box(10, 20)), node(box(34, 16))]

  it('needs the minimum frame size', () => {
    const details = node(box(60, 100))
    expect(createLayoutCheck(frame(MIN_FRAME_SIZE.width, MIN_FRAME_SIZE.height), summary, details)()).toBeUndefined()
    expect(createLayoutCheck(frame(MIN_FRAME_SIZE.width - 1, 400), summary, details)()).toBe('too-small')
    expect(createLayoutCheck(frame(400, MIN_FRAME_SIZE.height - 1), summary, details)()).toBe('too-small')
  })

  it('needs the summary ("Requested by", the buttons) and the details box inside the frame', () => {
    const win = frame(300, 400)
    expect(createLayoutCheck(win, [node(box(-5, 20)), ...summary], node(box(60, 100)))()).toBe('too-small')
    expect(createLayoutCheck(win, [node(box(390, 20)), ...summary], node(box(60, 100)))()).toBe('too-small')
    expect(createLayoutCheck(win, [node(box(10, 0)), ...summary], node(box(60, 100)))()).toBe('too-small')
    expect(createLayoutCheck(win, summary, node(box(60, 100, 301)))()).toBe('too-small')
    expect(createLayoutCheck(win, summary, node(box(60, 100, 300)))()).toBeUndefined()
  })

  it('details that scroll must be seen to their end once; a later shrink does not take it back', () => {
    const details = { ...node(box(60, 100)), getBoundingClientRect: () => box(60, 100), scrollTop: 0, clientHeight: 100, scrollHeight: 500, scrollLeft: 0, clientWidth: 300, scrollWidth: 300 }
    const check = createLayoutCheck(frame(300, 400), summary, details as unknown as Element)
    expect(check()).toBe('details-unseen')
    details.scrollTop = 398
    expect(check()).toBe('details-unseen')
    details.scrollTop = 399 // a pixel short: rounding of fractional layouts
    expect(check()).toBeUndefined()
    details.scrollTop = 0
    expect(check()).toBeUndefined()
  })
})

describe('askApproval layout (issue 14)', () => {
  it('shows a hint and keeps Approve disabled until the visitor scrolled the details to their end', async () => {
    const scroll = { scrollHeight: 500, clientHeight: 100 }
    vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue({ top: 10, left: 10, width: 200, height: 20, bottom: 30, right: 210 } as DOMRect)
    vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(() => scroll.scrollHeight)
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(() => scroll.clientHeight)
    const { layout: _none, ...realLayout } = guard
    void askApproval({ title: 'Send 2 calls', origin: 'https://dapp.example', network: 'Devnet (31337)', rows: [['Calls', '2']] }, hooks, realLayout)
    await vi.advanceTimersByTimeAsync(0)
    emit({ isIntersecting: true, intersectionRatio: 1, isVisible: true })
    await vi.advanceTimersByTimeAsync(1000)
    expect(panel().dataset.ready).toBe('false')
    expect(panel().querySelector('.hint')?.textContent).toBe(frameTexts.en.scrollHint)
    // "Requested by" is part of the summary that stays in view, not of the details that scroll.
    expect(panel().querySelector('.details .origin')).toBeNull()
    const details = panel().querySelector('.details') as HTMLElement
    details.scrollTop = 400
    details.dispatchEvent(new Event('scroll'))
    await vi.advanceTimersByTimeAsync(500)
    expect(panel().dataset.ready).toBe('true')
    expect(panel().querySelector('.hint')?.textContent).toBe('')
    vi.restoreAllMocks()
  })
})
