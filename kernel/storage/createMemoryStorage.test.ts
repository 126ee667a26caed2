import { expect, test } from 'vitest'
import { createMemoryStorage } from './createMemoryStorage'

test('§3 behavior: memory storage round trip; absent reads as undefined', () => {
  const storage = createMemoryStorage()
  expect(storage.getItem('email')).toBeUndefined()
  storage.setItem('email', 'a')
  expect(storage.getItem('email')).toBe('a')
  storage.removeItem('email')
  expect(storage.getItem('email')).toBeUndefined()
})

test('§3 behavior: two memory storages share nothing', () => {
  const first = createMemoryStorage()
  first.setItem('email', 'a')
  expect(createMemoryStorage().getItem('email')).toBeUndefined()
})

test('§3 args: initial entries are copied, not shared', () => {
  const initial = { email: 'a' }
  const storage = createMemoryStorage(initial)
  storage.setItem('email', 'b')
  expect(initial.email).toBe('a')
  expect(storage.getItem('email')).toBe('b')
})
