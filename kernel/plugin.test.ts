import { describe, expect, test } from 'vitest'
import { createPortico } from './createPortico'
import { mainnet } from './networks'
import { createPluginHooks, definePlugin } from './plugin'
import { createKernelHooks } from './hooks'

const chain = () => definePlugin({ id: 'chain-test', apply: ({ hooks }) => hooks.validateAddress.for('eip155').tapPromise(async () => true) })

describe('plugins', () => {
  test('behavior: a required plugin is installed first, once, and stays when its dependant is uninstalled', async () => {
    const a = definePlugin({ id: 'a', requires: [chain()], apply() {} })
    const b = definePlugin({ id: 'b', requires: [chain()], apply() {} })
    const portico = createPortico({ networks: [mainnet], plugins: [a, b] })
    expect(portico.plugins()).toEqual(['chain-test', 'a', 'b'])
    portico.uninstall('a')
    expect(portico.plugins()).toEqual(['chain-test', 'b'])
    await expect(portico._internal.hooks.validateAddress.for('eip155').promise('x')).resolves.toBe(true)
    portico.destroy()
  })

  test('behavior: a plugin left out by its feature flag brings none of its requirements', () => {
    const send = definePlugin({ id: 'send-x', feature: 'send', requires: [chain()], apply() {} })
    const portico = createPortico({ networks: [mainnet], plugins: [send], features: { send: false } })
    expect(portico.plugins()).toEqual([])
    portico.destroy()
  })

  test('behavior: per-namespace hooks are tapped with .for(namespace); every tap carries the plugin id; none can be called', () => {
    const hooks = createKernelHooks()
    const facade = createPluginHooks(hooks, 'p')
    facade.fetchBalances.for('solana').tapPromise(async () => undefined)
    facade.estimateFee.for('eip155').tapPromise(async () => undefined)
    expect(hooks.fetchBalances.for('solana').taps.map((t) => t.name)).toEqual(['p'])
    expect(hooks.estimateFee.for('eip155').taps.map((t) => t.name)).toEqual(['p'])
    expect('call' in facade.validateAddress.for('eip155')).toBe(false)
    expect('promise' in facade.send.for('eip155')).toBe(false)
  })
})

describe('the plugin context', () => {
  test('behavior: a plugin gets a narrow context, never the instance: no install, uninstall, destroy or _internal', () => {
    let keys: string[] = []
    const peek = definePlugin({ id: 'peek', apply: (context) => void (keys = Object.keys(context).sort()) })
    const portico = createPortico({ networks: [mainnet], plugins: [peek] })
    expect(keys).toEqual(['approvals', 'close', 'config', 'connection', 'hooks', 'id', 'open', 'router', 'services', 'store'])
    portico.destroy()
  })

  test('behavior: the context\'s close asks beforeClose', () => {
    let close: () => boolean = () => true
    const lock = definePlugin({ id: 'lock', apply: (context) => ((close = context.close), context.hooks.beforeClose.tap(() => false)) })
    const portico = createPortico({ networks: [mainnet], plugins: [lock] })
    portico.open()
    expect(close()).toBe(false)
    expect(portico.getState().modal.open).toBe(true)
    portico.destroy()
  })
})

describe('contributions', () => {
  test('behavior: views read memoised contributions: the same array until a plugin is installed or removed', () => {
    const feature = (view: string) => definePlugin({ id: view, apply: ({ hooks }) => hooks.accountFeatures.tap((features) => [...features, { feature: 'receive', label: view, view }]) })
    const portico = createPortico({ networks: [mainnet], plugins: [feature('A')] })
    const { contributions } = portico._internal
    const first = contributions.accountFeatures()
    expect(contributions.accountFeatures()).toBe(first)
    expect(portico.views()).toBe(portico.views())
    portico.install(feature('B'))
    expect(contributions.accountFeatures().map((f) => f.view)).toEqual(['A', 'B'])
    portico.uninstall('A')
    expect(contributions.accountFeatures().map((f) => f.view)).toEqual(['B'])
    const theme = portico.getState().theme
    expect(contributions.styles(theme)).toBe(contributions.styles(theme))
    portico.destroy()
  })
})
