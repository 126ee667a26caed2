import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createPortico } from './createPortico'
import { mainnet } from './networks'
import { TOAST_AUTO_CLOSE_MS, TOAST_SWAP_DELAY_MS } from './toast'

describe('§4 toast controller', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  test('behavior: a new toast while one is open closes the old one and opens after 150 ms', () => {
    expect(TOAST_SWAP_DELAY_MS).toBe(150)
    const portico = createPortico({ networks: [mainnet] })
    const toast = () => portico.getState().toast
    portico.services.toast.show({ message: 'first', variant: 'loading' })
    expect(toast()).toMatchObject({ open: true, message: 'first' })
    portico.services.toast.show({ message: 'second', variant: 'success' })
    expect(toast().open).toBe(false)
    vi.advanceTimersByTime(149)
    expect(toast().open).toBe(false)
    vi.advanceTimersByTime(1)
    expect(toast()).toMatchObject({ open: true, message: 'second', variant: 'success' })
  })
  test('behavior: an auto-closing toast hides itself; a loading one stays', () => {
    const portico = createPortico({ networks: [mainnet] })
    portico.services.toast.show({ message: 'done', variant: 'success' })
    vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS)
    expect(portico.getState().toast.open).toBe(false)
    portico.services.toast.show({ message: 'wait', variant: 'loading' })
    vi.advanceTimersByTime(TOAST_AUTO_CLOSE_MS * 4)
    expect(portico.getState().toast.open).toBe(true)
  })
  test('behavior: destroy clears pending timers', () => {
    const portico = createPortico({ networks: [mainnet] })
    portico.services.toast.show({ message: 'a', variant: 'loading' })
    portico.services.toast.show({ message: 'b', variant: 'success' })
    portico.destroy()
    vi.advanceTimersByTime(1_000)
    expect(portico.getState().toast.open).toBe(false)
  })
})
