// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react'
import type UniversalProvider from '@walletconnect/universal-provider'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createPortico, mainnet } from 'portico'
import { createStaticCatalog } from 'portico/services'
import { createWalletConnectConnector } from '../createWalletConnectConnector'
import { ConnectingWalletConnectBasicView, ConnectingWalletConnectView } from './ConnectingWalletConnectView'

const URI = 'wc:aa@2?relay-protocol=irn&symKey=bb'

/** A provider that hands out a URI and waits (a unit test may fake the SDK; e2e uses the real one). */
function fakeProvider(approvals: Promise<unknown>[]) {
  const handlers = new Map<string, (value: unknown) => void>()
  return {
    session: undefined,
    on: (event: string, handler: (value: unknown) => void) => void handlers.set(event, handler),
    client: { on: () => undefined },
    connect: () => {
      handlers.get('display_uri')?.(URI)
      return approvals.shift() ?? new Promise(() => {})
    },
  } as unknown as UniversalProvider
}

async function setup(approval: Promise<unknown>, walletId?: string, View = ConnectingWalletConnectView) {
  const catalog = createStaticCatalog([
    { id: 'rainbow', name: 'Rainbow', rdns: undefined, homepage: undefined, imageUrl: undefined, mobile: { universal: 'https://rnbwapp.com' }, namespaces: ['eip155'] },
  ])
  const portico = createPortico({ networks: [mainnet], storage: { type: 'memory' }, walletCatalog: catalog })
  const connector = createWalletConnectConnector({ networks: [mainnet], load: async () => fakeProvider([approval]) })
  portico.connection.addConnector(connector)
  await waitFor(() => expect(portico.connection.getConnector('walletConnect')).toBeDefined())
  portico.router.push('ConnectingWalletConnect', { connectorId: 'walletConnect', ...(walletId ? { walletId } : {}) })
  render(<View portico={portico} />)
  return { portico, connector }
}

afterEach(cleanup)

describe('ConnectingWalletConnect view', () => {
  test('§2 behavior: the URI as a QR image (data URL, no markup), copy link with a toast, and the wallet deep link', async () => {
    const writeText = vi.fn(async () => undefined)
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    const { portico } = await setup(new Promise(() => {}), 'rainbow')
    const qr = await screen.findByTestId('wc-qr')
    expect(qr.tagName).toBe('IMG')
    expect(qr.getAttribute('src')).toMatch(/^data:image\/svg\+xml;charset=utf-8,%3Csvg/)
    expect(document.querySelector('svg')).toBeNull()
    await act(async () => screen.getByRole('button', { name: 'Copy link' }).click())
    expect(writeText).toHaveBeenCalledWith(URI)
    expect(portico.getState().toast).toMatchObject({ message: 'Link copied', variant: 'success', open: true })
    const link = await screen.findByTestId('wc-deep-link')
    expect(link.getAttribute('href')).toBe(`https://rnbwapp.com/wc?uri=${encodeURIComponent(URI)}`)
    expect(link.textContent).toBe('Open Rainbow')
  })

  test('§2 behavior: a declined pairing says "Connection declined" and retries with a new pairing', async () => {
    let decline: (reason: unknown) => void = () => {}
    const { connector } = await setup(new Promise((_, reject) => (decline = reject)))
    await screen.findByTestId('wc-qr')
    await act(async () => decline({ code: 5000, message: 'User rejected.' }))
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Connection declined')
    const pairing = vi.spyOn(connector, 'connect')
    await act(async () => screen.getByRole('button', { name: 'Try again' }).click())
    await screen.findByTestId('wc-qr')
    expect(pairing).toHaveBeenCalledTimes(1)
  })

  test('§2 ConnectingWalletConnectBasic: the QR and copy link only, no wallet link even when a wallet was picked', async () => {
    await setup(new Promise(() => {}), 'rainbow', ConnectingWalletConnectBasicView)
    expect((await screen.findByTestId('wc-qr')).tagName).toBe('IMG')
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeDefined()
    expect(screen.getByText('Scan with your mobile wallet')).toBeDefined()
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.queryByTestId('wc-deep-link')).toBeNull()
  })

  test('§8 behavior: a pairing refused by the relay shows its alert once (invalid key -> Invalid Project ID)', async () => {
    let fail: (reason: unknown) => void = () => {}
    const { portico } = await setup(new Promise((_, reject) => (fail = reject)))
    await screen.findByTestId('wc-qr')
    await act(async () => fail(new Error('Unauthorized: invalid key')))
    await screen.findByRole('alert')
    expect(portico.getState().toast).toMatchObject({ open: true, variant: 'error', message: 'Invalid Project ID' })
    expect(portico.services.alerts.wasShown('Invalid Project ID')).toBe(true)
  })
})
