// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { askApproval as AskApproval } from './approval'
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
