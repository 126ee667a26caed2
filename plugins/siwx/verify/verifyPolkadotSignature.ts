import { base58Decode, isPolkadotAddress } from 'portico'

const hexBytes = (hex: string) => Uint8Array.from(hex.slice(2).match(/../g) ?? [], (byte) => parseInt(byte, 16))

/**
 * The bytes a Polkadot wallet signs for a text: the extension API (`signRaw`) wraps them in
 * `<Bytes>…</Bytes>`; some wallets sign the bare text. Both are accepted.
 */
function signedForms(message: string): Uint8Array[] {
  const encoder = new TextEncoder()
  return [encoder.encode(`<Bytes>${message}</Bytes>`), encoder.encode(message)]
}

/**
 * Verifies a Polkadot message signature (hex, 64 bytes) for an SS58 address: sr25519 (the
 * default key type of Polkadot wallets, `@scure/sr25519` loaded on first use) or ed25519, over
 * the `<Bytes>`-wrapped text or the bare text.
 *
 * @returns Whether the signature is valid; never throws for bad input.
 *
 * @example
 * import { verifyPolkadotSignature } from './verifyPolkadotSignature'
 * await verifyPolkadotSignature({ address: '5Grwva...', message: 'text', signature: '0x...' }) // true
 */
export async function verifyPolkadotSignature(parameters: { address: string; message: string; signature: string }): Promise<boolean> {
  try {
    if (!isPolkadotAddress(parameters.address) || !/^0x[0-9a-fA-F]{128}$/.test(parameters.signature)) return false
    const publicKey = base58Decode(parameters.address).subarray(1, 33)
    const signature = hexBytes(parameters.signature)
    const [sr25519, { ed25519 }] = await Promise.all([import('@scure/sr25519'), import('@noble/curves/ed25519')])
    return signedForms(parameters.message).some((bytes) => {
      // An sr25519 signature carries a marker bit (the last byte's top bit); ed25519 ones do not.
      if (((signature[63] ?? 0) & 0x80) !== 0) return sr25519.verify(bytes, signature, publicKey)
      return ed25519.verify(signature, bytes, publicKey)
    })
  } catch {
    return false
  }
}
