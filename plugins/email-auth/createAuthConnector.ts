import {
  type CaipAddress, type CaipNetwork, type CaipNetworkId, ChainNotSupportedError, type Connector,
  type ConnectorAccount, type ConnectorEvent,
} from 'portico'
import type { FrameChannel } from './createFrameChannel'
import type { FrameUser } from './protocol'
import { AUTH_CONNECTOR_INFO } from './authConnectorInfo'


/** Options of {@link createAuthConnector}. */
export type AuthConnectorOptions = {
  /** The frame channel, created on first use. */
  channel(): FrameChannel
  /** Called with the user after each successful connect or restore. */
  onUser(user: FrameUser): void
  /** Called when the session is gone (sign out, not connected, failed check). */
  onSignedOut(): void
  /** Runs unsafe requests through the approval flow (ApproveTransaction). */
  requestWithApproval(run: () => Promise<unknown>): Promise<unknown>
  /** Classifies a method: unsafe ones go through `requestWithApproval`. */
  isUnsafe(method: string): boolean
}

const toAccounts = (user: FrameUser): ConnectorAccount[] => {
  const networkId = `eip155:${user.chainId}` as CaipNetworkId
  return user.accounts.map((account) => ({
    namespace: 'eip155',
    caipAddress: `${networkId}:${account.address}` as CaipAddress,
    accountType: account.type,
    networkId,
  }))
}

/**
 * The AUTH connector with {@link AuthConnector.syncUser}, which the account settings use after
 * the visitor switches the account type.
 */
export type AuthConnector = Connector & {
  /**
   * Asks the frame for the user again (on the frame's current chain) and reports the accounts to
   * the kernel: the preferred account first, so the connection's address and account type follow.
   */
  syncUser(): Promise<FrameUser>
}

/**
 * The AUTH connector (spec section 3): the embedded wallet behind the frame. It holds no key and
 * no token; every call is a frame request. eip155 accounts: the smart account and the EOA, the
 * preferred one first (the kernel connects the first).
 *
 * @example
 * import { createAuthConnector } from 'portico/plugins/email-auth'
 * portico.connection.addConnector(createAuthConnector({ channel, onUser, onSignedOut, requestWithApproval, isUnsafe }))
 */
export function createAuthConnector(options: AuthConnectorOptions): AuthConnector {
  const listeners = new Set<(event: ConnectorEvent) => void>()
  const emit = (event: ConnectorEvent) => {
    for (const listener of listeners) listener(event)
  }
  const getUser = async (network: CaipNetwork) => {
    const user = await options.channel().request('GET_USER', { chainId: Number(network.id) })
    options.onUser(user)
    return toAccounts(user)
  }
  return {
    info: AUTH_CONNECTOR_INFO,
    connect: ({ network }) => getUser(network),
    async reconnect({ network }) {
      try {
        const { isConnected } = await options.channel().request('IS_CONNECTED', {})
        if (isConnected) return await getUser(network)
      } catch (error) {
        options.onSignedOut()
        throw error
      }
      options.onSignedOut()
      return []
    },
    async disconnect() {
      try {
        await options.channel().request('SIGN_OUT', {})
      } finally {
        options.onSignedOut()
      }
    },
    async switchNetwork(network) {
      if (network.chainNamespace !== 'eip155') throw new ChainNotSupportedError({ chain: network.caipNetworkId })
      try {
        await options.channel().request('SWITCH_NETWORK', { chainId: Number(network.id) })
      } catch (error) {
        throw new ChainNotSupportedError({ chain: network.caipNetworkId, cause: error })
      }
      emit({ type: 'chainChanged', namespace: 'eip155', networkId: network.caipNetworkId })
    },
    async request({ method, params }) {
      const run = async () => (await options.channel().request('RPC_REQUEST', params === undefined ? { method } : { method, params })).result
      return options.isUnsafe(method) ? options.requestWithApproval(run) : run()
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => void listeners.delete(listener)
    },
    async syncUser() {
      const user = await options.channel().request('GET_USER', {})
      options.onUser(user)
      emit({ type: 'accountsChanged', namespace: 'eip155', accounts: toAccounts(user) })
      return user
    },
  }
}
