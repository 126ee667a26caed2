import { describe, expect, test } from 'vitest'
import { base58Encode, ChainNotSupportedError, mainnet, MethodNotSupportedError, solana, solanaDevnet, UserRejectedRequestError, type ConnectorEvent } from 'portico'
import { FakeStandardWallet, SOLANA_ADDRESS, rpcError } from '../../kernel/connectors/testing/fakeProvider'
import { createWalletStandardConnector } from './createWalletStandardConnector'
import { isSolanaWallet, walletStandardConnectorId } from './walletStandardInfo'

const setup = () => {
  const wallet = new FakeStandardWallet('Fake Sol')
  return { wallet, connector: createWalletStandardConnector({ wallet }) }
}

describe('createWalletStandardConnector', () => {
  test('§3 behavior: info is ANNOUNCED, solana, with a stable id and a sanitized name and icon', () => {
    const { connector } = setup()
    expect(connector.info).toEqual({
      id: 'ws:fake-sol',
      type: 'ANNOUNCED',
      name: 'Fake Sol',
      imageUrl: 'data:image/svg+xml;base64,PHN2Zy8+',
      rdns: undefined,
      namespaces: ['solana'],
      installed: true,
    })
    expect(walletStandardConnectorId('  Phantom\u0000 ')).toBe('ws:phantom')
  })

  test('§3 behavior: connect gives solana:{reference}:{address} for the selected network', async () => {
    const { connector } = setup()
    expect(await connector.connect({ network: solana })).toEqual([
      { namespace: 'solana', caipAddress: `${solana.caipNetworkId}:${SOLANA_ADDRESS}`, accountType: 'eoa', networkId: solana.caipNetworkId },
    ])
  })

  test('§4 behavior: reconnect is silent and gives [] when the wallet has not authorised the site', async () => {
    const { connector, wallet } = setup()
    expect(await connector.reconnect({ network: solana })).toEqual([])
    wallet.accounts = [wallet.account]
    expect((await connector.reconnect({ network: solanaDevnet }))[0]?.caipAddress).toBe(`${solanaDevnet.caipNetworkId}:${SOLANA_ADDRESS}`)
  })

  test('§8 error: a 4001 from the wallet becomes UserRejectedRequestError', async () => {
    const { connector, wallet } = setup()
    wallet.connectError = rpcError(4001, 'User rejected the request.')
    await expect(connector.connect({ network: solana })).rejects.toBeInstanceOf(UserRejectedRequestError)
  })

  test('§4 behavior: switchNetwork only selects a solana network; an EVM network is refused', async () => {
    const { connector } = setup()
    await connector.connect({ network: solana })
    await connector.switchNetwork(solanaDevnet)
    expect((await connector.reconnect({ network: solanaDevnet }))[0]?.networkId).toBe(solanaDevnet.caipNetworkId)
    await expect(connector.switchNetwork(mainnet)).rejects.toBeInstanceOf(ChainNotSupportedError)
  })

  test('§7 behavior: solana_signMessage takes base58 or bytes and answers a base58 signature', async () => {
    const { connector, wallet } = setup()
    await connector.connect({ network: solana })
    const message = new TextEncoder().encode('hello')
    expect(await connector.request({ method: 'solana_signMessage', params: { message: base58Encode(message) } })).toEqual({ signature: '112' })
    expect(await connector.request({ method: 'solana_signMessage', params: { message, pubkey: SOLANA_ADDRESS } })).toEqual({ signature: '112' })
    expect(wallet.signed).toEqual([message, message])
    await expect(connector.request({ method: 'solana_signTransaction', params: {} })).rejects.toBeInstanceOf(MethodNotSupportedError)
  })

  test('§4 behavior: change events report accounts; none left is a disconnect; disconnect unsubscribes', async () => {
    const { connector, wallet } = setup()
    await connector.connect({ network: solana })
    const events: ConnectorEvent[] = []
    connector.subscribe((event) => events.push(event))
    wallet.change([wallet.account])
    wallet.change([])
    expect(events.map((e) => e.type)).toEqual(['accountsChanged', 'disconnect'])
    await connector.disconnect()
    expect(wallet.changeListeners.size).toBe(0)
  })

  test('§6 behavior: isSolanaWallet needs a solana chain and standard:connect', () => {
    const { wallet } = setup()
    expect(isSolanaWallet(wallet)).toBe(true)
    expect(isSolanaWallet({ ...wallet, chains: ['bitcoin:mainnet'], features: wallet.features })).toBe(false)
    expect(isSolanaWallet({ ...wallet, chains: wallet.chains, features: {} })).toBe(false)
  })
})
