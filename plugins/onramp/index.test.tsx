// @vitest-environment jsdom
import { createElement, type ComponentType } from 'react'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { connectionsSlice, createPortico, defineNetwork, definePlugin, networksSlice, solana, type PorticoConfig, type TokenBalance } from 'portico'
import onramp, { BUY_IN_PROGRESS_VIEW, coinbase, COINBASE_NEEDS_SESSION_TOKEN, FUND_WALLET_VIEW, localOnramp, meld, MELD_NEEDS_PUBLIC_KEY, ONRAMP_PROVIDERS_VIEW, PLUGIN_ID } from './index'
import { CheckoutUrlError } from './errors'
import { onrampInstances } from './registry'
import FundWalletView from './views/FundWalletView'
import OnRampProvidersView from './views/OnRampProvidersView'
import BuyInProgressView from './views/BuyInProgressView'
import { onrampTexts } from './texts'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const PUSDC = { address: '0xe1Aa25618fA0c7A1CFDab5d6B456af611873b629', symbol: 'PUSDC', decimals: 6, name: 'Portico Coin' }
const devnet = defineNetwork({ chainNamespace: 'eip155', id: 31337, name: 'Portico Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } }, tokens: [PUSDC] })
const local = localOnramp({ checkoutUrl: 'http://127.0.0.1:5173/onramp/checkout', chains: ['eip155:31337'] })
/** Renders a plugin view (typed `ViewComponent` for the kernel) as React renders it in the modal. */
const show = (view: unknown, portico: ReturnType<typeof createPortico>) => render(createElement(view as ComponentType<{ portico: typeof portico }>, { portico }))

afterEach(() => {
  cleanup()
  vi.restoreAllMocks()
})

/** A portico with the plugin and an account connected on the devnet. */
function setup(config: Partial<PorticoConfig> = {}, options: Parameters<typeof onramp>[0] = { providers: [local, coinbase(), meld()] }) {
  const portico = createPortico({ networks: [devnet, solana], plugins: [onramp(options)], logLevel: 'silent', ...config })
  portico.store.dispatch(connectionsSlice.actions.connected({ namespace: 'eip155', caipAddress: `eip155:31337:${ADDRESS}`, connectorId: 'dev' }))
  return portico
}

const balance = (amount: bigint): TokenBalance => ({ name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', value: 0, price: 0, quantity: { decimals: '18', numeric: '' }, amount, decimals: 18 })
const withTimeZone = (timeZone: string) => {
  const real = Intl.DateTimeFormat.prototype.resolvedOptions
  vi.spyOn(Intl.DateTimeFormat.prototype, 'resolvedOptions').mockImplementation(function (this: Intl.DateTimeFormat) {
    return { ...real.call(this), timeZone }
  })
}
const onrampFeature = (portico: ReturnType<typeof createPortico>) => portico.accountFeatures().find((f) => f.feature === 'onramp')

describe('onramp plugin', () => {
  test('§1 §2 features: contributes the onramp account feature (eip155 and solana) and its three views', () => {
    withTimeZone('Europe/Paris')
    const portico = setup()
    expect(portico.plugins()).toEqual([PLUGIN_ID])
    expect(onrampFeature(portico)).toEqual({ feature: 'onramp', label: onrampTexts.ref('buy'), view: FUND_WALLET_VIEW, namespaces: ['eip155', 'solana'] })
    const views = portico.views()
    expect([views[FUND_WALLET_VIEW]?.title, views[ONRAMP_PROVIDERS_VIEW]?.title, views[BUY_IN_PROGRESS_VIEW]?.title]).toEqual([onrampTexts.ref('fundWallet'), onrampTexts.ref('buyCrypto'), onrampTexts.ref('buyCrypto')])
    portico.uninstall(PLUGIN_ID)
    expect(onrampFeature(portico)).toBeUndefined()
    expect(() => onrampInstances.get(portico)).toThrow('The onramp plugin is not installed')
  })

  test('§1 features: left out when features.onramp is false', () => {
    const portico = setup({ features: { onramp: false } })
    expect(portico.plugins()).toEqual([])
    expect(onrampFeature(portico)).toBeUndefined()
  })

  test('§9 restricted time zones: hidden for a visitor in Shanghai, Hong Kong or Macau', () => {
    for (const zone of ['Asia/Shanghai', 'Asia/Hong_Kong', 'Asia/Macau']) {
      withTimeZone(zone)
      expect(onrampFeature(setup())).toBeUndefined()
      vi.restoreAllMocks()
    }
    withTimeZone('Asia/Taipei')
    expect(onrampFeature(setup())).toBeDefined()
  })

  test('§9 restricted time zones: the host turns the rule off or passes its own', () => {
    withTimeZone('Asia/Shanghai')
    expect(onrampFeature(setup({}, { restrictedTimeZones: false }))).toBeDefined()
    const rule = vi.fn((zone: string) => zone === 'Asia/Shanghai' || zone === 'Europe/Paris')
    expect(onrampFeature(setup({}, { restrictedTimeZones: rule }))).toBeUndefined()
    expect(rule).toHaveBeenCalledWith('Asia/Shanghai')
    vi.restoreAllMocks()
    withTimeZone('Asia/Hong_Kong')
    expect(onrampFeature(setup({}, { restrictedTimeZones: (zone) => zone === 'Europe/Paris' }))).toBeDefined()
  })
})

describe('Fund wallet view', () => {
  test('behavior: Buy crypto, Receive when a plugin contributes it, and the host extras', () => {
    const receive = definePlugin({ id: 'receive-like', apply: ({ hooks }) => hooks.accountFeatures.tap((f) => [...f, { feature: 'receive', label: 'Receive', view: 'WalletReceive' }]) })
    const onSelect = vi.fn()
    const portico = createPortico({
      networks: [devnet],
      logLevel: 'silent',
      plugins: [receive, onramp({ fundingOptions: [{ id: 'exchange', label: 'Deposit from an exchange', href: 'https://dapp.example/deposit' }, { id: 'card', label: 'Gift card', onSelect }] })],
    })
    const push = vi.spyOn(portico.router, 'push')
    show(FundWalletView, portico)
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Buy cryptowith card or bank', 'Receive fundsfrom another wallet', 'Deposit from an exchange', 'Gift card'])
    fireEvent.click(screen.getByTestId('fund-wallet-buy'))
    fireEvent.click(screen.getByTestId('fund-wallet-receive'))
    expect(push.mock.calls).toEqual([[ONRAMP_PROVIDERS_VIEW], ['WalletReceive']])
    expect(screen.getByTestId('fund-wallet-exchange').getAttribute('href')).toBe('https://dapp.example/deposit')
    expect(screen.getByTestId('fund-wallet-exchange').getAttribute('rel')).toBe('noopener noreferrer')
    fireEvent.click(screen.getByTestId('fund-wallet-card'))
    expect(onSelect).toHaveBeenCalledOnce()
  })

  test('behavior: no Receive entry without a receive feature', () => {
    const portico = createPortico({ networks: [devnet], logLevel: 'silent', plugins: [onramp()] })
    show(FundWalletView, portico)
    expect(screen.queryByTestId('fund-wallet-receive')).toBeNull()
  })
})

describe('Buy crypto (providers) view', () => {
  test('§9 providers: filtered by the connected namespace, with fee ranges; Coinbase and Meld unavailable with the reason', () => {
    const portico = setup()
    show(OnRampProvidersView, portico)
    const rows = screen.getAllByRole('button').filter((b) => b.dataset.testid?.startsWith('onramp-provider-'))
    expect(rows.map((b) => b.dataset.testid)).toEqual(['onramp-provider-local', 'onramp-provider-coinbase', 'onramp-provider-meld'])
    expect(rows.map((b) => b.querySelector('.pc-tag')?.textContent)).toEqual(['1% fee', '1-2% fee', '1-2% fee'])
    expect(screen.getByTestId('onramp-provider-coinbase').getAttribute('aria-disabled')).toBe('true')
    expect(screen.getByTestId('onramp-provider-coinbase').textContent).toContain(`Unavailable: ${COINBASE_NEEDS_SESSION_TOKEN}`)
    expect(screen.getByTestId('onramp-provider-meld').textContent).toContain(`Unavailable: ${MELD_NEEDS_PUBLIC_KEY}`)
    cleanup()
    // On solana only Meld is listed (Coinbase is EVM only; the local checkout serves the devnet).
    portico.store.dispatch(connectionsSlice.actions.connected({ namespace: 'solana', caipAddress: `${solana.caipNetworkId}:9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin`, connectorId: 'dev' }))
    portico.store.dispatch(networksSlice.actions.networkSelected(solana.caipNetworkId))
    show(OnRampProvidersView, portico)
    expect(screen.getAllByRole('button').map((b) => b.dataset.testid)).toEqual(['onramp-provider-meld'])
  })

  test('§9 providers: a configured provider on another network or currency says why it cannot take the purchase', () => {
    const portico = setup({}, { providers: [coinbase({ getSessionToken: async () => 't' }), meld({ publicKey: 'pk' })], paymentCurrencies: [{ code: 'JPY', min: '1500', max: '1000000' }] })
    show(OnRampProvidersView, portico)
    expect(screen.getByTestId('onramp-provider-coinbase').textContent).toContain('Unavailable: Takes USD, CAD, GBP, EUR')
    expect(screen.getByTestId('onramp-provider-meld').textContent).toContain('Unavailable: Not available on Portico Local')
  })

  test('issue 21 behavior: in Japanese the Buy crypto form, its limits and why a provider cannot serve show no English', async () => {
    const portico = setup({}, { providers: [coinbase({ getSessionToken: async () => 't' }), meld({ publicKey: 'pk' })], paymentCurrencies: [{ code: 'JPY', min: '1500', max: '1000000' }] })
    await portico.setLocale('ja')
    show(OnRampProvidersView, portico)
    expect(screen.getByTestId('onramp-limits').textContent).toBe('1500〜1000000 JPY')
    expect(screen.getByTestId('onramp-provider-coinbase').textContent).toContain('利用できません: 対応通貨: USD, CAD, GBP, EUR')
    expect(screen.getByTestId('onramp-provider-meld').textContent).toContain('利用できません: Portico Local では利用できません')
    fireEvent.change(screen.getByTestId('onramp-amount'), { target: { value: '12' } })
    expect(screen.getByTestId('onramp-limits').textContent).toBe('最低額は 1500 JPY です')
    expect(screen.getByText('支払額')).toBeTruthy()
    // A failed purchase shows its error's text through i18n.message.
    expect(portico.services.i18n.message(new CheckoutUrlError('javascript:alert(1)').shortMessage)).toBe('プロバイダーが安全でない決済 URL を返しました')
  })

  test('behavior: the token list is the network native currency and its tokens; amount limits follow the payment currency', async () => {
    const portico = setup()
    show(OnRampProvidersView, portico)
    expect([...(screen.getByTestId('onramp-asset') as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['ETH · Ether', 'PUSDC · Portico Coin'])
    expect(screen.getByTestId('onramp-limits').textContent).toBe('From 10 to 7500 USD')
    const localButton = screen.getByTestId('onramp-provider-local') as HTMLButtonElement
    expect(localButton.disabled).toBe(true) // no amount yet
    fireEvent.change(screen.getByTestId('onramp-amount'), { target: { value: '12' } })
    expect(localButton.disabled).toBe(false)
    fireEvent.change(screen.getByTestId('onramp-currency'), { target: { value: 'CAD' } })
    expect(screen.getByTestId('onramp-limits').textContent).toBe('The minimum is 15 CAD')
    expect(localButton.disabled).toBe(true)
    fireEvent.change(screen.getByTestId('onramp-amount'), { target: { value: '10000.01' } })
    expect(screen.getByTestId('onramp-limits').textContent).toBe('The maximum is 10000 CAD')
    fireEvent.change(screen.getByTestId('onramp-amount'), { target: { value: '25.5' } })
    expect(localButton.disabled).toBe(false)
  })

  test('§1 legalCheckbox: when on with terms or privacy URLs, the buy waits for the checkbox', () => {
    const portico = setup({ features: { legalCheckbox: true }, termsConditionsUrl: 'https://dapp.example/terms', privacyPolicyUrl: 'https://dapp.example/privacy' })
    show(OnRampProvidersView, portico)
    fireEvent.change(screen.getByTestId('onramp-amount'), { target: { value: '20' } })
    const localButton = screen.getByTestId('onramp-provider-local') as HTMLButtonElement
    expect(localButton.disabled).toBe(true)
    expect(screen.getByRole('link', { name: 'Terms of Service' }).getAttribute('href')).toBe('https://dapp.example/terms')
    expect(screen.getByRole('link', { name: 'Privacy Policy' }).getAttribute('href')).toBe('https://dapp.example/privacy')
    fireEvent.click(screen.getByTestId('onramp-legal'))
    expect(localButton.disabled).toBe(false)
  })

  test('§1 legalCheckbox: off by default, and not shown without any URL', () => {
    show(OnRampProvidersView, setup())
    expect(screen.queryByTestId('onramp-legal')).toBeNull()
    cleanup()
    show(OnRampProvidersView, setup({ features: { legalCheckbox: true } }))
    expect(screen.queryByTestId('onramp-legal')).toBeNull()
  })

  test('behavior: picking a provider opens the popup within the click, then shows the purchase; the draft survives a return', async () => {
    const portico = setup()
    const popup = { closed: false, opener: window, location: { href: 'about:blank' }, close: vi.fn(), focus: vi.fn() }
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    vi.spyOn(portico.services.balances, 'refresh').mockResolvedValue([balance(5n)])
    const push = vi.spyOn(portico.router, 'push')
    show(OnRampProvidersView, portico)
    fireEvent.change(screen.getByTestId('onramp-amount'), { target: { value: '25' } })
    fireEvent.change(screen.getByTestId('onramp-asset'), { target: { value: PUSDC.address.toLowerCase() } })
    fireEvent.click(screen.getByTestId('onramp-provider-local'))
    // Synchronously, before any await: the popup exists and has lost its opener.
    expect(open).toHaveBeenCalledWith('', '_blank', 'popup=yes,width=480,height=720')
    expect(popup.opener).toBeNull()
    expect(push).toHaveBeenCalledWith(BUY_IN_PROGRESS_VIEW)
    const purchase = onrampInstances.get(portico).purchase
    expect(purchase?.context).toEqual({ address: ADDRESS, network: devnet, asset: { ...PUSDC }, fiatAmount: '25', fiatCurrency: 'USD', countryCode: undefined })
    await waitFor(() => expect(popup.location.href).toBe(`http://127.0.0.1:5173/onramp/checkout?network=eip155%3A31337&asset=${PUSDC.address}&walletAddress=${ADDRESS}&sourceAmount=25&sourceCurrencyCode=USD`))
    purchase?.stop()
    cleanup()
    show(OnRampProvidersView, portico)
    expect((screen.getByTestId('onramp-amount') as HTMLInputElement).value).toBe('25')
    expect((screen.getByTestId('onramp-asset') as HTMLSelectElement).value).toBe(PUSDC.address.toLowerCase())
  })
})

describe('Buy in progress view', () => {
  function inProgress(getUrl: () => Promise<string>) {
    const portico = setup({}, { providers: [{ name: 'ramp', label: 'Ramp', feeRange: '1%', namespaces: ['eip155'], getUrl }] })
    const newPopup = () => ({ closed: false, opener: window as unknown, location: { href: 'about:blank' }, close: vi.fn(function (this: { closed: boolean }) { this.closed = true }), focus: vi.fn() })
    const popup = newPopup()
    vi.spyOn(window, 'open').mockReturnValueOnce(popup as unknown as Window).mockImplementation(() => newPopup() as unknown as Window)
    const refresh = vi.spyOn(portico.services.balances, 'refresh').mockResolvedValue([balance(100n)])
    show(OnRampProvidersView, portico)
    fireEvent.change(screen.getByTestId('onramp-amount'), { target: { value: '30' } })
    fireEvent.click(screen.getByTestId('onramp-provider-ramp'))
    cleanup()
    show(BuyInProgressView, portico)
    return { portico, popup, refresh }
  }

  test('behavior: waiting shows Continue in external window and Copy link; success shows the exact amount received', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const { portico, popup, refresh } = inProgress(async () => 'https://ramp.example/buy')
    await screen.findByText('Complete your purchase in the Ramp window.')
    const writeText = vi.fn(async () => {})
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
    await act(async () => void fireEvent.click(screen.getByTestId('onramp-copy-link')))
    expect(writeText).toHaveBeenCalledWith('https://ramp.example/buy')
    fireEvent.click(screen.getByTestId('onramp-continue'))
    expect(popup.focus).toHaveBeenCalledOnce()
    refresh.mockResolvedValue([balance(100n + 8_250_000_000_000_000n)])
    await act(async () => void (await vi.advanceTimersByTimeAsync(4_000)))
    expect(screen.getByTestId('onramp-received').textContent).toBe('0.00825 ETH arrived in your wallet')
    const reset = vi.spyOn(portico.router, 'reset')
    fireEvent.click(screen.getByRole('button', { name: 'Done' }))
    expect(reset).toHaveBeenCalledWith('Account')
    vi.useRealTimers()
  })

  test('error: Buy failed with the reason, and Try again opens a new popup within the click', async () => {
    let attempts = 0
    inProgress(async () => {
      if (++attempts === 1) throw new Error('Ramp is down')
      return 'https://ramp.example/buy'
    })
    expect(await screen.findByRole('heading', { name: 'Buy failed' })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('Ramp is down')
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(window.open).toHaveBeenCalledTimes(2)
    expect(await screen.findByText('Complete your purchase in the Ramp window.')).toBeTruthy()
  })

  test('behavior: a closed popup returns to the providers', async () => {
    const { portico, popup } = inProgress(async () => 'https://ramp.example/buy')
    await screen.findByText('Complete your purchase in the Ramp window.')
    const goBack = vi.spyOn(portico.router, 'goBack')
    popup.closed = true
    await waitFor(() => expect(goBack).toHaveBeenCalledOnce())
  })
})
