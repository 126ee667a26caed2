import { expect, test } from 'vitest'
import * as entry from './index'

// The public surface of `portico/chains/eip155`, pinned so every change shows in review.
test('exports: portico/chains/eip155', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "AbiDecodeError",
      "BALANCE_OF",
      "GET_ETH_BALANCE",
      "INJECTED_CONNECTOR_ID",
      "INJECTED_CONNECTOR_NAME",
      "PLUGIN_ID",
      "createEip1193Connector",
      "decodeAggregate3",
      "decodeUint256",
      "default",
      "discoverEip155Wallets",
      "encodeAddressCall",
      "encodeAggregate3",
      "switchOrAddChain",
    ]
  `)
})
