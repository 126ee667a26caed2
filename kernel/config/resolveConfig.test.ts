import { describe, expect, test } from 'vitest'
import { base, bsc, mainnet, solana } from '../networks'
import { definePlugin } from '../plugin'
import { ConfigError, resolveConfig } from './resolveConfig'
import type { PorticoConfig } from './types'

const minimal: PorticoConfig = { networks: [mainnet] }
const errorOf = (input: unknown) => {
  try {
    resolveConfig(input as PorticoConfig)
  } catch (error) {
    return error as ConfigError
  }
  throw new Error('expected a ConfigError')
}

describe('§1 default features', () => {
  test('default: swaps, onramp, receive, send, email, emailShowWallets, history, analytics, allWallets on', () => {
    const { features } = resolveConfig(minimal)
    for (const flag of ['swaps', 'onramp', 'receive', 'send', 'email', 'emailShowWallets', 'history', 'analytics', 'allWallets'] as const)
      expect(features[flag], flag).toBe(true)
  })
  test('default: legalCheckbox, smartSessions, collapseWallets off', () => {
    const { features } = resolveConfig(minimal)
    expect([features.legalCheckbox, features.smartSessions, features.collapseWallets]).toEqual([false, false, false])
  })
  test('args: a flag set to false stays false, the others keep their defaults', () => {
    const { features } = resolveConfig({ ...minimal, features: { swaps: false } })
    expect(features.swaps).toBe(false)
    expect(features.onramp).toBe(true)
  })
  test('default: wallet connect, guide, wallets, EIP-6963, network switch, auth logger on unless false', () => {
    const config = resolveConfig(minimal)
    expect([config.enableWalletConnect, config.enableWalletGuide, config.enableWallets, config.enableEIP6963, config.enableNetworkSwitch, config.enableAuthLogger]).toEqual([true, true, true, true, true, true])
    expect(resolveConfig({ ...minimal, enableEIP6963: false }).enableEIP6963).toBe(false)
  })
})

describe('§2 and §9 defaults', () => {
  test('default: connector order walletConnect, recent, injected, featured, custom, external, recommended', () => {
    expect(resolveConfig(minimal).connectorTypeOrder).toEqual(['walletConnect', 'recent', 'injected', 'featured', 'custom', 'external', 'recommended'])
  })
  test('default: wallet feature order onramp, swaps, receive, send', () => {
    expect(resolveConfig(minimal).walletFeaturesOrder).toEqual(['onramp', 'swaps', 'receive', 'send'])
  })
  test('default: socials google, x, discord, farcaster, github, apple, facebook', () => {
    expect(resolveConfig(minimal).features.socials).toEqual(['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'])
  })
  test('default: theme mode dark, log level error, storage prefix wagmi in local storage', () => {
    const config = resolveConfig(minimal)
    expect(config.themeMode).toBe('dark')
    expect(config.logLevel).toBe('error')
    expect(config.storage).toEqual({ type: 'local', prefix: 'wagmi' })
  })
  test('default: no connect-method order set, so the detection rule decides', () => {
    expect(resolveConfig(minimal).features.connectMethodsOrder).toBeUndefined()
  })
  test('default: chain 1 is the default network when listed and none is named', () => {
    expect(resolveConfig({ networks: [base, mainnet] }).defaultNetwork.caipNetworkId).toBe('eip155:1')
    expect(resolveConfig({ networks: [bsc, base] }).defaultNetwork.caipNetworkId).toBe('eip155:56')
    expect(resolveConfig({ networks: [base, mainnet], defaultNetwork: base }).defaultNetwork.caipNetworkId).toBe('eip155:8453')
  })
  test('default: embedded mode and disable-append off', () => {
    const config = resolveConfig(minimal)
    expect([config.embedded, config.disableAppend]).toEqual([false, false])
  })
})

describe('§1 and §5 config errors', () => {
  test('error: siweConfig and siwx together', () => {
    // Checked before the shapes (the spec's text wins even for half-built configs).
    expect(() => resolveConfig({ ...minimal, siweConfig: {} as never, siwx: {} as never })).toThrowError('Cannot set both `siweConfig` and `siwx` options')
  })
  test('error: a missing field reads Required and names it', () => {
    const error = errorOf({})
    expect(error).toBeInstanceOf(ConfigError)
    expect(error.path).toBe('networks')
    expect(error.shortMessage).toBe('networks: Required')
  })
  test('error: a wrong type reads Expected X, received Y', () => {
    expect(errorOf({ ...minimal, projectId: 42 }).shortMessage).toBe('projectId: Expected string, received number')
    expect(errorOf({ ...minimal, features: { swaps: 'yes' } }).shortMessage).toBe('features.swaps: Expected boolean, received string')
  })
  test('error: a bad value reads Invalid input', () => {
    expect(errorOf({ ...minimal, themeMode: 'purple' }).shortMessage).toBe('themeMode: Invalid input')
    expect(errorOf({ ...minimal, connectorTypeOrder: ['recent', 'recent'] }).shortMessage).toBe('connectorTypeOrder: Invalid input')
  })
  test('error: a network field is named by its path', () => {
    const broken = { ...mainnet, nativeCurrency: { ...mainnet.nativeCurrency, decimals: '18' } }
    expect(errorOf({ networks: [broken] }).shortMessage).toBe('networks.0.nativeCurrency.decimals: Expected number, received string')
  })
  test('error: a default network that is not listed', () => {
    expect(errorOf({ networks: [mainnet], defaultNetwork: solana }).path).toBe('defaultNetwork')
  })
  test('error: a plugin without id or apply', () => {
    expect(errorOf({ ...minimal, plugins: [{ id: 'x' }] }).path).toBe('plugins.0')
  })
  test('§1 legalCheckbox: terms and privacy URLs are kept; only http(s) pages are accepted', () => {
    const config = resolveConfig({ ...minimal, termsConditionsUrl: 'https://dapp.example/terms', privacyPolicyUrl: 'https://dapp.example/privacy' })
    expect([config.termsConditionsUrl, config.privacyPolicyUrl]).toEqual(['https://dapp.example/terms', 'https://dapp.example/privacy'])
    expect(resolveConfig(minimal).termsConditionsUrl).toBeUndefined()
    expect(errorOf({ ...minimal, termsConditionsUrl: 'javascript:alert(1)' }).shortMessage).toBe('termsConditionsUrl: Invalid input')
    expect(errorOf({ ...minimal, privacyPolicyUrl: 'not a url' }).shortMessage).toBe('privacyPolicyUrl: Invalid input')
  })
  test('behavior: the input is not mutated and plugins are kept as given', () => {
    const plugin = definePlugin({ id: 'p', apply() {} })
    const input: PorticoConfig = { networks: [mainnet], plugins: [plugin] }
    const frozen = structuredClone({ networks: input.networks })
    const config = resolveConfig(input)
    expect(config.plugins[0]).toBe(plugin)
    expect({ networks: input.networks }).toEqual(frozen)
    expect(input.features).toBeUndefined()
  })
})
