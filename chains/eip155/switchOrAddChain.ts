import { ChainNotSupportedError, errorCodes, UserRejectedRequestError, walletErrorCode, type CaipNetwork } from 'portico'

const SWITCH = 'wallet_switchEthereumChain'
const ADD = 'wallet_addEthereumChain'

/** What {@link switchOrAddChain} needs. */
export type SwitchOrAddChainParameters = {
  /** An eip155 network of the host's list. */
  network: CaipNetwork
  /** Sends one wallet request (a browser provider, or a WalletConnect session). */
  request(method: string, params: unknown): Promise<unknown>
  /** Whether the wallet may be asked to add the chain after a 4902; default true. */
  canAdd?: boolean | undefined
}

/** Codes a wallet answers a switch to a chain it does not know with (spec section 8): 4902, 5000, 32603. */
const UNKNOWN_CHAIN_CODES: readonly number[] = [errorCodes.unrecognizedChain, errorCodes.defaultError, errorCodes.invalidChainId]

/** Whether a failed switch means "add the chain first" (the code may be nested, or negative as JSON-RPC's -32603). */
const isUnknownChainAnswer = (error: unknown): boolean => {
  if (error instanceof UserRejectedRequestError) return false
  const code = walletErrorCode(error, errorCodes.unrecognizedChain)
  return code !== undefined && UNKNOWN_CHAIN_CODES.includes(Math.abs(code))
}

/**
 * Moves a wallet to an eip155 chain (spec section 4, switching network): asks with
 * `wallet_switchEthereumChain`; on 4902 (unrecognized chain, spec section 8; also found in
 * `data.originalError.code`), 5000 (default error) or 32603 (invalid chain id, also as -32603) adds it with `wallet_addEthereumChain` (chainId, chainName,
 * nativeCurrency, rpcUrls, blockExplorerUrls) and switches again. A declined prompt throws
 * {@link UserRejectedRequestError}; any other failure 'Chain is not supported'
 * ({@link ChainNotSupportedError}, its details naming the step).
 *
 * @example
 * import { base, type Eip1193Provider } from 'portico'
 * import { switchOrAddChain } from 'portico/chains/eip155'
 * declare const provider: Eip1193Provider
 * await switchOrAddChain({ network: base, request: (method, params) => provider.request({ method, params }) })
 */
export async function switchOrAddChain(parameters: SwitchOrAddChainParameters): Promise<void> {
  const { network, request, canAdd = true } = parameters
  const chainId = `0x${Number(network.id).toString(16)}`
  const refuse = (details: string, cause: unknown): never => {
    if (cause instanceof UserRejectedRequestError) throw cause
    throw new ChainNotSupportedError({ chain: `${network.caipNetworkId}: ${details}`, cause })
  }
  try {
    await request(SWITCH, [{ chainId }])
    return
  } catch (error) {
    if (!isUnknownChainAnswer(error)) refuse(`${SWITCH} failed`, error)
    if (!canAdd) refuse(`the wallet does not know the chain and cannot be asked to add it with ${ADD}`, error)
  }
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
  } catch (error) {
    refuse(`${ADD} failed`, error)
  }
  try {
    await request(SWITCH, [{ chainId }])
  } catch (error) {
    refuse(`${SWITCH} failed after ${ADD}`, error)
  }
}
