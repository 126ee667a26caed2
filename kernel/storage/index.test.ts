import { expect, test } from 'vitest'
import * as storage from './index'

test('default: public exports', () => {
  expect(Object.keys(storage).sort()).toMatchInlineSnapshot(`
    [
      "CONNECTION_STATUSES",
      "RECENT_WALLETS_LIMIT",
      "createCookieStorage",
      "createLocalStorage",
      "createMemoryStorage",
      "createStorageAccess",
      "createStorageEntry",
      "createStorageService",
      "recentWalletSchema",
      "storageKeys",
    ]
  `)
})
