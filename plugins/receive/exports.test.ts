import { expect, test } from 'vitest'
import * as receive from './index'

// The public surface of `portico/plugins/receive`, pinned so every change shows in review.
test('exports: portico/plugins/receive', () => {
  expect(Object.keys(receive).sort()).toEqual(['PLUGIN_ID', 'RECEIVE_VIEW', 'default'])
})
