import { beforeEach, expect, test, vi, type Mock } from 'vitest'
import { base, mainnet } from '../networks/eip155'
import { createRpcService } from './createRpcService'

/** Stands for the HTTP transport (`request`, `destroy`). */
type FakeTransport = { request: Mock<(...args: unknown[]) => Promise<unknown>>; destroy: Mock<() => void> }
// The transport chunk fails to load once when `chunk.fail` is set (the first test); once loaded it
// makes fake transports.
const chunk = vi.hoisted(() => ({ fail: false, created: [] as FakeTransport[] }))
vi.mock('./createNetworkTransport', () => {
  if (chunk.fail) {
    chunk.fail = false
    throw new Error('chunk failed')
  }
  return {
    createNetworkTransport() {
      const transport: FakeTransport = { request: vi.fn(async () => '0x1'), destroy: vi.fn() }
      chunk.created.push(transport)
      return transport
    },
  }
})

beforeEach(() => void (chunk.created.length = 0))

test('behavior: a transport chunk that failed to load is fetched again by the next request', async () => {
  chunk.fail = true
  const rpc = createRpcService({})
  await expect(rpc.forNetwork(mainnet).request({ method: 'eth_blockNumber' })).rejects.toThrow()
  await expect(rpc.forNetwork(mainnet).request({ method: 'eth_blockNumber' })).resolves.toBe('0x1')
  expect(chunk.created[0]?.request).toHaveBeenCalledWith({ method: 'eth_blockNumber' }, undefined)
})

test('behavior: one transport per network, each stopped by destroy', async () => {
  const rpc = createRpcService({})
  await rpc.forNetwork(mainnet).request({ method: 'eth_chainId' })
  await rpc.forNetwork(mainnet).request({ method: 'eth_chainId' })
  await rpc.forNetwork(base).request({ method: 'eth_chainId' })
  expect(chunk.created).toHaveLength(2)
  rpc.destroy()
  for (const transport of chunk.created) expect(transport.destroy).toHaveBeenCalledTimes(1)
})
