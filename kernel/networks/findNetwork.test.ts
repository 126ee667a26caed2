import { expect, expectTypeOf, test } from 'vitest'
import { mainnet, bsc } from './eip155'
import { findNetwork } from './findNetwork'
import { solana, solanaDevnet, solanaTestnet } from './solana'

const networks = [mainnet, bsc, solana, solanaDevnet, solanaTestnet]

test('§3 behavior: finds a network by its CAIP-2 id', () => {
  expect(findNetwork(networks, 'eip155:56')).toBe(bsc)
  expect(findNetwork(networks, 'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z')).toBe(solanaTestnet)
})

test('§3 behavior: finds Solana mainnet and devnet by their deprecated ids', () => {
  expect(findNetwork(networks, 'solana:4sGjMW1sUnHzSxGspuhpqLDx6wiyjNtZ')).toBe(solana)
  expect(findNetwork(networks, 'solana:8E9rvCKLFQia2Y35HXjjpWzj8weVo44K')).toBe(solanaDevnet)
})

test('§3 behavior: a current id wins over another network deprecated id', () => {
  const legacy = { ...solanaTestnet, deprecatedCaipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' } as const
  expect(findNetwork([legacy, solana], 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toBe(solana)
})

test('§3 behavior: unknown, empty or undefined ids find nothing', () => {
  expect(findNetwork(networks, 'eip155:999')).toBeUndefined()
  expect(findNetwork(networks, '')).toBeUndefined()
  expect(findNetwork(networks, undefined)).toBeUndefined()
  expect(findNetwork([], 'eip155:1')).toBeUndefined()
})

test('§3 behavior: the result keeps the element type', () => {
  expectTypeOf(findNetwork([mainnet, bsc], 'eip155:1')).toEqualTypeOf<typeof mainnet | typeof bsc | undefined>()
})
