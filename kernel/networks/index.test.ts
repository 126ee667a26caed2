import { expect, test } from 'vitest'
import * as networks from './index'

test('default: public exports', () => {
  expect(Object.keys(networks).sort()).toMatchInlineSnapshot(`
    [
      "InvalidNetworkError",
      "arbitrum",
      "base",
      "bitcoin",
      "bitcoinTestnet",
      "bsc",
      "defineNetwork",
      "findNetwork",
      "mainnet",
      "optimism",
      "polkadot",
      "polygon",
      "sepolia",
      "solana",
      "solanaDevnet",
      "solanaTestnet",
    ]
  `)
})
