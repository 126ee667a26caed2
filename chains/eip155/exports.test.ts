import { expect, test } from 'vitest'
import * as entry from './index'

// The public surface of `portico/chains/eip155`, pinned so every change shows in review.
test('exports: portico/chains/eip155', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "PLUGIN_ID",
      "default",
    ]
  `)
})
