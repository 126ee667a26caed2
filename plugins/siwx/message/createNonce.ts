const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'

/**
 * A random nonce from the platform's CSPRNG: `length` alphanumeric characters (EIP-4361 asks
 * for at least 8; the default 32 carries about 190 bits). Uses rejection sampling, so every
 * character is equally likely.
 *
 * @example
 * import { createNonce } from 'portico/plugins/siwx'
 * createNonce() // 'q2Xr0bT9...' (32 characters)
 */
export function createNonce(length = 32): string {
  if (!Number.isInteger(length) || length < 8) throw new RangeError('A nonce needs at least 8 characters')
  let nonce = ''
  const limit = 256 - (256 % ALPHABET.length)
  while (nonce.length < length) {
    for (const byte of globalThis.crypto.getRandomValues(new Uint8Array(length * 2))) {
      if (byte < limit && nonce.length < length) nonce += ALPHABET[byte % ALPHABET.length]
    }
  }
  return nonce
}
