import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto'

/** SHA-256 of a secret (codes, tokens, device ids): what the database stores instead. */
export function hashSecret(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

/** A 6-digit one-time code from the CSPRNG (`crypto.randomInt`, no modulo bias). */
export function generateOtp(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/** A 256-bit random token, base64url. */
export function generateToken(): string {
  return randomBytes(32).toString('base64url')
}

/**
 * AES-256-GCM sealing of key shares under a key kept outside the database (server options or
 * the environment). A stolen database holds only these ciphertexts.
 *
 * @example
 * const sealer = createSealer(randomBytes(32))
 * sealer.open(sealer.seal('share', 'user-1:server'), 'user-1:server') // 'share'
 */
export function createSealer(key: Uint8Array) {
  if (key.length !== 32) throw new Error('A sealing key must be 32 bytes')
  return {
    /** Seals `plain`, bound to `context` (additional data: a share cannot be moved to another user). */
    seal(plain: string, context: string): string {
      const iv = randomBytes(12)
      const cipher = createCipheriv('aes-256-gcm', key, iv)
      cipher.setAAD(Buffer.from(context))
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
      return [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.')
    },
    /** Opens a sealed value; throws when it was tampered with or sealed for another context. */
    open(sealed: string, context: string): string {
      const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
      if (!iv || !tag || !body) throw new Error('Malformed sealed value')
      const decipher = createDecipheriv('aes-256-gcm', key, iv)
      decipher.setAAD(Buffer.from(context))
      decipher.setAuthTag(tag)
      return Buffer.concat([decipher.update(body), decipher.final()]).toString('utf8')
    },
  }
}

/** What {@link createSealer} returns. */
export type Sealer = ReturnType<typeof createSealer>
