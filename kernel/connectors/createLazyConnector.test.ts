import { describe, expect, test, vi } from 'vitest'
import { mainnet } from '../networks/eip155'
import type { ConnectorInfo } from '../store/connectorsSlice'
import { createLazyConnector } from './createLazyConnector'
import type { Connector, ConnectorEvent, ConnectorSignInHandler } from './types'

const info: ConnectorInfo = { id: 'lazy', type: 'WALLET_CONNECT', name: 'Lazy', imageUrl: undefined, rdns: undefined, namespaces: ['eip155'], installed: false }
const account = { namespace: 'eip155', caipAddress: 'eip155:1:0x0000000000000000000000000000000000000001', accountType: 'eoa', networkId: 'eip155:1' } as const

/** A real in-memory connector: it records the handler and lets the test fire events. */
function createInner() {
  const listeners = new Set<(event: ConnectorEvent) => void>()
  let handler: ConnectorSignInHandler | undefined
  const connector: Connector = {
    info,
    connect: vi.fn(async () => [account]),
    reconnect: vi.fn(async () => [account]),
    disconnect: vi.fn(async () => {}),
    switchNetwork: vi.fn(async () => {}),
    request: vi.fn(async (args: { method: string }) => `answer to ${args.method}`),
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    signIn: { setHandler: (next) => void (handler = next) },
  }
  return { connector, emit: (event: ConnectorEvent) => listeners.forEach((listener) => listener(event)), handler: () => handler }
}

describe('createLazyConnector (spec section 3: connectors load on first use)', () => {
  test('nothing loads until the kernel uses the connector; then calls go through', async () => {
    const inner = createInner()
    const create = vi.fn(async () => inner.connector)
    const lazy = createLazyConnector(info, create)
    expect(lazy.info).toBe(info)
    await lazy.disconnect()
    expect(create).not.toHaveBeenCalled()
    await expect(lazy.connect({ network: mainnet })).resolves.toEqual([account])
    await expect(lazy.request({ method: 'eth_chainId' })).resolves.toBe('answer to eth_chainId')
    await lazy.disconnect()
    expect(inner.connector.disconnect).toHaveBeenCalledTimes(1)
    expect(create).toHaveBeenCalledTimes(1)
    expect(lazy.loaded).toBe(inner.connector)
  })

  test('listeners subscribed before the load get the events; unsubscribed ones do not', async () => {
    const inner = createInner()
    const lazy = createLazyConnector(info, async () => inner.connector)
    const seen: ConnectorEvent[] = []
    const ignored: ConnectorEvent[] = []
    lazy.subscribe((event) => seen.push(event))
    lazy.subscribe((event) => ignored.push(event))()
    await lazy.reconnect({ network: mainnet })
    inner.emit({ type: 'disconnect', namespace: 'eip155' })
    expect(seen).toEqual([{ type: 'disconnect', namespace: 'eip155' }])
    expect(ignored).toEqual([])
  })

  test('a sign-in handler set before the load reaches the implementation; signIn only when offered', async () => {
    const inner = createInner()
    const lazy = createLazyConnector(info, async () => inner.connector, { signIn: true })
    const handler: ConnectorSignInHandler = { prepare: async () => undefined, complete: async () => {} }
    lazy.signIn?.setHandler(handler)
    await lazy.load()
    expect(inner.handler()).toBe(handler)
    lazy.signIn?.setHandler(undefined)
    expect(inner.handler()).toBeUndefined()
    expect(createLazyConnector(info, async () => inner.connector).signIn).toBeUndefined()
  })

  test('a failed load rejects the call and the next call loads again', async () => {
    const inner = createInner()
    const create = vi.fn<() => Promise<Connector>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValueOnce(inner.connector)
    const lazy = createLazyConnector(info, create)
    await expect(lazy.connect({ network: mainnet })).rejects.toThrow('chunk failed')
    await expect(lazy.connect({ network: mainnet })).resolves.toEqual([account])
  })
})

test('the implementation is subscribed to only while the kernel listens (stop leaves no wallet listener)', async () => {
  const inner = createInner()
  const subscribe = vi.spyOn(inner.connector, 'subscribe')
  const lazy = createLazyConnector(info, async () => inner.connector)
  const stop = lazy.subscribe(() => {})
  await lazy.load()
  expect(subscribe).toHaveBeenCalledTimes(1)
  const seen: ConnectorEvent[] = []
  const again = lazy.subscribe((event) => seen.push(event))
  expect(subscribe).toHaveBeenCalledTimes(1)
  stop()
  inner.emit({ type: 'disconnect', namespace: 'eip155' })
  expect(seen).toHaveLength(1)
  again()
  inner.emit({ type: 'disconnect', namespace: 'eip155' })
  expect(seen).toHaveLength(1)
})
