import { expect, test } from 'vitest'
import { isChainNamespace } from './isChainNamespace.js'
import { CHAIN_NAMESPACES } from './types.js'

test('§3 default: the four supported namespaces', () => {
  expect(CHAIN_NAMESPACES).toEqual(['eip155', 'solana', 'bip122', 'polkadot'])
  for (const namespace of CHAIN_NAMESPACES) expect(isChainNamespace(namespace)).toBe(true)
})

test.each(['cosmos', 'EIP155', '', 'eip155 ', 'toString', undefined, 1])('§3 behavior: rejects %j', (value) => {
  expect(isChainNamespace(value)).toBe(false)
})
