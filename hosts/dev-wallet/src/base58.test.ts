import { describe, expect, it } from 'vitest'
import { base58Decode, base58Encode } from './base58.js'

describe('base58', () => {
  it('args: known vectors', () => {
    expect(base58Encode(new TextEncoder().encode('Hello World!'))).toBe('2NEpo7TZRRrLZSi2U')
    expect(base58Encode(new Uint8Array(32))).toBe('11111111111111111111111111111111')
    expect(base58Encode(Uint8Array.from([0, 0, 0x28, 0x7f, 0xb4, 0xcd]))).toBe('11233QC4')
  })

  it('behavior: round-trips, keeping leading zeros', () => {
    const bytes = Uint8Array.from([0, 0, 1, 2, 255, 0, 9])
    expect(base58Decode(base58Encode(bytes))).toEqual(bytes)
    expect(base58Decode('')).toEqual(new Uint8Array())
  })

  it('error: rejects characters outside the alphabet', () => {
    expect(() => base58Decode('0OIl')).toThrow(TypeError)
  })
})
