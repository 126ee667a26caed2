import { expect, test } from 'vitest'
import * as entry from './index'

// The public surface of `portico/chains/eip155`, pinned so every change shows in review.
test('exports: portico/chains/eip155', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "INJECTED_CONNECTOR_ID",
      "INJECTED_CONNECTOR_NAME",
      "PLUGIN_ID",
      "createEip1193Connector",
      "default",
      "discoverEip155Wallets",
      "switchOrAddChain",
    ]
  `)
})
