// @vitest-environment jsdom
import type * as ReactModule from 'react'
import { act } from 'react'
import { afterEach, expect, test, vi } from 'vitest'
import { createPortico, type Portico } from '../createPortico'
import { mainnet } from '../networks'
import { mountModal } from './mountModal'

// A React before 19.2, which has no <Activity> (the package's peer range starts at React 18).
vi.mock('react', async (importOriginal) => ({ ...(await importOriginal<typeof ReactModule>()), Activity: undefined }))
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let portico: Portico
let unmount: () => void
const dialog = () => document.querySelector('portico-modal')?.shadowRoot?.querySelector('[role="dialog"]')

afterEach(() => {
  act(() => unmount())
  portico.destroy()
})

test('behavior: without React Activity the dialog is not rendered ahead; it renders on opening and goes on closing', async () => {
  portico = createPortico({ networks: [mainnet], storage: { type: 'memory' } })
  await act(async () => void (unmount = mountModal(portico)))
  await act(() => new Promise((done) => setTimeout(done, 20)))
  expect(dialog()).toBeNull()
  await act(async () => portico.open())
  expect(dialog()).not.toBeNull()
  await act(async () => void portico.close())
  expect(dialog()).toBeNull()
})
