import { describe, expect, test, vi } from 'vitest'
import { arbitrum, base, bsc, defineNetwork, mainnet, optimism, polygon, solana, type CaipNetwork } from 'portico'
import { CheckoutUrlError, OnrampUnavailableError, SessionTokenError } from '../errors'
import { checkCheckoutUrl } from '../checkCheckoutUrl'
import type { OnrampContext } from '../types'
import { coinbase, COINBASE_NEEDS_SESSION_TOKEN } from './coinbase'
import { COINBASE_FALLBACK_CHAIN, COINBASE_PAY_CHAINS, coinbaseNetwork } from './coinbaseUrl'
import { localOnramp } from './localOnramp'
import { MELD_CHAINS, meld, MELD_NEEDS_PUBLIC_KEY } from './meld'
import { MELD_CHAIN_CODES, meldCurrencyCode } from './meldUrl'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const USDC = { symbol: 'USDC', name: 'USD Coin', decimals: 6, address: '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48' }
const context = (patch: Partial<OnrampContext> = {}): OnrampContext => ({ address: ADDRESS, network: mainnet, asset: USDC, fiatAmount: '100', fiatCurrency: 'USD', ...patch })
const evm = (id: number) => defineNetwork({ chainNamespace: 'eip155', id, name: `Chain ${id}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['https://rpc.example'] } } })

describe('§9 Coinbase', () => {
  test('default: EVM only, fee 1-2%, presets for USD, CAD, GBP, EUR; unavailable without the host session-token hook', () => {
    expect(coinbase()).toMatchObject({ name: 'coinbase', label: 'Coinbase', feeRange: '1-2%', namespaces: ['eip155'], fiatCurrencies: ['USD', 'CAD', 'GBP', 'EUR'], unavailable: COINBASE_NEEDS_SESSION_TOKEN })
    expect(coinbase({ getSessionToken: async () => 't' }).unavailable).toBeUndefined()
  })

  test('§9 pay chains: ethereum, arbitrum, polygon, berachain, avalanche-c-chain, optimism, celo, base; fallback ethereum', () => {
    expect(Object.values(COINBASE_PAY_CHAINS).sort()).toEqual(['arbitrum', 'avalanche-c-chain', 'base', 'berachain', 'celo', 'ethereum', 'optimism', 'polygon'])
    expect(COINBASE_FALLBACK_CHAIN).toBe('ethereum')
    expect([mainnet, arbitrum, polygon, evm(80094), evm(43114), optimism, evm(42220), base].map(coinbaseNetwork)).toEqual([
      'ethereum', 'arbitrum', 'polygon', 'berachain', 'avalanche-c-chain', 'optimism', 'celo', 'base',
    ])
    expect([bsc, evm(31337), solana as CaipNetwork].map(coinbaseNetwork)).toEqual(['ethereum', 'ethereum', 'ethereum'])
  })

  test('args: the URL is the session-token checkout with exactly the documented parameters (no appId, no addresses)', async () => {
    const getSessionToken = vi.fn(async () => 'ZWJjZGVm/+=')
    const url = await coinbase({ getSessionToken }).getUrl(context({ network: base, fiatAmount: '25.5' }))
    expect(url).toBe('https://pay.coinbase.com/buy/select-asset?sessionToken=ZWJjZGVm%2F%2B%3D&defaultNetwork=base&defaultAsset=USDC&presetFiatAmount=25.5&fiatCurrency=USD&defaultExperience=buy')
    expect(getSessionToken).toHaveBeenCalledWith({ ...context({ network: base, fiatAmount: '25.5' }), blockchain: 'base' })
  })

  test('behavior: a fresh token per checkout (single use, 5 minutes)', async () => {
    let n = 0
    const provider = coinbase({ getSessionToken: async () => `token-${++n}` })
    const first = new URL(await provider.getUrl(context()))
    const second = new URL(await provider.getUrl(context()))
    expect([first.searchParams.get('sessionToken'), second.searchParams.get('sessionToken')]).toEqual(['token-1', 'token-2'])
  })

  test('error: no hook, a failing hook, or an empty token never gives a link', async () => {
    await expect(coinbase().getUrl(context())).rejects.toBeInstanceOf(OnrampUnavailableError)
    const failing = coinbase({ getSessionToken: async () => Promise.reject(new Error('401')) })
    await expect(failing.getUrl(context())).rejects.toMatchObject({ name: 'SessionTokenError', shortMessage: 'Coinbase session token missing' })
    await expect(coinbase({ getSessionToken: async () => ' ' }).getUrl(context())).rejects.toBeInstanceOf(SessionTokenError)
    await expect(coinbase({ getSessionToken: async () => 42 as unknown as string }).getUrl(context())).rejects.toBeInstanceOf(SessionTokenError)
  })
})

describe('§9 Meld', () => {
  test('default: EVM and Solana, fee 1-2%; unavailable without the host public key', () => {
    expect(meld()).toMatchObject({ name: 'meld', label: 'Meld.io', feeRange: '1-2%', namespaces: ['eip155', 'solana'], unavailable: MELD_NEEDS_PUBLIC_KEY })
    expect(meld({ publicKey: 'pk' }).unavailable).toBeUndefined()
    expect([...MELD_CHAINS].sort()).toEqual(Object.keys(MELD_CHAIN_CODES).sort())
  })

  test('args: destinationCurrencyCode is SYMBOL_CHAIN (USDC_ETHEREUM, SOL_SOLANA, ETH_BASE)', () => {
    expect(meldCurrencyCode(USDC, mainnet)).toBe('USDC_ETHEREUM')
    expect(meldCurrencyCode({ symbol: 'SOL', name: 'Solana', decimals: 9 }, solana)).toBe('SOL_SOLANA')
    expect(meldCurrencyCode({ symbol: 'eth', name: 'Ether', decimals: 18 }, base)).toBe('ETH_BASE')
    expect(meldCurrencyCode(USDC, evm(31337))).toBeUndefined()
    expect(meldCurrencyCode({ symbol: 'US DC', name: 'x', decimals: 6 }, mainnet)).toBeUndefined()
  })

  test('args: the widget URL carries exactly the documented parameters, in order', async () => {
    const url = await meld({ publicKey: 'WX:25B' }).getUrl(context({ countryCode: 'US' }))
    expect(url).toBe(`https://meldcrypto.com/?publicKey=WX%3A25B&destinationCurrencyCode=USDC_ETHEREUM&walletAddress=${ADDRESS}&sourceAmount=100&sourceCurrencyCode=USD&countryCode=US&transactionType=BUY`)
    const solanaUrl = new URL(await meld({ publicKey: 'pk', baseUrl: 'https://sb.meldcrypto.com' }).getUrl(context({ network: solana, asset: { symbol: 'SOL', name: 'Solana', decimals: 9 }, address: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin', fiatAmount: '50', fiatCurrency: 'EUR' })))
    expect(solanaUrl.origin).toBe('https://sb.meldcrypto.com')
    expect([...solanaUrl.searchParams]).toEqual([
      ['publicKey', 'pk'], ['destinationCurrencyCode', 'SOL_SOLANA'], ['walletAddress', '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin'], ['sourceAmount', '50'], ['sourceCurrencyCode', 'EUR'], ['transactionType', 'BUY'],
    ])
  })

  test('error: no key, an unsupported network or an unsafe widget origin', async () => {
    await expect(meld().getUrl(context())).rejects.toMatchObject({ shortMessage: MELD_NEEDS_PUBLIC_KEY })
    await expect(meld({ publicKey: 'pk' }).getUrl(context({ network: evm(31337), asset: { symbol: 'ETH', name: 'Ether', decimals: 18 } }))).rejects.toMatchObject({ shortMessage: 'Meld does not sell ETH on Chain 31337' })
    await expect(meld({ publicKey: 'pk', baseUrl: 'http://meld.example' }).getUrl(context())).rejects.toBeInstanceOf(CheckoutUrlError)
  })
})

describe('local checkout', () => {
  test('args: network, asset (token or native), walletAddress, sourceAmount, sourceCurrencyCode', async () => {
    const provider = localOnramp({ checkoutUrl: 'http://127.0.0.1:5173/onramp/checkout', chains: ['eip155:31337'] })
    expect(provider).toMatchObject({ name: 'local', feeRange: '1%', namespaces: ['eip155'], chains: ['eip155:31337'] })
    const devnet = evm(31337)
    expect(await provider.getUrl(context({ network: devnet, asset: { symbol: 'ETH', name: 'Ether', decimals: 18 }, fiatAmount: '25' }))).toBe(
      `http://127.0.0.1:5173/onramp/checkout?network=eip155%3A31337&asset=native&walletAddress=${ADDRESS}&sourceAmount=25&sourceCurrencyCode=USD`,
    )
    expect(new URL(await provider.getUrl(context({ network: devnet }))).searchParams.get('asset')).toBe(USDC.address)
  })
})

describe('checkout URLs', () => {
  test('behavior: https anywhere, http only on a local host', () => {
    expect(checkCheckoutUrl('https://pay.coinbase.com/buy/select-asset?x=1')).toBe('https://pay.coinbase.com/buy/select-asset?x=1')
    expect(checkCheckoutUrl('http://localhost:5173/onramp/checkout')).toBe('http://localhost:5173/onramp/checkout')
    expect(checkCheckoutUrl('http://127.0.0.1:1/c')).toBe('http://127.0.0.1:1/c')
  })
  test('error: javascript:, data:, plain http and non-URLs are refused', () => {
    for (const url of ['javascript:alert(1)', 'data:text/html,<script>', 'http://ramp.example/buy', 'not a url', '']) expect(() => checkCheckoutUrl(url)).toThrow(CheckoutUrlError)
    expect(() => checkCheckoutUrl('javascript:alert(1)')).toThrowErrorMatchingInlineSnapshot(`
      [CheckoutUrlError: The provider returned an unsafe checkout URL
      Details: javascript:alert(1)]
    `)
  })
})
