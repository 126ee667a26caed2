import { afterEach, expect, test, vi } from 'vitest'
import { createStorageService } from './createStorageService'
import { createFakeLocalStorage, createSpyLogger } from './testing'

afterEach(() => vi.unstubAllGlobals())

function stubBrowser(failWith?: Error) {
  const localStorage = createFakeLocalStorage(failWith)
  const cookies: string[] = []
  vi.stubGlobal('window', { localStorage })
  vi.stubGlobal('document', {
    get cookie() {
      return ''
    },
    set cookie(value: string) {
      cookies.push(value)
    },
  })
  return { localStorage, cookies }
}

test('§3 behavior: type "local" writes localStorage under the prefix', () => {
  const { localStorage, cookies } = stubBrowser()
  createStorageService({ type: 'local', prefix: 'app' }, createSpyLogger()).setItem('email', 'a')
  expect([...localStorage.entries]).toEqual([['app.email', 'a']])
  expect(cookies).toEqual([])
})

test('§3 behavior: type "cookie" writes a cookie under the prefix', () => {
  const { localStorage, cookies } = stubBrowser()
  createStorageService({ type: 'cookie', prefix: 'app' }, createSpyLogger()).setItem('email', 'a')
  expect(cookies).toEqual(['app.email=a; path=/; SameSite=Lax'])
  expect(localStorage.entries.size).toBe(0)
})

test('§3 behavior: type "memory" touches neither', () => {
  const { localStorage, cookies } = stubBrowser()
  const storage = createStorageService({ type: 'memory', prefix: 'app' }, createSpyLogger())
  storage.setItem('email', 'a')
  expect(storage.getItem('email')).toBe('a')
  expect(localStorage.entries.size).toBe(0)
  expect(cookies).toEqual([])
})

test('§8 behavior: failures go to the given logger', () => {
  stubBrowser(new DOMException('denied', 'SecurityError'))
  const logger = createSpyLogger()
  createStorageService({ type: 'local', prefix: 'wagmi' }, logger).getItem('email')
  expect(logger.error).toHaveBeenCalledWith('Unable to read "wagmi.email" from localStorage', expect.any(DOMException))
})
