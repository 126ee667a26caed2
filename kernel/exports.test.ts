import { expect, test } from 'vitest'
import * as kernel from './index'
import * as react from './react/index'
import * as services from './services/index'
import * as send from './send/index'
import * as theme from '../plugins/theme/index'

// The public surface of each entry, pinned so every change shows in review.
test('exports: portico', () => {
  expect(Object.keys(kernel).sort()).toMatchSnapshot()
})
test('exports: portico/react', () => {
  expect(Object.keys(react).sort()).toMatchSnapshot()
})
test('exports: portico/services', () => {
  expect(Object.keys(services).sort()).toMatchSnapshot()
})
test('exports: portico/send', () => {
  expect(Object.keys(send).sort()).toMatchSnapshot()
})
test('exports: portico/plugins/theme', () => {
  expect(Object.keys(theme).sort()).toMatchSnapshot()
})
