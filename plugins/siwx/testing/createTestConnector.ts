import type { Hex, LocalAccount } from 'viem'
import {
  type AccountType, type CaipNetworkId, type Connector, type ConnectorEvent, type ConnectorSignInHandler,
  UserRejectedRequestError,
} from 'portico'

/**
 * A connector for unit tests that signs for real with a viem local account: `personal_sign`
 * answers the account's EIP-191 signature, unless `decline` is set (4001). With `signIn`, it
 * has the one-click capability and calls the handler in `connect()` as a WalletConnect
 * connector would, signing the prepared message.
 */
export function createTestConnector(options: {
  account: LocalAccount
  networkId?: CaipNetworkId
  accountType?: AccountType
  signIn?: boolean
  id?: string
}) {
  const { account, networkId = 'eip155:1', accountType = 'eoa' } = options
  const state = { decline: false, handler: undefined as ConnectorSignInHandler | undefined, requests: [] as { method: string; params?: unknown }[] }
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const accounts = () => [{ namespace: 'eip155' as const, caipAddress: `${networkId}:${account.address}` as const, accountType, networkId }]
  const connector: Connector = {
    info: { id: options.id ?? 'test.wallet', type: 'ANNOUNCED', name: 'Test Wallet', imageUrl: undefined, rdns: 'test.wallet', namespaces: ['eip155'], installed: true },
    async connect() {
      const request = await state.handler?.prepare([networkId])
      if (request) {
        const { formatSiwxMessage } = await import('../message/formatSiwxMessage')
        const { issuedAt, expirationTime, notBefore, requestId, resources, statement } = request
        const message = formatSiwxMessage({
          chainId: networkId, accountAddress: account.address, domain: request.domain, uri: request.uri, version: '1', nonce: request.nonce,
          issuedAt, expirationTime, notBefore, requestId, resources, statement,
        })
        await state.handler?.complete([{ caipAddress: `${networkId}:${account.address}`, message, signature: await account.signMessage({ message }) }])
      }
      return accounts()
    },
    reconnect: async () => accounts(),
    disconnect: async () => {},
    switchNetwork: async () => {},
    async request(args) {
      state.requests.push(args)
      if (args.method !== 'personal_sign') throw new Error(`unsupported ${args.method}`)
      if (state.decline) throw new UserRejectedRequestError()
      const [message] = args.params as [Hex, string]
      return account.signMessage({ message: { raw: message } })
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    ...(options.signIn ? { signIn: { setHandler: (handler: ConnectorSignInHandler | undefined) => void (state.handler = handler) } } : {}),
  }
  return { connector, state, emit: (event: ConnectorEvent) => listeners.forEach((l) => l(event)) }
}
