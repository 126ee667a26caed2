import { ChainNotSupportedError, UserRejectedRequestError, walletErrorCode } from '../../kernel/connectors/errors'
import type { CaipNetwork } from '../../kernel/networks/types'

/**
 * EIP-3326 / EIP-1193 code of "unrecognized chain id" (spec section 8: 4902): the wallet must
 * add the chain first.
 *
 * @example
 * import { UNRECOGNIZED_CHAIN_CODE } from './switchChain'
 * UNRECOGNIZED_CHAIN_CODE // 4902
 */
export const UNRECOGNIZED_CHAIN_CODE = 4902

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
 * switching"): asks the wallet with `wallet_switchEthereumChain`; on 4902 (unrecognized chain)
 * adds it with `wallet_addEthereumChain` (chainId, chainName, nativeCurrency, rpcUrls,
 * blockExplorerUrls) and switches again; then waits for the wallet's session update that adds
 * the chain. Only eip155 has such methods: another namespace, a wallet that did not approve
 * them, a failed add or a session that never lists the chain throw 'Chain is not supported'
 * ({@link ChainNotSupportedError}); a declined prompt throws {@link UserRejectedRequestError}.
 *
 * @example
 * import { switchUnapprovedChain } from './switchChain'
 * await switchUnapprovedChain({ network, approvedMethods, request: (method, params) => send(method, params), untilApproved })
 */
export async function switchUnapprovedChain(parameters: SwitchUnapprovedChainParameters): Promise<void> {
  const { network, approvedMethods, request } = parameters
  const chain = network.caipNetworkId
  const refuse = (details: string, cause?: unknown): never => {
    throw new ChainNotSupportedError({ chain: `${chain}: ${details}`, cause })
  }
  if (network.chainNamespace !== 'eip155') refuse('the session did not approve it and this namespace has no chain switch')
  if (!approvedMethods.includes(SWITCH)) refuse(`the wallet did not approve ${SWITCH}`)
  const chainId = `0x${Number(network.id).toString(16)}`
  const fail = (error: unknown, step: string): never => {
    if (error instanceof UserRejectedRequestError) throw error
    return refuse(`${step} failed`, error)
  }
  try {
    await request(SWITCH, [{ chainId }])
  } catch (error) {
    if (walletErrorCode(error, UNRECOGNIZED_CHAIN_CODE) !== UNRECOGNIZED_CHAIN_CODE) fail(error, SWITCH)
    if (!approvedMethods.includes(ADD)) refuse(`the wallet does not know the chain and did not approve ${ADD}`, error)
    const explorer = network.blockExplorers?.default.url
    try {
      await request(ADD, [
        {
          chainId,
          chainName: network.name,
          nativeCurrency: { ...network.nativeCurrency },
          rpcUrls: [...network.rpcUrls.default.http],
          ...(explorer ? { blockExplorerUrls: [explorer] } : {}),
        },
      ])
    } catch (addError) {
      fail(addError, ADD)
    }
    try {
      await request(SWITCH, [{ chainId }])
    } catch (switchError) {
      fail(switchError, SWITCH)
    }
  }
  try {
    await parameters.untilApproved()
  } catch (error) {
    refuse('the wallet switched but its session does not list the chain', error)
  }
}
