import { expect, test } from 'vitest'
import * as z from 'zod/mini'
import { extractErrorMessage } from './extractErrorMessage.js'
import { HttpStatusError } from './errors.js'

const zodError = () => {
  const parsed = z.safeParse(z.object({ amount: z.string().check(z.minLength(1, 'Amount is required')) }), { amount: '' })
  if (parsed.success) throw new Error('expected a failure')
  return parsed.error
}

test('§8 behavior: a string is returned as is', () => {
  expect(extractErrorMessage('Insufficient funds')).toBe('Insufficient funds')
})

test('§8 behavior: a validation error gives its first issue message, before its message', () => {
  const error = zodError()
  expect(error.message).not.toBe('Amount is required')
  expect(extractErrorMessage(error)).toBe('Amount is required')
  expect(extractErrorMessage({ issues: [{ message: 'first' }, { message: 'second' }], message: 'outer' })).toBe('first')
})

test("§8 behavior: else the error's message (a Portico error's short message)", () => {
  expect(extractErrorMessage(new Error('User rejected the request.'))).toBe('User rejected the request.')
  expect(extractErrorMessage({ code: 4001, message: 'User rejected' })).toBe('User rejected')
  expect(extractErrorMessage(new HttpStatusError({ status: 502, body: 'bad gateway' }))).toBe('HTTP status code: 502')
})

test("§8 default: anything else is 'Unknown error'", () => {
  for (const value of [undefined, null, 42, {}, new Error(''), { issues: [] }]) {
    expect(extractErrorMessage(value)).toBe('Unknown error')
  }
})
