import { expect, test } from 'vitest'
import { InvalidDecimalsError } from './errors.js'
import { parseDecimals } from './parseDecimals.js'

test('§3 default: decimals as text or number', () => {
  expect(parseDecimals('18')).toBe(18)
  expect(parseDecimals('0')).toBe(0)
  expect(parseDecimals('255')).toBe(255)
  expect(parseDecimals(9)).toBe(9)
})

test.each(['', '-1', '1.0', '1e1', ' 6', '256', '0x12', 'abc'])('§3 error: text %j is rejected', (value) => {
  expect(() => parseDecimals(value)).toThrow(InvalidDecimalsError)
})

test.each([-1, 1.5, 256, Number.NaN, Number.POSITIVE_INFINITY])('§3 error: number %s is rejected', (value) => {
  expect(() => parseDecimals(value)).toThrow(InvalidDecimalsError)
})

test('§3 error: message quotes the input', () => {
  expect(() => parseDecimals('256')).toThrowErrorMatchingInlineSnapshot(`[InvalidDecimalsError: Invalid decimals: "256" (expected an integer from 0 to 255)]`)
})
