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
  const { createPublicClient, custom, isErc6492Signature, recoverMessageAddress } = await import('viem')
  let recovered = ''
  try {
    recovered = (await recoverMessageAddress({ message, signature: signature as Hex })).toLowerCase()
  } catch {
    // Not a 65-byte ECDSA signature: only a contract account can vouch for it.
  }
  // ECDSA first: a plain account's signature never depends on an RPC answer.
  if (recovered === address.toLowerCase()) return true
  if (!request) return false
  const client = createPublicClient({ transport: custom({ request: (args: { method: string; params?: unknown }) => request(args) }) })
  // The chain is asked only for a contract account (code at the address) or an ERC-6492
  // signature of one not deployed yet: an RPC node cannot vouch for a plain address (issue 14).
  if (!isErc6492Signature(signature as Hex)) {
    const code = await client.getCode({ address: address as Hex })
    if (!code || code === '0x') return false
  }
  return client.verifyMessage({ address: address as Hex, message, signature: signature as Hex })
}
