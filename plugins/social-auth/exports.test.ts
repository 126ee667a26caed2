import { expect, test } from 'vitest'
import * as socialAuth from './index'

// The public surface of `portico/plugins/social-auth`, pinned so every change shows in review.
test('exports: portico/plugins/social-auth', () => {
  expect(Object.keys(socialAuth).sort()).toMatchSnapshot()
})
