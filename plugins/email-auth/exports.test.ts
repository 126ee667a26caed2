import { expect, test } from 'vitest'
import * as emailAuth from './index'

// The public surface of `portico/plugins/email-auth`, pinned so every change shows in review.
test('exports: portico/plugins/email-auth', () => {
  expect(Object.keys(emailAuth).sort()).toMatchSnapshot()
})
