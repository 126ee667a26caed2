import { type CaipNetwork, ChainNotSupportedError } from 'portico'
import { switchOrAddChain } from 'portico/chains/eip155'

/**
 * How long the connector waits, after the wallet answered a switch, for the session update
 * that adds the chain (the wallet sends it before its answer; this only bounds a wallet that
 * never does), in ms.
 *
 * @example
 * import { SESSION_UPDATE_TIMEOUT_MS } from './switchChain'
 * SESSION_UPDATE_TIMEOUT_MS // 10000
 */
export const SESSION_UPDATE_TIMEOUT_MS = 10_000

/** What {@link switchUnapprovedChain} needs from the session. */
export type SwitchUnapprovedChainParameters = {
  /** The network to move to; the session has no account on it yet. */
  network: CaipNetwork
  /** The methods the session approved on the network's namespace. */
  approvedMethods: readonly string[]
  /** Sends a wallet request over the session, on a chain the session approved. */
  request(method: string, params: unknown): Promise<unknown>
  /** Resolves once the session lists an account on the network; rejects when it never does. */
  untilApproved(): Promise<void>
}

const SWITCH = 'wallet_switchEthereumChain'
const ADD = 'wallet_addEthereumChain'

/**
 * Moves a WalletConnect session to a chain it did not approve (spec sections 4 and 7, "Wallet
 * switching"): the wallet is asked over the session like a browser wallet (switch, on 4902 add
 * and switch again: {@link switchOrAddChain}), then the connector waits for the wallet's session
 * update that adds the chain. Only eip155 has such methods: another namespace, a wallet that did
 * not approve them, a failed add or a session that never lists the chain throw 'Chain is not
 * supported' ({@link ChainNotSupportedError}); a declined prompt throws `UserRejectedRequestError`.
 *
 * @example
 * import { switchUnapprovedChain } from './switchChain'
 * await switchUnapprovedChain({ network, approvedMethods, request: (method, params) => send(method, params), untilApproved })
 */
export async function switchUnapprovedChain(parameters: SwitchUnapprovedChainParameters): Promise<void> {
  const { network, approvedMethods, request } = parameters
  const refuse = (details: string, cause?: unknown): never => {
    throw new ChainNotSupportedError({ chain: `${network.caipNetworkId}: ${details}`, cause })
  }
  if (network.chainNamespace !== 'eip155') refuse('the session did not approve it and this namespace has no chain switch')
  if (!approvedMethods.includes(SWITCH)) refuse(`the wallet did not approve ${SWITCH}`)
  await switchOrAddChain({ network, request, canAdd: approvedMethods.includes(ADD) })
  try {
    await parameters.untilApproved()
  } catch (error) {
    refuse('the wallet switched but its session does not list the chain', error)
  }
}
