import { expect, test } from 'vitest'
import * as sendEvm from './index'

// The public surface of `portico/plugins/send-evm`, pinned so every change shows in review.
test('exports: portico/plugins/send-evm', () => {
  expect(Object.keys(sendEvm).sort()).toMatchInlineSnapshot(`
    [
      "PLUGIN_ID",
      "default",
    ]
  `)
})
