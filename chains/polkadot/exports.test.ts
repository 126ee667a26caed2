import { expect, test } from 'vitest'
import * as entry from './index'

// The public surface of `portico/chains/polkadot`, pinned so every change shows in review.
test('exports: portico/chains/polkadot', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "PLUGIN_ID",
      "default",
    ]
  `)
})
