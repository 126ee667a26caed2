import { afterEach, expect, test, vi } from 'vitest'
import { createLocalStorage } from './createLocalStorage'
import { createFakeLocalStorage, createSpyLogger } from './testing'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

const securityError = () => new DOMException('The operation is insecure.', 'SecurityError')

test('§3 default: keys are prefixed with "wagmi."', () => {
  const localStorage = createFakeLocalStorage()
  vi.stubGlobal('window', { localStorage })
  createLocalStorage().setItem('email', 'ada@example.com')
  expect([...localStorage.entries]).toEqual([['wagmi.email', 'ada@example.com']])
  expect(createLocalStorage().getItem('email')).toBe('ada@example.com')
})

test('§3 args: prefix replaces the default', () => {
  const localStorage = createFakeLocalStorage()
  vi.stubGlobal('window', { localStorage })
  const storage = createLocalStorage({ prefix: 'myapp' })
  storage.setItem('email', 'a')
  expect([...localStorage.entries.keys()]).toEqual(['myapp.email'])
  storage.removeItem('email')
  expect(localStorage.entries.size).toBe(0)
})

test('§3 behavior: an absent key reads as undefined, not null', () => {
  vi.stubGlobal('window', { localStorage: createFakeLocalStorage() })
  expect(createLocalStorage().getItem('missing')).toBeUndefined()
})

test('§3 behavior: no window (SSR) reads as empty, drops writes and logs nothing', () => {
  expect(typeof window).toBe('undefined')
  const logger = createSpyLogger()
  const storage = createLocalStorage({ logger })
  expect(storage.getItem('email')).toBeUndefined()
  expect(() => storage.setItem('email', 'a')).not.toThrow()
  expect(() => storage.removeItem('email')).not.toThrow()
  expect(logger.error).not.toHaveBeenCalled()
})

test('§3 behavior: localStorage is looked up at call time, not at creation', () => {
  const storage = createLocalStorage()
  const localStorage = createFakeLocalStorage()
  vi.stubGlobal('window', { localStorage })
  storage.setItem('email', 'late')
  expect(localStorage.entries.get('wagmi.email')).toBe('late')
  const other = createFakeLocalStorage()
  vi.stubGlobal('window', { localStorage: other })
  expect(storage.getItem('email')).toBeUndefined()
})

test('§8 error: denied storage (methods throw) logs "Unable to ..." and reads undefined', () => {
  vi.stubGlobal('window', { localStorage: createFakeLocalStorage(securityError()) })
  const logger = createSpyLogger()
  const storage = createLocalStorage({ logger })
  expect(storage.getItem('email')).toBeUndefined()
  expect(() => storage.setItem('email', 'a')).not.toThrow()
  expect(() => storage.removeItem('email')).not.toThrow()
  expect(logger.error.mock.calls.map(([message]) => message)).toMatchInlineSnapshot(`
    [
      "Unable to read "wagmi.email" from localStorage",
      "Unable to write "wagmi.email" to localStorage",
      "Unable to remove "wagmi.email" from localStorage",
    ]
  `)
  expect(logger.error.mock.calls[0]?.[1]).toBeInstanceOf(DOMException)
})

test('§8 error: a window.localStorage getter that throws SecurityError is logged, not thrown', () => {
  const fakeWindow = {}
  Object.defineProperty(fakeWindow, 'localStorage', {
    get() {
      throw securityError()
    },
  })
  vi.stubGlobal('window', fakeWindow)
  const logger = createSpyLogger()
  expect(createLocalStorage({ logger }).getItem('email')).toBeUndefined()
  expect(logger.error).toHaveBeenCalledWith('Unable to read "wagmi.email" from localStorage', expect.any(DOMException))
})

test('§8 error: quota exceeded on write is logged, and reads still work', () => {
  const localStorage = createFakeLocalStorage()
  localStorage.entries.set('wagmi.email', 'kept')
  localStorage.setItem = () => {
    throw new DOMException('Quota exceeded', 'QuotaExceededError')
  }
  vi.stubGlobal('window', { localStorage })
  const logger = createSpyLogger()
  const storage = createLocalStorage({ logger })
  storage.setItem('email', 'new')
  expect(logger.error).toHaveBeenCalledWith('Unable to write "wagmi.email" to localStorage', expect.any(DOMException))
  expect(storage.getItem('email')).toBe('kept')
})

test('§8 default: without a logger, failures go to console.error', () => {
  vi.stubGlobal('window', { localStorage: createFakeLocalStorage(securityError()) })
  const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {})
  createLocalStorage().getItem('email')
  expect(consoleError).toHaveBeenCalledWith('Unable to read "wagmi.email" from localStorage', expect.any(DOMException))
})
