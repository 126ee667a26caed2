import { base58Decode } from 'portico'

/**
 * Verifies a `solana_signMessage` signature: ed25519 over the UTF-8 text, with the account's
 * public key (its base58 address). `signature` is base58.
 *
 * @returns Whether the signature is valid; never throws for bad input.
 *
 * @example
 * import { verifySolanaSignature } from 'portico/plugins/siwx'
 * await verifySolanaSignature({ address: '7xKX...', message: 'text', signature: '5h3...' }) // true
 */
export async function verifySolanaSignature(parameters: { address: string; message: string; signature: string }): Promise<boolean> {
  try {
    const publicKey = base58Decode(parameters.address)
    const signature = base58Decode(parameters.signature)
    if (publicKey.length !== 32 || signature.length !== 64) return false
    const { ed25519 } = await import('@noble/curves/ed25519')
    return ed25519.verify(signature, new TextEncoder().encode(parameters.message), publicKey)
  } catch {
    return false
  }
}
