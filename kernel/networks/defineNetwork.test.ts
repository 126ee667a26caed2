import { expect, expectTypeOf, test } from 'vitest'
import { defineNetwork } from './defineNetwork'
import type { DefineNetworkParameters } from './defineNetwork'
import { InvalidNetworkError } from './errors'
import type { CaipNetwork } from './types'

const anvilParameters = {
  chainNamespace: 'eip155',
  id: 31337,
  name: 'Anvil',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'], webSocket: ['ws://127.0.0.1:8545'] } },
  testnet: true,
} as const satisfies DefineNetworkParameters

/** Returns the issues `defineNetwork` reports for `overrides` on top of the anvil network. */
function issuesOf(overrides: Record<string, unknown>): readonly string[] {
  try {
    defineNetwork({ ...anvilParameters, ...overrides } as unknown as DefineNetworkParameters)
  } catch (error) {
    if (error instanceof InvalidNetworkError) return error.issues
    throw error
  }
  return []
}

test('§3 behavior: fills caipNetworkId from namespace and id (local anvil chain)', () => {
  const anvil = defineNetwork(anvilParameters)
  expect(anvil.caipNetworkId).toBe('eip155:31337')
  expectTypeOf(anvil.caipNetworkId).toEqualTypeOf<'eip155:31337'>()
  expectTypeOf(anvil).toExtend<CaipNetwork>()
  expect(anvil).not.toBe(anvilParameters)
  expect(anvil).toEqual({ ...anvilParameters, caipNetworkId: 'eip155:31337' })
})

test('§3 behavior: non-EVM networks take a string reference', () => {
  const regtest = defineNetwork({
    chainNamespace: 'bip122',
    id: '0f9188f13cb7b2c71f2a335e3a4fc328',
    name: 'Bitcoin Regtest',
    nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
    rpcUrls: { default: { http: ['http://127.0.0.1:18443'] } },
    testnet: true,
  })
  expect(regtest.caipNetworkId).toBe('bip122:0f9188f13cb7b2c71f2a335e3a4fc328')
})

test('§3 args: a matching caipNetworkId is accepted; optional fields are checked', () => {
  expect(
    defineNetwork({
      ...anvilParameters,
      caipNetworkId: 'eip155:31337',
      blockExplorers: { default: { name: 'Otterscan', url: 'http://127.0.0.1:5100' } },
      contracts: { multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11' } },
      tokens: [{ address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'TKN', decimals: 6, name: 'Token' }],
    }).caipNetworkId,
  ).toBe('eip155:31337')
})

test('§5 error: the message names the network and lists every issue', () => {
  expect(() => defineNetwork({ ...anvilParameters, id: '31337', nativeCurrency: { name: 'Ether', symbol: '', decimals: -1 } } as unknown as DefineNetworkParameters))
    .toThrowErrorMatchingInlineSnapshot(`
      [InvalidNetworkError: Invalid network definition: "Anvil" (eip155:31337)
      - id: expected a positive integer chain id for eip155, received "31337"
      - nativeCurrency.symbol: expected a non-empty string, received ""
      - nativeCurrency.decimals: expected an integer from 0 to 255, received number]
    `)
})

test('§5 error: eip155 ids must be positive integers; other references must be CAIP-2 references', () => {
  expect(issuesOf({ id: 0 })).toEqual(['id: expected a positive integer chain id for eip155, received number'])
  expect(issuesOf({ id: 1.5 })).toHaveLength(1)
  expect(issuesOf({ chainNamespace: 'solana', id: 5 })).toEqual(['id: expected a CAIP-2 reference (1 to 32 of a-z, A-Z, 0-9, - and _), received number'])
  expect(issuesOf({ chainNamespace: 'solana', id: 'x'.repeat(33) })).toHaveLength(1)
  expect(issuesOf({ chainNamespace: 'solana', id: 'has:colon' })).toHaveLength(1)
})

test('§5 error: an unknown namespace is rejected', () => {
  expect(issuesOf({ chainNamespace: 'cosmos' })).toEqual(['chainNamespace: expected one of eip155, solana, bip122, polkadot, received "cosmos"'])
})

test('§5 error: rpc urls need at least one http(s) URL; websockets need ws(s)', () => {
  expect(issuesOf({ rpcUrls: { default: { http: [] } } })).toEqual(['rpcUrls.default.http: expected a non-empty array of URLs, received array'])
  expect(issuesOf({ rpcUrls: { default: { http: ['ws://127.0.0.1:8545'] } } })).toEqual(['rpcUrls.default.http[0]: expected a http: or https: URL, received "ws://127.0.0.1:8545"'])
  expect(issuesOf({ rpcUrls: { default: { http: ['not a url'] } } })).toHaveLength(1)
  expect(issuesOf({ rpcUrls: { default: { http: ['http://a'], webSocket: ['http://a'] } } })).toEqual(['rpcUrls.default.webSocket[0]: expected a ws: or wss: URL, received "http://a"'])
  expect(issuesOf({ rpcUrls: undefined })).toEqual(['rpcUrls.default: expected an object, received undefined'])
})

test('§5 error: name, currency and testnet are checked', () => {
  expect(issuesOf({ name: ' ' })).toEqual(['name: expected a non-empty string, received " "'])
  expect(issuesOf({ nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 256 } })).toHaveLength(1)
  expect(issuesOf({ nativeCurrency: null })).toEqual(['nativeCurrency: expected an object, received null'])
  expect(issuesOf({ testnet: 'yes' })).toEqual(['testnet: expected a boolean, received "yes"'])
})

test('§5 error: a caipNetworkId that disagrees with namespace and id is rejected', () => {
  expect(issuesOf({ caipNetworkId: 'eip155:1' })).toEqual(['caipNetworkId: expected "eip155:31337", received "eip155:1"'])
})

test('§5 error: a deprecated id must be a different CAIP-2 id of the same namespace', () => {
  expect(issuesOf({ deprecatedCaipNetworkId: 'solana:abc' })).toEqual(['deprecatedCaipNetworkId: expected "eip155:<reference>", received "solana:abc"'])
  expect(issuesOf({ deprecatedCaipNetworkId: 'eip155:31337' })).toEqual(['deprecatedCaipNetworkId: must differ from caipNetworkId'])
  expect(issuesOf({ deprecatedCaipNetworkId: 'eip155:1337' })).toEqual([])
})

test('§5 error: explorer, contract and token fields are checked (EVM addresses are 0x + 40 hex)', () => {
  expect(issuesOf({ blockExplorers: { default: { name: 'X', url: 'ftp://x' } } })).toEqual(['blockExplorers.default.url[0]: expected a http: or https: URL, received "ftp://x"'])
  expect(issuesOf({ contracts: { multicall3: { address: '0x123' } } })).toEqual(['contracts.multicall3.address: expected 0x plus 40 hex characters, received "0x123"'])
  expect(issuesOf({ tokens: [{ address: '0x5FbDB2315678afecb367f032d93F642f64180aa3', symbol: 'T', name: 'T', decimals: 1.5 }] })).toEqual([
    'tokens[0].decimals: expected an integer from 0 to 255, received number',
  ])
  expect(issuesOf({ tokens: 'USDC' })).toEqual(['tokens: expected an array, received "USDC"'])
})

test('§5 error: a non-object is rejected with a clear message', () => {
  expect(() => defineNetwork(null as unknown as DefineNetworkParameters)).toThrowError(/Invalid network definition: null\n- network: expected an object, received null/)
})
