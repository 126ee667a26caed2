// @vitest-environment jsdom
import { StrictMode } from 'react'
import { act, render } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createPortico, type Portico } from '../createPortico'
import { mainnet } from '../networks'
import { MODAL_ELEMENT } from '../ui/shadowHost'
import { PorticoProvider } from './PorticoProvider'

const instances: Portico[] = []
const create = (options: { disableAppend?: boolean } = {}) => {
  const portico = createPortico({ networks: [mainnet], storage: { type: 'memory' }, ...options })
  instances.push(portico)
  return portico
}
afterEach(() => {
  instances.splice(0).forEach((p) => p.destroy())
  vi.restoreAllMocks()
})

const modalHosts = () => document.querySelectorAll(MODAL_ELEMENT)

describe('PorticoProvider', () => {
  test('behavior: under StrictMode (effects mounted twice) one modal element is inserted, without a React error, and removed on unmount', async () => {
    const errors = vi.spyOn(console, 'error')
    const portico = create()
    const view = render(
      <StrictMode>
        <PorticoProvider portico={portico} />
      </StrictMode>,
    )
    expect(modalHosts()).toHaveLength(1)
    await act(async () => portico.open())
    expect(modalHosts()[0]?.shadowRoot?.querySelector('[role="dialog"]')).not.toBeNull()
    view.unmount()
    expect(modalHosts()).toHaveLength(0)
    expect(errors).not.toHaveBeenCalled()
  })

  test('args: disableAppend inserts no modal element (spec §2)', () => {
    render(<PorticoProvider portico={create({ disableAppend: true })} />)
    expect(modalHosts()).toHaveLength(0)
  })
})
