import { describe, expect, test } from 'vitest'
import { createNonceRegistry } from './createNonceRegistry'

describe('§3 single-use nonces', () => {
  test('§3 behavior: an issued nonce is accepted once per scope (one-click sign-in signs one message per chain with one nonce)', () => {
    const nonces = createNonceRegistry()
    const nonce = nonces.issue()
    expect(nonces.consume(nonce, 'eip155:1')).toBe(true)
    expect(nonces.consume(nonce, 'eip155:1')).toBe(false)
    expect(nonces.consume(nonce, 'eip155:10')).toBe(true)
    expect(nonces.consume(nonce)).toBe(true)
    expect(nonces.consume(nonce)).toBe(false)
  })

  test('§3 error: a nonce never issued, or older than its lifetime, is refused in every scope', () => {
    let now = 0
    const nonces = createNonceRegistry({ ttlMs: 1000, now: () => now })
    expect(nonces.consume('abcdEFGH1234', 'eip155:1')).toBe(false)
    const nonce = nonces.issue()
    now = 1001
    expect(nonces.consume(nonce, 'eip155:1')).toBe(false)
  })
})
