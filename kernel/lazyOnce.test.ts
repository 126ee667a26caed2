import { describe, expect, test, vi } from 'vitest'
import { lazyOnce } from './lazyOnce'

describe('lazyOnce', () => {
  test('creates once and shares the value', async () => {
    const create = vi.fn(async () => ({ id: 1 }))
    const load = lazyOnce(create)
    expect(load.current).toBeUndefined()
    const [a, b] = await Promise.all([load(), load()])
    expect(a).toBe(b)
    expect(load.current).toBe(a)
    expect(create).toHaveBeenCalledTimes(1)
  })

  test('a failed load is tried again on the next call', async () => {
    const create = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce('ok')
    const load = lazyOnce(create)
    await expect(load()).rejects.toThrow('chunk failed')
    expect(load.current).toBeUndefined()
    await expect(load()).resolves.toBe('ok')
    expect(create).toHaveBeenCalledTimes(2)
  })
})
