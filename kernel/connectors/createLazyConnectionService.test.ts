import { expect, test, vi } from 'vitest'
import { createPortico } from '../createPortico'
import { mainnet } from '../networks/eip155'
import type * as ConnectionServiceModule from './createConnectionService'
import { ConnectorNotFoundError } from './errors'
import type { Connector } from './types'

// Loading the connection chunk fails once when `chunk.fail` is set, like a dropped network request.
const chunk = vi.hoisted(() => ({ fail: false }))
vi.mock('./createConnectionService', async (importOriginal) => {
  const actual = await importOriginal<typeof ConnectionServiceModule>()
  return {
    ...actual,
    createConnectionService: (...args: Parameters<typeof actual.createConnectionService>) => {
      if (chunk.fail) {
        chunk.fail = false
        throw new Error('chunk failed')
      }
      return actual.createConnectionService(...args)
    },
  }
})

const connector: Connector = {
  info: { id: 'late', type: 'INJECTED', name: 'Late', imageUrl: undefined, rdns: undefined, namespaces: ['eip155'], installed: true },
  connect: async () => [],
  reconnect: async () => [],
  disconnect: async () => {},
  switchNetwork: async () => {},
  request: async () => null,
  subscribe: () => () => {},
}

test('behavior: a connection chunk that failed to load is fetched again by the next call', async () => {
  chunk.fail = true
  const portico = createPortico({ networks: [mainnet], logLevel: 'silent' })
  await expect(portico.connection.connect('io.example')).rejects.toThrow('chunk failed')
  // Loaded this time: the real service answers (no such connector).
  await expect(portico.connection.connect('io.example')).rejects.toBeInstanceOf(ConnectorNotFoundError)
})

test('behavior: a connector added while the chunk failed to load is registered once it loads', async () => {
  chunk.fail = true
  const portico = createPortico({ networks: [mainnet], logLevel: 'silent' })
  portico.connection.addConnector(connector)
  await vi.waitFor(() => expect(chunk.fail).toBe(false))
  expect(portico.connection.getConnector('late')).toBeUndefined()
  await portico.connection.catalog.list({ page: 1 })
  expect(portico.connection.getConnector('late')).toBe(connector)
})
