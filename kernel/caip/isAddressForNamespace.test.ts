import { expect, test } from 'vitest'
import { isAddressForNamespace } from './isAddressForNamespace.js'
import type { ChainNamespace } from './types.js'

const samples: Record<ChainNamespace, string> = {
  eip155: '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045',
  solana: 'So11111111111111111111111111111111111111112',
  bip122: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
  polkadot: '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5',
}

test('§5 default: each namespace accepts its own address', () => {
  for (const [namespace, address] of Object.entries(samples)) {
    expect(isAddressForNamespace(namespace as ChainNamespace, address)).toBe(true)
  }
})

test('§5 behavior: eip155 and bip122/polkadot reject the other namespaces’ addresses', () => {
  expect(isAddressForNamespace('eip155', samples.solana)).toBe(false)
  expect(isAddressForNamespace('bip122', samples.solana)).toBe(false)
  expect(isAddressForNamespace('polkadot', samples.solana)).toBe(false)
  expect(isAddressForNamespace('solana', samples.eip155)).toBe(false)
  expect(isAddressForNamespace('bip122', samples.eip155)).toBe(false)
})

test('§5 behavior: eip155 applies the strict EIP-55 checksum', () => {
  expect(isAddressForNamespace('eip155', '0xd8Da6BF26964aF9D7eEd9e03E53415D37aA96045')).toBe(false)
})

test('§5 behavior: unknown namespace or non-string address gives false', () => {
  expect(isAddressForNamespace('cosmos' as ChainNamespace, samples.eip155)).toBe(false)
  expect(isAddressForNamespace('toString' as ChainNamespace, samples.eip155)).toBe(false)
  expect(isAddressForNamespace('eip155', undefined as unknown as string)).toBe(false)
})
