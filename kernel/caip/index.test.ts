import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test } from 'vitest'
import * as caip from './index.js'

test('§3 default: public surface', () => {
  expect(Object.keys(caip).sort()).toMatchInlineSnapshot(`
    [
      "BASE58_ALPHABET",
      "CHAIN_NAMESPACES",
      "InvalidBase58Error",
      "InvalidCaipAddressError",
      "InvalidCaipNetworkIdError",
      "InvalidEvmAddressError",
      "base58Decode",
      "base58Encode",
      "caipMessages",
      "formatCaipAddress",
      "formatCaipNetworkId",
      "isAddressForNamespace",
      "isBitcoinAddress",
      "isCachedCaipAddress",
      "isChainNamespace",
      "isEvmAddress",
      "isPolkadotAddress",
      "isSolanaAddress",
      "isValidEvmAddress",
      "parseCaipAddress",
      "parseCaipNetworkId",
      "toChecksumAddress",
    ]
  `)
})

test('§3 behavior: kernel/caip never imports viem statically', () => {
  const dir = import.meta.dirname
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
    expect(readFileSync(join(dir, file), 'utf8'), file).not.toMatch(/from\s+['"]viem/)
  }
})
