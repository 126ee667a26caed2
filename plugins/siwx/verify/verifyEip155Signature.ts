import type { Hex } from 'viem'

/**
 * Parameters of {@link verifyEip155Signature}.
 *
 * @example
 * import type { VerifyEip155SignatureParameters } from 'portico/plugins/siwx'
 * const p: VerifyEip155SignatureParameters = { address: '0xf39F...', message: 'text', signature: '0x...', request: rpc.request }
 */
export type VerifyEip155SignatureParameters = {
  address: string
  /** The exact text that was signed with `personal_sign`. */
  message: string
  signature: string
  /** A JSON-RPC request function of the message's chain (for ERC-1271 / ERC-6492); without it only EOA signatures verify. */
  request?: ((args: { method: string; params?: unknown }) => Promise<unknown>) | undefined
}

/**
 * Verifies a `personal_sign` signature on eip155 with viem (loaded on first use): an EOA's
 * ECDSA signature, a deployed smart account's ERC-1271 `isValidSignature`, or an ERC-6492
 * signature of a not-yet-deployed account (checked with a deployless validator call).
 *
 * @returns Whether the signature is valid; never throws for a bad signature.
 *
 * @example
 * import { verifyEip155Signature } from 'portico/plugins/siwx'
 * const ok = await verifyEip155Signature({ address, message, signature, request: (a) => rpc.request(a) })
 */
export async function verifyEip155Signature(parameters: VerifyEip155SignatureParameters): Promise<boolean> {
  const { address, message, signature, request } = parameters
  if (!/^0x[0-9a-fA-F]{40}$/.test(address) || !/^0x[0-9a-fA-F]*$/.test(signature)) return false
  const { createPublicClient, custom, recoverMessageAddress } = await import('viem')
  if (!request) {
    try {
      return (await recoverMessageAddress({ message, signature: signature as Hex })).toLowerCase() === address.toLowerCase()
    } catch {
      return false
    }
  }
  const client = createPublicClient({ transport: custom({ request: (args: { method: string; params?: unknown }) => request(args) }) })
  // 'eoa': an ECDSA recovery first (no RPC for a plain account), then ERC-1271 / ERC-6492 on chain.
  return client.verifyMessage({ address: address as Hex, message, signature: signature as Hex, mode: 'eoa' })
}
