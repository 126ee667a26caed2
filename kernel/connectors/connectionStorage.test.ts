import { describe, expect, test } from 'vitest'
import { createMemoryStorage } from '../storage/createMemoryStorage'
import { createConnectionStorage, readStoredConnectorId } from './connectionStorage'

describe('readStoredConnectorId (a plugin shell asks at install what the restore step will reconnect)', () => {
  test('behavior: the connector id saved with a connection, per namespace; none once cleared', () => {
    const storage = createMemoryStorage()
    const persisted = createConnectionStorage(storage)
    expect(readStoredConnectorId(storage, 'eip155')).toBeUndefined()
    persisted.saveConnection('eip155', 'walletConnect', 'eip155:1:0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045')
    expect(readStoredConnectorId(storage, 'eip155')).toBe('walletConnect')
    expect(readStoredConnectorId(storage, 'solana')).toBeUndefined()
    expect(persisted.readConnection('eip155')).toEqual({ status: 'connected', connectorId: 'walletConnect' })
    persisted.clearConnection('eip155')
    expect(readStoredConnectorId(storage, 'eip155')).toBeUndefined()
  })
})
