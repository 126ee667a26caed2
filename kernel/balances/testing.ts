import { vi } from 'vitest'
import type { CaipNetwork } from '../networks/types'
import { defineNetwork } from '../networks/defineNetwork'
import { createBalanceService } from './createBalanceService'
import type { ServiceDeps } from './deps'
import type { BalanceEntry, PriceService } from './types'

/** A local EVM network with Multicall3 and two tokens (unit tests only). */
export const testEvm = defineNetwork({
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

/** A fake balance-service environment: a scripted RPC transport and wallet, a fake clock. */
export function balanceHarness(options: {
  rpc: (args: { method: string; params?: unknown }) => unknown
  wallet?: (args: { method: string; params?: unknown }) => unknown
  connectedAddress?: string
  networks?: CaipNetwork[]
  priceService?: PriceService
}) {
  let time = 1_000_000
  const rpcCalls: { method: string; params?: unknown }[] = []
  const walletCalls: { method: string; params?: unknown }[] = []
  const toast = { show: vi.fn(), hide: vi.fn(), destroy: vi.fn() }
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }
  const state = {
    connections: options.connectedAddress
      ? { eip155: { status: 'connected', caipAddress: `eip155:31337:${options.connectedAddress}`, connectorId: 'dev', accountType: 'eoa', addresses: [], walletNetworkId: undefined } }
      : {},
  }
  const deps = {
    config: { networks: options.networks ?? [testEvm], priceService: options.priceService },
    store: { getState: () => state },
    getServices: () => ({
      logger,
      toast,
      rpc: {
        forNetwork: () => ({
          request: async (args: { method: string; params?: unknown }) => {
            rpcCalls.push(args)
            return options.rpc(args)
          },
        }),
        destroy() {},
      },
    }),
    getConnection: () => ({
      request: async (_namespace: string, args: { method: string; params?: unknown }) => {
        walletCalls.push(args)
        if (!options.wallet) throw new Error('no wallet')
        return options.wallet(args)
      },
    }),
    now: () => time,
  } as unknown as ServiceDeps
  const entries = new Map<string, BalanceEntry>()
  const emit = vi.fn()
  const service = createBalanceService({ ...deps, entries, emit })
  return { service, rpcCalls, walletCalls, toast, logger, emit, advance: (ms: number) => void (time += ms) }
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
