// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { base, connectionsSlice, createPortico, mainnet, solana } from 'portico'
import { qrDataUrl } from 'portico/react'
import receive, { PLUGIN_ID, RECEIVE_VIEW } from './index'
import ReceiveView from './views/ReceiveView'
import { validNetworks } from './validNetworks'
import { receiveTexts } from './texts'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
afterEach(cleanup)

describe('receive plugin', () => {
  test('§1 features: contributes the receive account feature and its view', () => {
    const portico = createPortico({ networks: [mainnet], plugins: [receive()], logLevel: 'silent' })
    expect(portico.plugins()).toEqual([PLUGIN_ID])
    expect(portico._internal.hooks.accountFeatures.call([])).toEqual([{ feature: 'receive', label: receiveTexts.ref('receive'), view: RECEIVE_VIEW }])
    expect(portico.views()[RECEIVE_VIEW]?.title).toEqual(receiveTexts.ref('receive'))
    portico.uninstall(PLUGIN_ID)
    expect(portico._internal.hooks.accountFeatures.call([])).toEqual([])
  })

  test('§1 features: left out when features.receive is false', () => {
    const portico = createPortico({ networks: [mainnet], features: { receive: false }, plugins: [receive()], logLevel: 'silent' })
    expect(portico.plugins()).toEqual([])
    expect(portico._internal.hooks.accountFeatures.call([])).toEqual([])
  })

  test('§1 receive: the QR code is a real SVG of the address, as a data URL', async () => {
    const url = await qrDataUrl(ADDRESS)
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true)
    const svg = decodeURIComponent(url.slice(url.indexOf(',') + 1))
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(await qrDataUrl(`${ADDRESS}x`)).not.toBe(url)
  })

  test('§1 receive: the networks on which an address is valid are those of its namespace', () => {
    expect(validNetworks([mainnet, solana, base], 'eip155').map((n) => n.name)).toEqual([mainnet.name, base.name])
    expect(validNetworks([mainnet, solana], 'solana').map((n) => n.name)).toEqual([solana.name])
  })

  test('§1 receive: the view shows the QR image, the address and networks; copy shows a toast', async () => {
    const portico = createPortico({ networks: [mainnet, base, solana], plugins: [receive()], logLevel: 'silent' })
    portico.store.dispatch(connectionsSlice.actions.connected({ namespace: 'eip155', caipAddress: `eip155:1:${ADDRESS}`, connectorId: 'dev' }))
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const show = vi.spyOn(portico.services.toast, 'show')
    render(<ReceiveView portico={portico} />)
    const img = await screen.findByTestId('receive-qr')
    expect(img.getAttribute('src')).toMatch(/^data:image\/svg\+xml;/)
    expect(document.querySelector('svg')).toBeNull() // never injected as markup
    expect(screen.getByTestId('receive-address').textContent).toBe(ADDRESS)
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual([mainnet.name, base.name])
    await act(async () => void fireEvent.click(screen.getByTestId('receive-copy')))
    await waitFor(() => expect(show).toHaveBeenCalledWith({ message: 'Address copied', variant: 'success' }))
    expect(writeText).toHaveBeenCalledWith(ADDRESS)
    portico.destroy()
  })
})
