import { connectionsSlice, createPortico, defineNetwork, type CaipNetwork, type RpcService } from 'portico'
import eip155Chain from './index'

/** A local EVM network with Multicall3 and two tokens (tests only). */
export const localEvm = defineNetwork({
  chainNamespace: 'eip155',
  id: 31337,
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
  contracts: { multicall3: { address: '0xcA11bde05977b3631167028862bE2a173976CA11' } },
  tokens: [
    { address: '0x8ce361602B935680E8DeC218b820ff5056BeB7af', symbol: 'PUSD', decimals: 18, name: 'Portico Dollar' },
    { address: '0xe1Aa25618fA0c7A1CFDab5d6B456af611873b629', symbol: 'PUSDC', decimals: 6, name: 'Portico Coin' },
  ],
})

type Call = { method: string; params?: unknown }

/**
 * An instance with the eip155 chain module whose node and wallet are scripted: every JSON-RPC
 * and wallet request is recorded; `read` is the module's `fetchBalances` tap (tests only).
 */
export function evmChainHarness(options: { rpc: (call: Call) => unknown; wallet?: (call: Call) => unknown; connectedAddress?: string; network?: CaipNetwork }) {
  const network = options.network ?? localEvm
  const portico = createPortico({ networks: [network], plugins: [eip155Chain()], logLevel: 'silent' })
  const rpcCalls: Call[] = []
  const walletCalls: Call[] = []
  const rpc = { forNetwork: () => ({ request: async (call: Call) => (rpcCalls.push(call), options.rpc(call)) }), destroy() {} }
  Object.assign(portico.services, { rpc: rpc as unknown as RpcService })
  Object.assign(portico.connection, {
    request: async (_namespace: string, call: Call) => {
      walletCalls.push(call)
      if (!options.wallet) throw new Error('no wallet')
      return options.wallet(call)
    },
  })
  if (options.connectedAddress) {
    portico.store.dispatch(connectionsSlice.actions.connected({ namespace: 'eip155', caipAddress: `eip155:${network.id}:${options.connectedAddress}`, connectorId: 'dev', accountType: 'eoa' }))
  }
  const read = (address: string) => portico._internal.hooks.fetchBalances.for('eip155').promise({ network, address })
  return { portico, network, read, rpcCalls, walletCalls }
}

const word = (value: bigint | number) => BigInt(value).toString(16).padStart(64, '0')

/** ABI-encodes an aggregate3 answer: `(bool success, bytes returnData)[]` (tests only). */
export function encodeAggregate3Answer(results: { success: boolean; data: string }[]): string {
  const tuples = results.map(({ success, data }) => {
    const hex = data.replace(/^0x/, '')
    return word(success ? 1 : 0) + word(64) + word(hex.length / 2) + hex.padEnd(Math.ceil(hex.length / 64) * 64, '0')
  })
  let offset = results.length * 32
  const heads = tuples.map((t) => {
    const h = word(offset)
    offset += t.length / 2
    return h
  })
  return `0x${word(32)}${word(results.length)}${heads.join('')}${tuples.join('')}`
}

/** A uint256 return value (tests only). */
export const uint = (value: bigint) => `0x${word(value)}`
