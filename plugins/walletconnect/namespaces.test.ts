import { describe, expect, test } from 'vitest'
import { defineNetwork, mainnet } from 'portico'
import { buildNamespaces, DEFAULT_EVENTS, namespaceOfMethod, WALLET_METHODS } from './namespaces'

const local = defineNetwork({
  chainNamespace: 'eip155', id: 31337, name: 'Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545', 'http://127.0.0.1:8546'] } },
})
const solanaLocal = defineNetwork({
  chainNamespace: 'solana', id: 'localnet', name: 'Solana Local', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8899'] } },
})

describe('buildNamespaces', () => {
  test('§7 behavior: one namespace per host namespace, with its chains, the spec methods and default events', () => {
    const namespaces = buildNamespaces([mainnet, local, solanaLocal])
    expect(Object.keys(namespaces).sort()).toEqual(['eip155', 'solana'])
    expect(namespaces.eip155?.chains).toEqual(['eip155:1', 'eip155:31337'])
    expect(namespaces.eip155?.methods).toEqual([...WALLET_METHODS.eip155])
    expect(namespaces.solana?.methods).toEqual(expect.arrayContaining(['solana_signMessage', 'solana_signTransaction', 'solana_requestAccounts', 'solana_getAccounts', 'solana_signAllTransactions', 'solana_signAndSendTransaction']))
    expect(namespaces.eip155?.events).toEqual(['accountsChanged', 'chainChanged'])
    expect(DEFAULT_EVENTS).toEqual(['accountsChanged', 'chainChanged'])
  })

  test('§7 behavior: rpcMap holds each network\'s first RPC URL, so reads never reach a hosted RPC', () => {
    const namespaces = buildNamespaces([local, solanaLocal])
    expect(namespaces.eip155?.rpcMap).toEqual({ '31337': 'http://127.0.0.1:8545' })
    expect(namespaces.solana?.rpcMap).toEqual({ localnet: 'http://127.0.0.1:8899' })
    expect(JSON.stringify(namespaces)).not.toContain('walletconnect')
  })

  test('§7 behavior: bip122 asks for send transfer, sign message, sign PSBT and account addresses', () => {
    expect(WALLET_METHODS.bip122).toEqual(['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'])
    expect(WALLET_METHODS.eip155).toEqual(expect.arrayContaining(['personal_sign', 'eth_sendTransaction', 'wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_sendCalls', 'wallet_getAssets', 'wallet_grantPermissions']))
  })

  test('args: a method maps to its namespace', () => {
    expect(namespaceOfMethod('personal_sign')).toBe('eip155')
    expect(namespaceOfMethod('eth_call')).toBe('eip155')
    expect(namespaceOfMethod('solana_signMessage')).toBe('solana')
    expect(namespaceOfMethod('signPsbt')).toBe('bip122')
    expect(namespaceOfMethod('polkadot_signMessage')).toBe('polkadot')
    expect(namespaceOfMethod('unknown')).toBeUndefined()
  })
})
