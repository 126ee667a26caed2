// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { createPortico, type Portico } from '../createPortico'
import { base, mainnet } from '../networks'
import { connectionsSlice } from '../store/connectionsSlice'
import { PorticoProvider } from './PorticoProvider'
import { useAccount, useNetwork, usePortico } from './hooks'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const instances: Portico[] = []
const create = () => {
  const portico = createPortico({ networks: [mainnet, base], storage: { type: 'memory' }, disableAppend: true })
  instances.push(portico)
  return portico
}
afterEach(() => instances.splice(0).forEach((p) => p.destroy()))

function Probe({ onRender }: { onRender: () => void }) {
  onRender()
  const account = useAccount()
  const { network } = useNetwork()
  const { state } = usePortico()
  return (
    <p data-testid="probe">
      {account.status}|{account.address ?? '-'}|{account.isConnected ? 'yes' : 'no'}|{network?.caipNetworkId}|{state.open ? 'open' : 'closed'}
    </p>
  )
}

describe('portico/react hooks', () => {
  test('behavior: useAccount, useNetwork and usePortico follow the store', () => {
    const portico = create()
    render(
      <PorticoProvider portico={portico}>
        <Probe onRender={() => {}} />
      </PorticoProvider>,
    )
    expect(screen.getByTestId('probe').textContent).toBe('disconnected|-|no|eip155:1|closed')
    act(() => {
      portico.store.dispatch(connectionsSlice.actions.connected({ namespace: 'eip155', caipAddress: `eip155:1:${address}`, connectorId: 'x' }))
      portico.open()
    })
    expect(screen.getByTestId('probe').textContent).toBe(`connected|${address}|yes|eip155:1|open`)
  })
  test('behavior: unrelated store changes do not re-render subscribers', () => {
    const portico = create()
    let renders = 0
    render(
      <PorticoProvider portico={portico}>
        <Probe onRender={() => (renders += 1)} />
      </PorticoProvider>,
    )
    const before = renders
    act(() => {
      portico.services.toast.show({ message: 'hello', variant: 'loading' })
      portico.setThemeMode('light')
    })
    expect(renders).toBe(before)
  })
  test('behavior: disableAppend inserts no modal element', () => {
    const portico = create()
    render(<PorticoProvider portico={portico} />)
    expect(document.querySelector('portico-modal')).toBeNull()
  })
  test('error: hooks outside a provider say how to fix it', () => {
    expect(() => render(<Probe onRender={() => {}} />)).toThrowError('Portico hooks must be used inside <PorticoProvider portico={...}>')
  })
})
