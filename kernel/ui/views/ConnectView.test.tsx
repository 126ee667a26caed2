// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import type { PorticoConfig } from '../../config/types'
import { createPortico, type Portico } from '../../createPortico'
import type { ViewComponent } from '../../hooks'
import { mainnet } from '../../networks'
import { definePlugin, type AnyPlugin } from '../../plugin'
import { connectorsSlice } from '../../store/connectorsSlice'
import { ConnectView } from './ConnectView'
import WalletGuideView from './WalletGuideView'

/** A connect method like email's: a field and a button, rendered inline in the Connect view. */
const EmailField = () => (
  <form aria-label="Email">
    <input aria-label="Email address" />
    <button type="submit">Continue with email</button>
  </form>
)
const emailMethod = () =>
  definePlugin({
    id: 'email-test',
    views: { EmailField: { component: EmailField as ViewComponent } },
    apply: ({ hooks }) => hooks.connectMethods.tap((methods) => [...methods, { method: 'email', view: 'EmailField' }]),
  })

const LEGAL = { termsConditionsUrl: 'https://dapp.example/terms', privacyPolicyUrl: 'https://dapp.example/privacy' }
let portico: Portico | undefined

function show(config: Partial<PorticoConfig> = {}, plugins: AnyPlugin[] = [emailMethod()]) {
  portico = createPortico({ networks: [mainnet], storage: { type: 'memory' }, logLevel: 'silent', plugins, ...config })
  portico.store.dispatch(
    connectorsSlice.actions.connectorsAdded([
      { id: 'dev.portico.wallet', type: 'ANNOUNCED', name: 'Portico Dev Wallet', imageUrl: undefined, rdns: 'dev.portico.wallet', namespaces: ['eip155'], installed: true },
    ]),
  )
  render(<ConnectView portico={portico} />)
  return portico
}
const walletButton = () => screen.queryByTestId('wallet-dev.portico.wallet')
/** Disabled, directly or by a disabled fieldset around it. */
const disabled = (element: Element | null) => element?.matches(':disabled') ?? false
const emailButton = () => screen.getByRole('button', { name: 'Continue with email' })

afterEach(() => {
  cleanup()
  portico?.destroy()
  portico = undefined
})

describe('§1 legalCheckbox', () => {
  test('default (off): no checkbox; wallet and email buttons are enabled', () => {
    show(LEGAL)
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(disabled(walletButton())).toBe(false)
    expect(disabled(emailButton())).toBe(false)
  })

  test('on: wallet, email and All Wallets buttons stay disabled until the box is ticked; links open in a new tab', () => {
    const instance = show({ features: { legalCheckbox: true }, ...LEGAL })
    const box = screen.getByRole('checkbox', { name: /I agree to the Terms of Service and the Privacy Policy/ })
    expect((box as HTMLInputElement).checked).toBe(false)
    expect(disabled(walletButton())).toBe(true)
    expect(disabled(emailButton())).toBe(true)
    expect(disabled(screen.getByLabelText('Email address'))).toBe(true)
    expect(disabled(screen.getByRole('button', { name: 'All Wallets' }))).toBe(true)
    for (const [name, href] of [['Terms of Service', LEGAL.termsConditionsUrl], ['Privacy Policy', LEGAL.privacyPolicyUrl]]) {
      const link = screen.getByRole('link', { name })
      expect(link.getAttribute('href')).toBe(href)
      expect(link.getAttribute('target')).toBe('_blank')
      expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    }
    fireEvent.click(box)
    expect(disabled(walletButton())).toBe(false)
    expect(disabled(emailButton())).toBe(false)
    expect(instance.getState().modal.legalAccepted).toBe(true)
    fireEvent.click(box)
    expect(disabled(walletButton())).toBe(true)
  })

  test('on: the agreement is kept for the page (the view shown again starts ticked)', () => {
    const instance = show({ features: { legalCheckbox: true }, ...LEGAL })
    fireEvent.click(screen.getByRole('checkbox'))
    cleanup()
    render(<ConnectView portico={instance} />)
    expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true)
    expect(disabled(walletButton())).toBe(false)
  })

  test('on with only one page: only that link; with no page: no checkbox and nothing disabled', () => {
    show({ features: { legalCheckbox: true }, termsConditionsUrl: LEGAL.termsConditionsUrl })
    expect(screen.getByRole('link', { name: 'Terms of Service' })).not.toBeNull()
    expect(screen.queryByRole('link', { name: 'Privacy Policy' })).toBeNull()
    cleanup()
    show({ features: { legalCheckbox: true } })
    expect(screen.queryByRole('checkbox')).toBeNull()
    expect(disabled(walletButton())).toBe(false)
  })
})

