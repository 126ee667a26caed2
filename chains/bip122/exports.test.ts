import { expect, test } from 'vitest'
import * as entry from './index'

// The public surface of `portico/chains/bip122`, pinned so every change shows in review.
test('exports: portico/chains/bip122', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "PLUGIN_ID",
      "default",
    ]
  `)
})
