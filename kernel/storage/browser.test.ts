// @vitest-environment jsdom
import { afterEach, expect, test } from 'vitest'
import { createCookieStorage } from './createCookieStorage'
import { createLocalStorage } from './createLocalStorage'
import { createStorageAccess } from './createStorageAccess'
import { createSpyLogger } from './testing'

afterEach(() => {
  window.localStorage.clear()
  for (const cookie of document.cookie.split(/;\s*/).filter(Boolean)) document.cookie = `${cookie.split('=')[0]}=; path=/; max-age=0`
})

test('§3 behavior: local storage round trip in a real DOM, under "wagmi."', () => {
  const logger = createSpyLogger()
  const access = createStorageAccess(createLocalStorage({ logger }))
  access.smartAccountEnabledNetworks.set(['1', '137'])
  expect(window.localStorage.getItem('wagmi.smartAccountEnabledNetworks')).toBe('1,137')
  expect(access.smartAccountEnabledNetworks.get()).toEqual(['1', '137'])
  access.smartAccountEnabledNetworks.remove()
  expect(window.localStorage.getItem('wagmi.smartAccountEnabledNetworks')).toBeNull()
  expect(logger.error).not.toHaveBeenCalled()
})

test('§3 behavior: cookie storage round trip in a real DOM, then removal', () => {
  const storage = createCookieStorage()
  storage.setItem('email', 'ada+1@example.com')
  expect(document.cookie).toContain('wagmi.email=ada%2B1%40example.com')
  expect(storage.getItem('email')).toBe('ada+1@example.com')
  storage.removeItem('email')
  expect(storage.getItem('email')).toBeUndefined()
  expect(document.cookie).not.toContain('wagmi.email')
})