describe('§1 collapseWallets', () => {
  test('default (off): the wallet list shows at once', () => {
    show()
    expect(walletButton()).not.toBeNull()
    expect(screen.queryByText('Continue with a wallet')).toBeNull()
  })

  test("on: the wallet list waits behind 'Continue with a wallet', in its place in the order", () => {
    show({ features: { collapseWallets: true, connectMethodsOrder: ['wallet', 'email'] } })
    expect(walletButton()).toBeNull()
    const more = screen.getByRole('button', { name: 'Continue with a wallet' })
    const methods = screen.getByTestId('connect-methods')
    expect(methods.firstElementChild?.contains(more)).toBe(true)
    fireEvent.click(more)
    expect(walletButton()).not.toBeNull()
    expect(screen.queryByText('Continue with a wallet')).toBeNull()
  })

  test('on with no other method: the list is not hidden behind a lone button', () => {
    show({ features: { collapseWallets: true } }, [])
    expect(walletButton()).not.toBeNull()
  })
})

describe('§1 emailShowWallets', () => {
  test('default (on): wallets are listed beside email in the resolved order (installed wallet first)', () => {
    show()
    const methods = screen.getByTestId('connect-methods')
    expect(within(methods.firstElementChild as HTMLElement).queryByTestId('wallet-dev.portico.wallet')).not.toBeNull()
  })

  test('off: email first, the wallets behind a button', () => {
    show({ features: { emailShowWallets: false } })
    const methods = screen.getByTestId('connect-methods')
    expect(methods.firstElementChild?.contains(emailButton())).toBe(true)
    expect(walletButton()).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Continue with a wallet' }))
    expect(walletButton()).not.toBeNull()
  })
})

describe('§1 allWallets', () => {
  test('default (on): All Wallets is offered', () => {
    show()
    expect(screen.getByRole('button', { name: 'All Wallets' })).not.toBeNull()
  })
  test('off: All Wallets is hidden', () => {
    show({ features: { allWallets: false } })
    expect(screen.queryByRole('button', { name: 'All Wallets' })).toBeNull()
  })
})

describe('§1 enableWalletGuide', () => {
  test("default (on): \"Haven't got a wallet?\" opens the wallet guide view", () => {
    const instance = show()
    expect(screen.getByText(/Haven't got a wallet\?/)).not.toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Get started' }))
    expect(instance.getState().router.history.at(-1)?.view).toBe('WalletGuide')
  })
  test('false: no guide', () => {
    show({ enableWalletGuide: false })
    expect(screen.queryByText(/Haven't got a wallet\?/)).toBeNull()
  })
  test('the guide: what a wallet is, wallets to get from the catalogue (new tab), and email login', async () => {
    const instance = show()
    cleanup()
    act(() => instance.router.push('WalletGuide'))
    render(<WalletGuideView portico={instance} />)
    expect(screen.getByText(/A wallet keeps your digital assets and lets you sign in to apps/)).not.toBeNull()
    expect(screen.getByRole('heading', { name: 'Get a wallet' })).not.toBeNull()
    const list = await screen.findByRole('list', { name: 'Wallets to get' })
    const links = within(list).getAllByRole('link')
    expect(links.length).toBeGreaterThan(0)
    expect(links.length).toBeLessThanOrEqual(4)
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//)
      expect(link.getAttribute('target')).toBe('_blank')
    }
    fireEvent.click(screen.getByRole('button', { name: 'Continue with email instead' }))
    await waitFor(() => expect(instance.getState().router.history.at(-1)?.view).toBe('Connect'))
  })
  test('the guide without the email method offers no email login; excluded wallets are not offered', async () => {
    const instance = show({ excludeWallets: ['metamask'] }, [])
    cleanup()
    render(<WalletGuideView portico={instance} />)
    const list = await screen.findByRole('list', { name: 'Wallets to get' })
    expect(within(list).queryByText('MetaMask')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Continue with email instead' })).toBeNull()
  })
})

describe('a contributed method that loads on first use (issue 15)', () => {
  /** A method whose view arrives when `arrive` is called, with `fallback` in its place until then. */
  function lazyMethod(fallback?: ViewComponent) {
    let arrive = () => {}
    const arrived = new Promise<void>((resolve) => (arrive = resolve))
    const plugin = definePlugin({
      id: 'lazy-test',
      views: { LazyField: { load: async () => (await arrived, { default: EmailField as ViewComponent }) } },
      apply: ({ hooks }) => hooks.connectMethods.tap((methods) => [...methods, { method: 'email', view: 'LazyField', ...(fallback ? { fallback } : {}) }]),
    })
    return { plugin, arrive }
  }
  const Space = () => <div data-testid="method-space" />

  test('its fallback stands in its place while it loads, then the view; the wallet list never waits', async () => {
    const { plugin, arrive } = lazyMethod(Space as ViewComponent)
    show({}, [plugin])
    expect(walletButton()).not.toBeNull()
    expect(screen.getByTestId('method-space')).not.toBeNull()
    expect(screen.queryByRole('button', { name: 'Continue with email' })).toBeNull()
    await act(async () => arrive())
    expect(await screen.findByRole('button', { name: 'Continue with email' })).not.toBeNull()
    expect(screen.queryByTestId('method-space')).toBeNull()
  })

  test('without a fallback nothing stands in its place', () => {
    const { plugin } = lazyMethod()
    show({}, [plugin])
    expect(walletButton()).not.toBeNull()
    expect(screen.getByTestId('connect-methods').textContent).not.toContain('Continue with email')
  })
})
