import { expect, test } from 'vitest'
import * as wagmi from './index'

// The public surface of `portico/wagmi`, pinned so every change shows in review.
test('exports: portico/wagmi', () => {
  expect(Object.keys(wagmi).sort()).toEqual(['porticoConnector'])
})
