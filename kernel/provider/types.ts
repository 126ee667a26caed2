import type { CaipNetworkId, ChainNamespace } from '../caip/types'

/**
 * What a {@link PorticoProvider} emits, per event (EIP-1193 names and payloads).
 *
 * @example
 * import type { PorticoProviderEvents } from 'portico'
 * const onChain = (chainId: PorticoProviderEvents['chainChanged']) => console.log(chainId) // '0x1'
 */
export type PorticoProviderEvents = {
  /** The namespace connected; `chainId` as the namespace's chain-id request answers it (eip155: hex). */
  connect: { chainId: string }
  /** The namespace disconnected: an error whose `code` is 4900 (EIP-1193 "Disconnected"). */
  disconnect: { code: number; message: string }
  /** The connected addresses changed (no CAIP prefix); `[]` as the namespace disconnects. */
  accountsChanged: string[]
  /** The wallet's chain changed while connected (eip155: hex chain id, e.g. '0x7a69'). */
  chainChanged: string
}

/** One event name of {@link PorticoProviderEvents}. */
export type PorticoProviderEvent = keyof PorticoProviderEvents

/**
 * An EIP-1193 provider bound to one namespace of a Portico instance (`portico.getProvider`):
 * every request goes to the wallet of the namespace's active Portico connection, through the
 * `onRpcRequest` hook, and events follow Portico's connection, whichever wallet it is.
 *
 * @example
 * import { createPortico, mainnet, type PorticoProvider } from 'portico'
 * const portico = createPortico({ networks: [mainnet] })
 * const provider: PorticoProvider = portico.getProvider('eip155')
 * provider.on('accountsChanged', (accounts) => console.log(accounts))
 * const [address] = (await provider.request({ method: 'eth_requestAccounts' })) as string[] // opens the modal when not connected
 */
export type PorticoProvider = {
  /** The namespace this provider serves. */
  readonly namespace: ChainNamespace
  /** Sends a wallet request (EIP-1193 `request`); rejects with the wallet's error (`code` 4001 when declined). */
  request(args: { method: string; params?: unknown }): Promise<unknown>
  /** Adds an event listener; returns the provider. */
  on<E extends PorticoProviderEvent>(event: E, listener: (payload: PorticoProviderEvents[E]) => void): PorticoProvider
  /** Removes an event listener; returns the provider. */
  removeListener<E extends PorticoProviderEvent>(event: E, listener: (payload: PorticoProviderEvents[E]) => void): PorticoProvider
}

/**
 * The connection methods of a namespace's provider: the requests `portico.getProvider` answers
 * from Portico's own connection (accounts, chain, switch) instead of the wallet, and the shapes
 * of their answers. The namespace's chain module (`portico/chains/eip155`, `portico/chains/solana`)
 * gives them through the `providerMethods` hook.
 *
 * @example
 * import type { ProviderMethods } from 'portico'
 * const methods: ProviderMethods = {
 *   accounts: 'eth_accounts',
 *   requestAccounts: 'eth_requestAccounts',
 *   formatAccounts: (addresses) => [...addresses],
 *   chainId: 'eth_chainId',
 *   formatChainId: (networkId) => `0x${BigInt(networkId.split(':')[1] ?? 0).toString(16)}`,
 * }
 */
export type ProviderMethods = {
  /** Accounts without a prompt (`eth_accounts`); waits for a stored connection's restore. */
  accounts: string
  /** Accounts, opening the modal when the namespace is not connected (`eth_requestAccounts`). */
  requestAccounts: string
  /** The answer of both account methods, from the connected addresses (no CAIP prefix). */
  formatAccounts(addresses: readonly string[]): unknown
  /** The chain the provider is on, as its chain request answers it and `chainChanged` carries it. */
  formatChainId(networkId: CaipNetworkId): string
  /** The chain-id request (`eth_chainId`); absent when the namespace has none. */
  chainId?: string | undefined
  /** The switch request (`wallet_switchEthereumChain`) and the CAIP-2 network its params name. */
  switchChain?: { method: string; target(params: unknown): CaipNetworkId | undefined } | undefined
}
