import { describe, expect, test } from 'vitest'
import { createNonceRegistry } from './createNonceRegistry'

describe('§3 single-use nonces', () => {
  test('§3 behavior: an issued nonce is accepted once per scope (one-click sign-in signs one message per chain with one nonce)', async () => {
    const nonces = createNonceRegistry()
    const nonce = await nonces.issue()
    expect(await nonces.consume(nonce, 'eip155:1')).toBe(true)
    expect(await nonces.consume(nonce, 'eip155:1')).toBe(false)
    expect(await nonces.consume(nonce, 'eip155:10')).toBe(true)
    expect(await nonces.consume(nonce)).toBe(true)
    expect(await nonces.consume(nonce)).toBe(false)
  })

  test('§3 error: a nonce never issued, or older than its lifetime, is refused in every scope', async () => {
    let now = 0
    const nonces = createNonceRegistry({ ttlMs: 1000, now: () => now })
    expect(await nonces.consume('abcdEFGH1234', 'eip155:1')).toBe(false)
    const nonce = await nonces.issue()
    now = 1001
    expect(await nonces.consume(nonce, 'eip155:1')).toBe(false)
  })
})
