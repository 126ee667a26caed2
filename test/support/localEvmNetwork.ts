import { defineNetwork } from 'portico'

/**
 * A test network for a local EVM node: `Local {id}`, ETH, testnet, its RPC at 127.0.0.1 (by
 * default on the port equal to the chain id, which tests that never call it use as a marker).
 *
 * @example
 * import { localEvmNetwork } from '../../test/support/localEvmNetwork'
 * const local = localEvmNetwork(31337, 'http://127.0.0.1:8545')
 */
export const localEvmNetwork = (id: number, rpcUrl = `http://127.0.0.1:${id}`) =>
  defineNetwork({
    chainNamespace: 'eip155', id, name: `Local ${id}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [rpcUrl] } }, testnet: true,
  })
