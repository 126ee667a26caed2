import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { announceReady, READY_REPEAT_MS, READY_REPEATS } from './announceReady'

describe('announceReady (spec section 4: the frame says ready; a lost READY is said again)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('says READY at once and again every 500 ms while the parent is silent', () => {
    const say = vi.fn()
    announceReady(say)
    expect(say).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(READY_REPEAT_MS * 3)
    expect(say).toHaveBeenCalledTimes(4)
  })

  it('stops once the parent spoke', () => {
    const say = vi.fn()
    const ready = announceReady(say)
    vi.advanceTimersByTime(READY_REPEAT_MS)
    ready.heard()
    vi.advanceTimersByTime(READY_REPEAT_MS * 10)
    expect(say).toHaveBeenCalledTimes(2)
  })

  it('gives up after 30 s, the parent’s own wait', () => {
    const say = vi.fn()
    announceReady(say)
    vi.advanceTimersByTime(READY_REPEAT_MS * (READY_REPEATS + 20))
    expect(say).toHaveBeenCalledTimes(1 + READY_REPEATS)
    expect(READY_REPEAT_MS * READY_REPEATS).toBe(30_000)
  })
})
