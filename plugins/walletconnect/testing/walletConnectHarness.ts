import UniversalProvider from '@walletconnect/universal-provider'
import { afterAll, afterEach, beforeAll } from 'vitest'
import type { CaipNetwork, ConnectorEvent } from 'portico'
import { startRelay, type Relay } from '../../../devnet/walletconnect/relay'
import { createMobileWallet, type MobileWallet, type MobileWalletOptions } from '../../../hosts/mobile-wallet/src/createMobileWallet'
import { createKeyValueStorage, mapStore } from '../../../hosts/mobile-wallet/src/storage'
import { createWalletConnectConnector, type WalletConnectConnector } from '../createWalletConnectConnector'
import type { PairingClock } from '../types'

/** A clock whose timers fire only when the test says so. */
export function manualClock() {
  let now = 0
  const timers = new Map<number, { at: number; callback: () => void }>()
  let next = 0
  const clock: PairingClock = {
    now: () => now,
    setTimeout: (callback, ms) => (timers.set(++next, { at: now + ms, callback }), next),
    clearTimeout: (handle) => void timers.delete(handle as number),
  }
  return {
    clock,
    pending: () => [...timers.values()].map((t) => t.at - now),
    advance(ms: number) {
      now += ms
      for (const [id, timer] of [...timers]) {
        if (timer.at > now) continue
        timers.delete(id)
        timer.callback()
      }
    },
  }
}

/** The pairing URI once the connector offers one. */
export const readyUri = (connector: WalletConnectConnector): Promise<string> =>
  new Promise<string>((resolve) => {
    const check = () => {
      const state = connector.pairing.get()
      if (state.status !== 'ready') return false
      unsubscribe()
      resolve(state.uri)
      return true
    }
    const unsubscribe = connector.pairing.subscribe(() => void check())
    check()
  })

/**
 * Registers a local relay for the test file (started before, stopped after) and returns
 * factories of dapp-side connectors (real universal-provider) and wallet-side phones (real
 * walletkit), each closed after its test.
 */
export function createWalletConnectHarness(networks: readonly CaipNetwork[]) {
  // A reload is a new core on the same storage; WalletConnect would otherwise reuse its process-wide core.
  process.env.DISABLE_GLOBAL_CORE = 'true'
  let relay: Relay | undefined
  let prefix = 0
  const cleanups: (() => Promise<unknown>)[] = []
  beforeAll(async () => void (relay = await startRelay()))
  afterAll(() => relay?.stop())
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup().catch(() => undefined)
  })
  const relayUrl = () => {
    if (!relay) throw new Error('The relay is not started')
    return relay.url
  }
  return {
    cleanups,
    setup(options: { clock?: PairingClock; storage?: ReturnType<typeof createKeyValueStorage>; storagePrefix?: string; networks?: readonly CaipNetwork[] } = {}) {
      const customStoragePrefix = options.storagePrefix ?? `connector-${++prefix}`
      const load = async () => {
        const provider = await UniversalProvider.init({
          projectId: 'local', relayUrl: relayUrl(), telemetryEnabled: false, logger: 'silent', customStoragePrefix,
          storage: options.storage ?? createKeyValueStorage('dapp:', mapStore()),
          metadata: { name: 'Connector test', description: 'test', url: 'http://127.0.0.1', icons: [] },
        })
        cleanups.push(() => provider.client.core.relayer.transportClose())
        return provider
      }
      const connector = createWalletConnectConnector({ networks: options.networks ?? networks, load, pairingExpiryMs: 60_000, clock: options.clock })
      const events: ConnectorEvent[] = []
      connector.subscribe((event) => events.push(event))
      return { connector, events }
    },
    async phone(options: Omit<MobileWalletOptions, 'relayUrl'>): Promise<MobileWallet> {
      const wallet = await createMobileWallet({ relayUrl: relayUrl(), storagePrefix: `phone-${++prefix}`, ...options })
      cleanups.push(() => wallet.stop())
      return wallet
    },
    /** Pairs `connector` with `wallet` (the wallet approves) and returns the accounts for `network`. */
    async pair(connector: WalletConnectConnector, wallet: MobileWallet, network: CaipNetwork) {
      const connecting = connector.connect({ network })
      await wallet.pair(await readyUri(connector))
      await wallet.approve((await wallet.next('proposal')).id)
      return connecting
    },
  }
}
