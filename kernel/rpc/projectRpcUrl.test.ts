import { expect, test } from 'vitest'
import { PROJECT_RPC_CHAINS, projectRpcUrl } from './projectRpcUrl.js'

test('§7 behavior: builds {rpc}/v1/?chainId={id}&projectId={id}', () => {
  expect(projectRpcUrl({ rpcBase: 'https://rpc.example.org/', chainId: 'eip155:1', projectId: 'p 1' })).toBe(
    'https://rpc.example.org/v1/?chainId=eip155:1&projectId=p%201',
  )
})

test('§7 default: the listed chains are the swap networks plus Solana mainnet and devnet', () => {
  expect(PROJECT_RPC_CHAINS).toMatchInlineSnapshot(`
    [
      "eip155:1",
      "eip155:42161",
      "eip155:10",
      "eip155:324",
      "eip155:8453",
      "eip155:56",
      "eip155:137",
      "eip155:100",
      "eip155:43114",
      "eip155:250",
      "eip155:8217",
      "eip155:1313161554",
      "solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp",
      "solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1",
    ]
  `)
  expect(Object.isFrozen(PROJECT_RPC_CHAINS)).toBe(true)
})

test('§7 behavior: a chain off the list, or no project id, gives undefined', () => {
  expect(projectRpcUrl({ rpcBase: 'https://rpc.example.org', chainId: 'eip155:31337', projectId: 'p' })).toBeUndefined()
  expect(projectRpcUrl({ rpcBase: 'https://rpc.example.org', chainId: 'eip155:1', projectId: '' })).toBeUndefined()
})

test('§7 args: the chain list is configurable', () => {
  expect(projectRpcUrl({ rpcBase: 'http://127.0.0.1:8545', chainId: 'eip155:31337', projectId: 'p', chains: ['eip155:31337'] })).toBe(
    'http://127.0.0.1:8545/v1/?chainId=eip155:31337&projectId=p',
  )
})
