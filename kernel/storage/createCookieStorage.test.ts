import { afterEach, expect, test, vi } from 'vitest'
import { createCookieStorage } from './createCookieStorage'
import { createSpyLogger } from './testing'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

/** A `document` whose cookie setter records each raw assignment; the getter returns `jar`. */
function stubDocument(jar = '') {
  const writes: string[] = []
  const fake = {
    get cookie() {
      return jar
    },
    set cookie(value: string) {
      writes.push(value)
    },
  }
  vi.stubGlobal('document', fake)
  return writes
}

test('§3 behavior: cookie storage uses path=/ and SameSite=Lax', () => {
  const writes = stubDocument()
  createCookieStorage().setItem('email', 'ada@example.com')
  expect(writes).toEqual(['wagmi.email=ada%40example.com; path=/; SameSite=Lax'])
})

test('§3 behavior: cookie values are URI-encoded and decoded on read', () => {
  const writes = stubDocument()
  const value = 'a;b=c, d é'
  createCookieStorage().setItem('socialUsername', value)
  expect(writes[0]).toBe('wagmi.socialUsername=a%3Bb%3Dc%2C%20d%20%C3%A9; path=/; SameSite=Lax')
  stubDocument(`other=1; ${writes[0]?.split(';')[0]}; x=2`)
  expect(createCookieStorage().getItem('socialUsername')).toBe(value)
})

test('§3 default: cookie names are prefixed with "wagmi."; prefix replaces it', () => {
  stubDocument('wagmi.email=a; myapp.email=b; email=c')
  expect(createCookieStorage().getItem('email')).toBe('a')
  expect(createCookieStorage({ prefix: 'myapp' }).getItem('email')).toBe('b')
  expect(createCookieStorage().getItem('mail')).toBeUndefined()
})

test('§3 behavior: remove expires the cookie with the same path and SameSite', () => {
  const writes = stubDocument()
  createCookieStorage().removeItem('email')
  expect(writes[0]).toMatch(/^wagmi\.email=; path=\/; SameSite=Lax; max-age=0; /)
})

test('§3 args: maxAge makes a persistent cookie', () => {
  const writes = stubDocument()
  createCookieStorage({ maxAge: 3600 }).setItem('email', 'a')
  expect(writes[0]).toBe('wagmi.email=a; path=/; SameSite=Lax; max-age=3600')
})

test('§3 behavior: no document (SSR) reads as empty and logs nothing', () => {
  const logger = createSpyLogger()
  const storage = createCookieStorage({ logger })
  expect(storage.getItem('email')).toBeUndefined()
  expect(() => storage.setItem('email', 'a')).not.toThrow()
  expect(() => storage.removeItem('email')).not.toThrow()
  expect(logger.error).not.toHaveBeenCalled()
})

test('§8 error: a throwing document.cookie is logged as "Unable to ..." and never thrown', () => {
  const fake = {}
  Object.defineProperty(fake, 'cookie', {
    get() {
      throw new DOMException('denied', 'SecurityError')
    },
    set() {
      throw new DOMException('denied', 'SecurityError')
    },
  })
  vi.stubGlobal('document', fake)
  const logger = createSpyLogger()
  const storage = createCookieStorage({ logger })
  expect(storage.getItem('email')).toBeUndefined()
  storage.setItem('email', 'a')
  storage.removeItem('email')
  expect(logger.error.mock.calls.map(([message]) => message)).toEqual([
    'Unable to read "wagmi.email" from cookies',
    'Unable to write "wagmi.email" to cookies',
    'Unable to remove "wagmi.email" from cookies',
  ])
})

test('§8 error: a malformed encoded cookie is logged and reads as undefined', () => {
  stubDocument('wagmi.email=%E0%A4%A')
  const logger = createSpyLogger()
  expect(createCookieStorage({ logger }).getItem('email')).toBeUndefined()
  expect(logger.error).toHaveBeenCalledWith('Unable to read "wagmi.email" from cookies', expect.any(URIError))
})
