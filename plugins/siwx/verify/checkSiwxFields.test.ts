import { describe, expect, test } from 'vitest'
import type { SIWXMessageData, SIWXSession } from 'portico'
import { MAX_SESSION_AGE_MS } from '../constants'
import { formatSiwxMessage } from '../message/formatSiwxMessage'
import { parseSiwxMessage } from '../message/parseSiwxMessage'
import { checkSiwxFields } from './checkSiwxFields'

// Issue 14: the fields of a sign-in message are single lines, its times are strict RFC 3339,
// and a session is refused past a maximum age even when it never expires.
const NOW = Date.UTC(2026, 0, 15, 12, 0, 0)
const expected = { domain: 'dapp.example', chains: ['eip155:1' as const], now: () => NOW }
const base: SIWXMessageData = {
  chainId: 'eip155:1',
  accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  domain: 'dapp.example',
  uri: 'https://dapp.example/',
  version: '1',
  nonce: 'k3J9x0aQ2mZt7LbE',
  issuedAt: new Date(NOW - 60_000).toISOString(),
  expirationTime: new Date(NOW + 3_600_000).toISOString(),
  statement: 'Sign in to the dapp',
}
const session = (data: Partial<SIWXMessageData>): SIWXSession => {
  const fields = { ...base, ...data } as SIWXMessageData
  return { data: fields, message: formatSiwxMessage(fields), signature: '0x01' }
}
const reasonOf = (data: Partial<SIWXMessageData>, options: { maxAgeMs?: number } = {}) => {
  try {
    checkSiwxFields(session(data), { ...expected, ...options })
    return 'accepted'
  } catch (error) {
    return (error as { reason?: string }).reason
  }
}

describe('issue 14: SIWX fields', () => {
  test('a well-formed session passes', () => {
    expect(reasonOf({})).toBe('accepted')
  })

  test.each([
    ['statement', { statement: 'Sign in\nURI: https://evil.example/' }],
    ['statement (CR)', { statement: 'Sign in\rExpiration Time: 2099-01-01T00:00:00Z' }],
    ['statement (U+2028)', { statement: 'Sign in\u2028Chain ID: 137' }],
    ['requestId', { requestId: 'a\nNonce: AAAAAAAA' }],
    ['resource', { resources: ['https://dapp.example/a\n- https://evil.example/'] }],
  ])('a line break in the %s is refused', (_field, data) => {
    expect(reasonOf(data)).toBe('malformed')
  })

  test.each([
    ['a date without time', '2026-01-15'],
    ['a loose date', 'January 15, 2026 12:00'],
    ['no offset', '2026-01-15T11:59:00'],
    ['an impossible date', '2026-02-30T11:59:00Z'],
    ['hour 24', '2026-01-15T24:00:00Z'],
  ])('issuedAt as %s is refused', (_case, issuedAt) => {
    expect(reasonOf({ issuedAt })).toBe('malformed')
  })

  test('RFC 3339 offsets and fractions are read exactly', () => {
    expect(reasonOf({ issuedAt: '2026-01-15T13:59:00.5+02:00' })).toBe('accepted')
    expect(reasonOf({ expirationTime: '2026-01-15T13:59:59+02:00' })).toBe('expired') // 11:59:59Z
  })

  test('a session older than the maximum age is expired, with or without an expiration time', () => {
    const old = new Date(NOW - MAX_SESSION_AGE_MS - 1000).toISOString()
    expect(reasonOf({ issuedAt: old, expirationTime: undefined })).toBe('expired')
    expect(reasonOf({ issuedAt: old, expirationTime: '2099-01-01T00:00:00Z' })).toBe('expired')
    expect(reasonOf({ issuedAt: new Date(NOW - 10 * 60_000).toISOString() }, { maxAgeMs: 5 * 60_000 })).toBe('expired')
    expect(reasonOf({ issuedAt: undefined, expirationTime: undefined })).toBe('malformed')
  })

  test('a parsed message with a field spread over lines is refused', () => {
    const text = formatSiwxMessage(base).replace('Nonce: k3J9x0aQ2mZt7LbE', 'Nonce: k3J9x0aQ2mZt7LbE\nIssued At: yesterday')
    expect(() => parseSiwxMessage(text)).toThrow()
  })
})
