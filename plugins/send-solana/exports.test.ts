import { expect, test } from 'vitest'
import * as entry from './index'

test('exports: the portico/plugins/send-solana surface', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "PLUGIN_ID",
      "SolanaSendInputError",
      "default",
      "validateSolanaSend",
    ]
  `)
})
