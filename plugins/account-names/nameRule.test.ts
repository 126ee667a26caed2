import { describe, expect, test } from 'vitest'
import { accountNameMessages, checkAccountName } from './nameRule'

describe('§5 a name to register: at least 4 characters of letters, digits or hyphens', () => {
  test.each(['alice', 'a-b-c', '1234', 'ALICE', '  bob1 ', 'x-9y'])('args: %j is accepted, lower-cased and trimmed', (input) => {
    expect(checkAccountName(input)).toEqual({ ok: true, label: input.trim().toLowerCase() })
  })
  test.each(['', 'a', 'abc', 'a-b'])("error: %j -> 'Name must be at least 4 characters long'", (input) => {
    expect(checkAccountName(input)).toMatchObject({ ok: false, message: 'Name must be at least 4 characters long' })
    expect(accountNameMessages.tooShort).toBe('Name must be at least 4 characters long')
  })
  test.each(['alice.eth', 'al ice', 'ali_ce', 'émile', 'bob!'])('error: %j has a character outside letters, digits and hyphens', (input) => {
    expect(checkAccountName(input)).toMatchObject({ ok: false, message: 'Name can only contain letters, digits and hyphens' })
  })
})
