import { vi } from 'vitest'
import { createKernelHooks } from '../hooks'
import type { CaipNetwork } from '../networks/types'
import { defineNetwork } from '../networks/defineNetwork'
import { createBalanceService } from './createBalanceService'
import type { ServiceDeps } from './deps'
import type { BalanceEntry, BalanceQuery, Portfolio, PriceService, RawBalance } from './types'

/** A local EVM network (unit tests only). */
export const testEvm = defineNetwork({
  chainNamespace: 'eip155',
  id: 31337,
  name: 'Local',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})

/**
 * A balance service on a fake clock whose eip155 reads are scripted: `portfolio` and `native`
 * stand in for a chain module's `fetchBalances` and `fetchNativeBalance` taps; every read is
 * recorded (tests only).
 */
export function balanceHarness(options: {
  portfolio: (query: BalanceQuery) => Portfolio | Promise<Portfolio>
  native?: (query: BalanceQuery) => RawBalance | Promise<RawBalance>
  networks?: CaipNetwork[]
  priceService?: PriceService
}) {
  let time = 1_000_000
  const reads: { kind: 'portfolio' | 'native'; query: BalanceQuery }[] = []
  const toast = { show: vi.fn(), hide: vi.fn(), destroy: vi.fn() }
  const logger = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() }
  const hooks = createKernelHooks()
  hooks.fetchBalances.for('eip155').tapPromise('test-chain', async (query) => (reads.push({ kind: 'portfolio', query }), options.portfolio(query)))
  const native = options.native
  if (native) hooks.fetchNativeBalance.for('eip155').tapPromise('test-chain', async (query) => (reads.push({ kind: 'native', query }), native(query)))
  const deps = {
    config: { networks: options.networks ?? [testEvm], priceService: options.priceService },
    store: { getState: () => ({}) },
    hooks,
    getServices: () => ({ logger, toast }),
    getConnection: () => ({}),
    now: () => time,
  } as unknown as ServiceDeps
  const entries = new Map<string, BalanceEntry>()
  const emit = vi.fn()
  const service = createBalanceService({ ...deps, entries, emit })
  return { service, reads, toast, logger, emit, advance: (ms: number) => void (time += ms) }
}
