import { EventEmitter } from 'node:events'
import type UniversalProvider from '@walletconnect/universal-provider'
import { describe, expect, test } from 'vitest'
import { ChainNotSupportedError, defineNetwork } from 'portico'
import { SESSION_UPDATE_TIMEOUT_MS, switchUnapprovedChain } from './switchChain'
import { untilSessionLists } from './sessionRequest'
import { manualClock } from './testing/walletConnectHarness'

const ADDRESS = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

/** The two things untilSessionLists reads from a provider: its session, and session_update events. */
function fakeProvider(accounts: string[]) {
  const events = new EventEmitter()
  const provider = Object.assign(events, { session: { namespaces: { eip155: { accounts, methods: [], events: [] } } } })
  const update = (next: string[]) => {
    provider.session = { namespaces: { eip155: { accounts: next, methods: [], events: [] } } }
    events.emit('session_update')
  }
  return { provider: provider as unknown as UniversalProvider, update, listeners: () => events.listenerCount('session_update') }
}

describe('untilSessionLists (the wait for the session update that adds a switched-to chain)', () => {
  test('§4 behavior: resolves at once when the session already lists the chain', async () => {
    const { provider, listeners } = fakeProvider([`eip155:10:${ADDRESS}`])
    await untilSessionLists(provider, 'eip155:10', manualClock().clock, SESSION_UPDATE_TIMEOUT_MS)
    expect(listeners()).toBe(0)
  })

  test('§4 behavior: resolves on the update that lists the chain, not on one that does not', async () => {
    const time = manualClock()
    const { provider, update, listeners } = fakeProvider([`eip155:1:${ADDRESS}`])
    let settled = false
    const waiting = untilSessionLists(provider, 'eip155:10', time.clock, SESSION_UPDATE_TIMEOUT_MS).then(() => (settled = true))
    update([`eip155:1:${ADDRESS}`, `eip155:5:${ADDRESS}`])
    await Promise.resolve()
    expect(settled).toBe(false)
    update([`eip155:1:${ADDRESS}`, `eip155:10:${ADDRESS}`])
    await waiting
    expect(listeners()).toBe(0)
    expect(time.pending()).toEqual([])
  })

  test('§4 error: a wallet that never updates the session: rejected after 10 s, listener and timer removed', async () => {
    const time = manualClock()
    const { provider, listeners } = fakeProvider([`eip155:1:${ADDRESS}`])
    const waiting = untilSessionLists(provider, 'eip155:10', time.clock, SESSION_UPDATE_TIMEOUT_MS)
    expect(time.pending()).toEqual([10_000])
    time.advance(9_999)
    expect(listeners()).toBe(1)
    time.advance(1)
    await expect(waiting).rejects.toThrow('The session did not add eip155:10 within 10000 ms')
    expect(listeners()).toBe(0)
  })

  test('§4 §8 error: the wallet answers the switch but its session never lists the chain -> Chain is not supported', async () => {
    const network = defineNetwork({
      chainNamespace: 'eip155', id: 10, name: 'OP', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
    })
    const asked: string[] = []
    const switching = switchUnapprovedChain({
      network,
      approvedMethods: ['wallet_switchEthereumChain'],
      request: async (method) => void asked.push(method),
      untilApproved: () => Promise.reject(new Error('no session update')),
    })
    await expect(switching).rejects.toBeInstanceOf(ChainNotSupportedError)
    await expect(switching).rejects.toThrow('Chain is not supported')
    expect(asked).toEqual(['wallet_switchEthereumChain'])
  })
})
