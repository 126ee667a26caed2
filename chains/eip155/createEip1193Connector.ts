import type * as z from 'zod/mini'
import {
  ChainNotSupportedError,
  InvalidWalletResponseError,
  normalizeWalletError,
  toChecksumAddress,
  walletErrorCode,
  type AccountType,
  type CaipAddress,
  type CaipNetwork,
  type CaipNetworkId,
  type Connector,
  type ConnectorAccount,
  type ConnectorEvent,
  type ConnectorInfo,
  type Eip1193Provider,
} from 'portico'
import { accountsSchema, chainIdSchema } from './schemas'
import { switchOrAddChain } from './switchOrAddChain'

/**
 * Options of {@link createEip1193Connector}.
 *
 * @example
 * import type { CreateEip1193ConnectorParameters } from 'portico/chains/eip155'
 * const options: CreateEip1193ConnectorParameters = { provider: window.ethereum, info }
 */
export type CreateEip1193ConnectorParameters = {
  /** The wallet's EIP-1193 provider (untrusted: every answer is validated). */
  provider: Eip1193Provider
  /** What the store shows: id, type ('ANNOUNCED' or 'INJECTED'), sanitized name and icon. */
  info: ConnectorInfo
  /** Account type of the wallet's accounts; browser wallets are 'eoa' (the default). */
  accountType?: AccountType | undefined
}

/** EIP-1193 code of a disconnect that is only a lost RPC link (MetaMask); not a real disconnect. */
const RPC_LINK_LOST = 1013

/**
 * A {@link Connector} over an EIP-1193 provider (an EIP-6963 announcement or `window.ethereum`).
 * `connect` asks `eth_requestAccounts` then `eth_chainId`; `reconnect` asks `eth_accounts` (no
 * prompt). `switchNetwork` calls `wallet_switchEthereumChain`; on 4902 (unrecognized chain,
 * also in `data.originalError.code`) it adds the chain with `wallet_addEthereumChain`, then
 * switches again. A refused add throws {@link ChainNotSupportedError} ('Chain is not
 * supported'); a 4001 anywhere throws `UserRejectedRequestError`.
 *
 * @param parameters The provider, its store info and the account type.
 * @returns The connector.
 *
 * @example
 * import { createEip1193Connector } from 'portico/chains/eip155'
 * const connector = createEip1193Connector({
 *   provider: window.ethereum,
 *   info: { id: 'injected', type: 'INJECTED', name: 'Browser Wallet', imageUrl: undefined, rdns: undefined, namespaces: ['eip155'], installed: true },
 * })
 * const [account] = await connector.connect({ network: mainnet }) // account.caipAddress 'eip155:1:0x...'
 */
export function createEip1193Connector(parameters: CreateEip1193ConnectorParameters): Connector {
  const { provider, info, accountType = 'eoa' } = parameters
  let chainId: CaipNetworkId | undefined
  const unsubscribers = new Set<() => void>()

  const call = async (method: string, params?: unknown): Promise<unknown> => {
    try {
      return await provider.request(params === undefined ? { method } : { method, params })
    } catch (error) {
      throw normalizeWalletError(error)
    }
  }
  const parse = <T>(schema: z.ZodMiniType<T>, value: unknown, method: string): T => {
    const result = schema.safeParse(value)
    if (!result.success) throw new InvalidWalletResponseError(method)
    return result.data
  }
  const toNetworkId = (hex: string): CaipNetworkId => `eip155:${BigInt(hex).toString()}`
  const toAccounts = (addresses: readonly string[], networkId: CaipNetworkId): ConnectorAccount[] =>
    addresses.map((address) => ({
      namespace: 'eip155',
      caipAddress: `${networkId}:${toChecksumAddress(address)}` as CaipAddress,
      accountType,
      networkId,
    }))
  const readAccounts = async (method: 'eth_requestAccounts' | 'eth_accounts') => {
    const addresses = parse(accountsSchema, await call(method), method)
    if (addresses.length === 0) return []
    chainId = toNetworkId(parse(chainIdSchema, await call('eth_chainId'), 'eth_chainId'))
    return toAccounts(addresses, chainId)
  }

  return {
    info,
    connect: () => readAccounts('eth_requestAccounts'),
    reconnect: () => readAccounts('eth_accounts'),
    async disconnect() {
      for (const unsubscribe of [...unsubscribers]) unsubscribe()
      try {
        await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
      } catch {
        // Best effort: many wallets do not implement wallet_revokePermissions.
      }
    },
    async switchNetwork(network: CaipNetwork) {
      if (network.chainNamespace !== 'eip155') throw new ChainNotSupportedError({ chain: network.caipNetworkId })
      await switchOrAddChain({ network, request: call })
    },
    request: (args) => call(args.method, args.params),
    subscribe(listener: (event: ConnectorEvent) => void) {
      const onAccounts = (value: unknown) => {
        const parsed = accountsSchema.safeParse(value)
        if (!parsed.success) return
        if (parsed.data.length === 0) listener({ type: 'disconnect', namespace: 'eip155' })
        else if (chainId) listener({ type: 'accountsChanged', namespace: 'eip155', accounts: toAccounts(parsed.data, chainId) })
      }
      const onChain = (value: unknown) => {
        // Some wallets send the chain id as a number instead of a hex string.
        const hex = typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? `0x${value.toString(16)}` : value
        const parsed = chainIdSchema.safeParse(hex)
        if (!parsed.success) return
        chainId = toNetworkId(parsed.data)
        listener({ type: 'chainChanged', namespace: 'eip155', networkId: chainId })
      }
      const onDisconnect = (error: unknown) => {
        if (walletErrorCode(error) === RPC_LINK_LOST) return
        listener({ type: 'disconnect', namespace: 'eip155' })
      }
      const handlers: [string, (...args: unknown[]) => void][] = [
        ['accountsChanged', onAccounts],
        ['chainChanged', onChain],
        ['disconnect', onDisconnect],
      ]
      for (const [event, handler] of handlers) provider.on?.(event, handler)
      const unsubscribe = () => {
        unsubscribers.delete(unsubscribe)
        for (const [event, handler] of handlers) provider.removeListener?.(event, handler)
      }
      unsubscribers.add(unsubscribe)
      return unsubscribe
    },
  }
}
