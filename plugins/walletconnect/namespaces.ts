import type { CaipNetwork, ChainNamespace } from 'portico'

/**
 * Wallet request methods per namespace (spec section 7): eip155 sign, send transaction,
 * switch/add chain, permissions, calls and assets; solana sign message/transaction, request and
 * get accounts, sign all, sign and send; bip122 send transfer, sign message, sign PSBT, get
 * account addresses; polkadot sign transaction and message.
 *
 * @example
 * import { WALLET_METHODS } from 'portico/plugins/walletconnect'
 * WALLET_METHODS.solana.includes('solana_signMessage') // true
 */
export const WALLET_METHODS: Record<ChainNamespace, readonly string[]> = {
  eip155: [
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'eth_sendRawTransaction',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_getPermissions',
    'wallet_requestPermissions',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'wallet_sendCalls',
    'wallet_getCallsStatus',
    'wallet_getCapabilities',
    'wallet_getAssets',
  ],
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_requestAccounts',
    'solana_getAccounts',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
  ],
  bip122: ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'],
  polkadot: ['polkadot_signTransaction', 'polkadot_signMessage'],
}

/**
 * Default session events (spec section 7).
 *
 * @example
 * import { DEFAULT_EVENTS } from 'portico/plugins/walletconnect'
 * DEFAULT_EVENTS // ['accountsChanged', 'chainChanged']
 */
export const DEFAULT_EVENTS: readonly string[] = ['accountsChanged', 'chainChanged']

/** One requested namespace, as universal-provider takes it. */
export type RequestedNamespace = {
  chains: string[]
  methods: string[]
  events: string[]
  /** Chain reference -> the host's first RPC URL, so reads never go to a hosted RPC. */
  rpcMap: Record<string, string>
}

/**
 * The namespaces requested from a wallet, built from the host's networks: one per namespace
 * the host lists, with its chains, the spec's wallet methods, the default events, and an
 * `rpcMap` of each network's first RPC URL.
 *
 * @param networks The host's networks (`config.networks`).
 * @returns The `optionalNamespaces` of `UniversalProvider.connect`.
 *
 * @example
 * import { buildNamespaces } from 'portico/plugins/walletconnect'
 * import { mainnet } from 'portico'
 * buildNamespaces([mainnet]).eip155?.rpcMap // { '1': 'https://...' }
 */
export function buildNamespaces(networks: readonly CaipNetwork[]): Partial<Record<ChainNamespace, RequestedNamespace>> {
  const result: Partial<Record<ChainNamespace, RequestedNamespace>> = {}
  for (const network of networks) {
    const namespace = network.chainNamespace
    const entry = (result[namespace] ??= { chains: [], methods: [...WALLET_METHODS[namespace]], events: [...DEFAULT_EVENTS], rpcMap: {} })
    if (!entry.chains.includes(network.caipNetworkId)) entry.chains.push(network.caipNetworkId)
    const reference = network.caipNetworkId.slice(namespace.length + 1)
    const url = network.rpcUrls.default.http[0]
    if (url && !(reference in entry.rpcMap)) entry.rpcMap[reference] = url
  }
  return result
}

/**
 * The namespace a wallet method belongs to, from the requested method lists; `undefined` when
 * none lists it (read methods such as `eth_call` go to the eip155 namespace).
 *
 * @example
 * import { namespaceOfMethod } from 'portico/plugins/walletconnect'
 * namespaceOfMethod('solana_signMessage') // 'solana'
 */
export function namespaceOfMethod(method: string): ChainNamespace | undefined {
  for (const [namespace, methods] of Object.entries(WALLET_METHODS) as [ChainNamespace, readonly string[]][])
    if (methods.includes(method)) return namespace
  if (method.startsWith('eth_') || method.startsWith('wallet_') || method.startsWith('personal_')) return 'eip155'
  if (method.startsWith('solana_')) return 'solana'
  if (method.startsWith('polkadot_')) return 'polkadot'
  return undefined
}
