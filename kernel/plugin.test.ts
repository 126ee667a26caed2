import { describe, expect, test } from 'vitest'
import { createPortico } from './createPortico'
import { mainnet } from './networks'
import { createPluginHooks, definePlugin } from './plugin'
import { createKernelHooks } from './hooks'

const chain = () => definePlugin({ id: 'chain-test', apply: ({ hooks }) => hooks.validateAddress.for('eip155').tap(() => true) })

describe('plugins', () => {
  test('behavior: a required plugin is installed first, once, and stays when its dependant is uninstalled', () => {
    const a = definePlugin({ id: 'a', requires: [chain()], apply() {} })
    const b = definePlugin({ id: 'b', requires: [chain()], apply() {} })
    const portico = createPortico({ networks: [mainnet], plugins: [a, b] })
    expect(portico.plugins()).toEqual(['chain-test', 'a', 'b'])
    portico.uninstall('a')
    expect(portico.plugins()).toEqual(['chain-test', 'b'])
    expect(portico._internal.hooks.validateAddress.for('eip155').call('x')).toBe(true)
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
