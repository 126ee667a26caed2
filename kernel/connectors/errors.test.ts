import { expect, test } from 'vitest'
import { ChainNotSupportedError, NotConnectedError, UserRejectedRequestError } from './errors'

test('§8 error: connector errors carry the catalogue texts', () => {
  expect(new ChainNotSupportedError().shortMessage).toBe('Chain is not supported')
  expect(new UserRejectedRequestError().code).toBe(4001)
  expect(new NotConnectedError('eip155').shortMessage).toBe('No ActiveCaipAddress found')
})
