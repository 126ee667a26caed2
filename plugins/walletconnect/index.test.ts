import { describe, expect, test } from 'vitest'
import { createPortico, mainnet } from 'portico'
import * as entry from './index'
import walletConnect, { CONNECTING_WALLET_CONNECT_VIEW, WALLET_CONNECT_CONNECTOR_ID } from './index'

describe('portico/plugins/walletconnect', () => {
  test('exports', () => {
    expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
      [
        "CONNECTING_WALLET_CONNECT_BASIC_VIEW",
        "CONNECTING_WALLET_CONNECT_VIEW",
        "DEFAULT_EVENTS",
        "DEFAULT_RELAY_URL",
        "PAIRING_EXPIRY_MARGIN_MS",
        "PAIRING_EXPIRY_MS",
        "PLUGIN_ID",
        "ProjectIdNotConfiguredError",
        "WALLET_CONNECT_CONNECTOR_ID",
        "WALLET_CONNECT_ICON",
        "WALLET_METHODS",
        "WalletConnectRequestError",
        "accountsForNetwork",
        "approvedAccounts",
        "buildNamespaces",
        "createLazyWalletConnectConnector",
        "createPairingStore",
        "createWalletConnectConnector",
        "default",
        "loadProvider",
        "namespaceOfMethod",
        "walletDeepLink",
      ]
    `)
  })

  test('§2 behavior: registers the ConnectingWalletConnect view and the WalletConnect connector', async () => {
    const portico = createPortico({ networks: [mainnet], projectId: 'p', plugins: [walletConnect()] })
    expect(portico.views()[CONNECTING_WALLET_CONNECT_VIEW]?.title).toBe('WalletConnect')
    expect(portico.views()['ConnectingWalletConnectBasic']?.title).toBe('WalletConnect')
    const stop = portico.connection.start()
    await expect.poll(() => portico.getState().connectors.list.map((c) => c.id)).toContain(WALLET_CONNECT_CONNECTOR_ID)
    stop()
    portico.uninstall('walletconnect')
    expect(portico.getState().connectors.list.map((c) => c.id)).not.toContain(WALLET_CONNECT_CONNECTOR_ID)
  })

  test('§1 behavior: enableWalletConnect false leaves WalletConnect out', async () => {
    const portico = createPortico({ networks: [mainnet], projectId: 'p', enableWalletConnect: false, plugins: [walletConnect()] })
    const stop = portico.connection.start()
    await expect.poll(() => portico.getState().networks.active.eip155).toBe('eip155:1')
    await portico.connection.catalog.list({ page: 1 })
    expect(portico.connection.getConnector(WALLET_CONNECT_CONNECTOR_ID)).toBeUndefined()
    stop()
  })

  test('§8 error: connecting without a projectId says Project ID Not Configured and changes nothing', async () => {
    const portico = createPortico({ networks: [mainnet], plugins: [walletConnect()] })
    const stop = portico.connection.start()
    await expect.poll(() => portico.connection.getConnector(WALLET_CONNECT_CONNECTOR_ID)).toBeDefined()
    await expect(portico.connection.connect(WALLET_CONNECT_CONNECTOR_ID)).rejects.toThrow('Project ID Not Configured')
    expect(portico.getState().connections.eip155?.status ?? 'disconnected').toBe('disconnected')
    stop()
  })

  test('error: relayUrl must be a ws(s) URL', () => {
    expect(() => createPortico({ networks: [mainnet], relayUrl: 'http://relay.example' })).toThrow('relayUrl')
  })
})
