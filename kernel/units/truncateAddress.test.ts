import fc from 'fast-check'
import { expect, test } from 'vitest'
import { truncateAddress } from './truncateAddress.js'

test('§9 default: 4 leading and 6 trailing characters, 0x counted in the leading 4', () => {
  expect(truncateAddress('0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045')).toBe('0xd8...A96045')
  expect(truncateAddress('So11111111111111111111111111111111111111112')).toBe('So11...111112')
  expect(truncateAddress('bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq')).toBe('bc1q...wf5mdq')
})

test('§9 behavior: strings of 13 characters or fewer are returned unchanged', () => {
  expect(truncateAddress('1234567890123')).toBe('1234567890123')
  expect(truncateAddress('12345678901234')).toBe('1234...901234')
  expect(truncateAddress('')).toBe('')
})

test('§9 behavior: output keeps the ends and is never longer than the input (property)', () => {
  fc.assert(
    fc.property(fc.string({ maxLength: 80 }), (address) => {
      const out = truncateAddress(address)
      expect(out.length <= address.length).toBe(true)
      if (out !== address) {
        expect(out).toBe(`${address.slice(0, 4)}...${address.slice(-6)}`)
      }
    }),
  )
})
