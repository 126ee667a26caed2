import { createSlice } from '@reduxjs/toolkit'
import { describe, expect, test, vi } from 'vitest'
import { createPortico } from './createPortico'
import { STAGE_REPORT, STAGE_VALIDATE, type SendRequest } from './hooks'
import { mainnet, solana } from './networks'
import { definePlugin } from './plugin'

const request = (namespace: SendRequest['namespace'] = 'eip155'): SendRequest => ({
  namespace,
  network: mainnet,
  from: 'eip155:1:0x0000000000000000000000000000000000000001',
  to: '0x0000000000000000000000000000000000000002',
  amount: 10n,
  decimals: 18,
})

const counterSlice = createSlice({
  name: 'counter',
  reducerPath: 'counter',
  initialState: { count: 0 },
  reducers: { increment: (state) => void (state.count += 1) },
})

describe('instances', () => {
  test('behavior: two instances share no state', () => {
    const a = createPortico({ networks: [mainnet] })
    const b = createPortico({ networks: [mainnet] })
    a.open()
    a.router.push('AllWallets')
    expect(b.getState().modal.open).toBe(false)
    expect(b.getState().router.history).toEqual([{ view: 'Connect' }])
  })
  test('behavior: a plugin installed in one instance affects nothing else', () => {
    const plugin = definePlugin({ id: 'counter', slice: counterSlice, views: { Counter: { load: async () => ({ default: () => null }) } }, apply() {} })
    const a = createPortico({ networks: [mainnet], plugins: [plugin] })
    const b = createPortico({ networks: [mainnet] })
    a.store.dispatch(counterSlice.actions.increment())
    expect((a.getState() as { counter?: { count: number } }).counter).toEqual({ count: 1 })
    expect('counter' in b.getState()).toBe(false)
    expect(Object.keys(a.views())).toEqual(['Counter'])
    expect(b.views()).toEqual({})
  })
})

describe('plugins', () => {
  test('behavior: uninstall removes taps, views and slice state and runs the teardown', async () => {
    const teardown = vi.fn()
    const plugin = definePlugin({
      id: 'counter',
      slice: counterSlice,
      views: { Counter: { load: async () => ({ default: () => null }) } },
      apply({ hooks }) {
        hooks.send.for('eip155').tapPromise(async () => ({ hash: '0xabc' }))
        return teardown
      },
    })
    const portico = createPortico({ networks: [mainnet], plugins: [plugin] })
    portico.store.dispatch(counterSlice.actions.increment())
    await expect(portico.send(request())).resolves.toEqual({ hash: '0xabc' })
    portico.uninstall('counter')
    expect(teardown).toHaveBeenCalledOnce()
    expect(portico.views()).toEqual({})
    expect(portico.plugins()).toEqual([])
    expect((portico.getState() as { counter?: { count: number } }).counter).toEqual({ count: 0 })
    await expect(portico.send(request())).rejects.toThrowError('Unsupported chain')
  })
  test('error: installing the same id twice', () => {
    const plugin = definePlugin({ id: 'twice', apply() {} })
    const portico = createPortico({ networks: [mainnet], plugins: [plugin] })
    expect(() => portico.install(plugin)).toThrowError("Plugin 'twice' is already installed")
  })
  test('§1 behavior: a plugin whose feature is switched off is left out', () => {
    const apply = vi.fn()
    const portico = createPortico({ networks: [mainnet], features: { swaps: false }, plugins: [definePlugin({ id: 'swap', feature: 'swaps', apply })] })
    expect(apply).not.toHaveBeenCalled()
    expect(portico.plugins()).toEqual([])
  })
  test('error: a failing apply leaves no tap behind', async () => {
    const plugin = definePlugin({
      id: 'broken',
      apply({ hooks }) {
        hooks.send.for('eip155').tapPromise(async () => ({ hash: '0x1' }))
        throw new Error('boom')
      },
    })
    const portico = createPortico({ networks: [mainnet] })
    expect(() => portico.install(plugin)).toThrowError("Plugin 'broken' failed to install")
    await expect(portico.send(request())).rejects.toThrowError('Unsupported chain')
  })
  test('behavior: plugin hooks are tap-only facades', () => {
    let seen: object | undefined
    createPortico({ networks: [mainnet], plugins: [definePlugin({ id: 'peek', apply: ({ hooks }) => void (seen = hooks.beforeSend) })] })
    expect(Object.keys(seen ?? {}).sort()).toEqual(['tap', 'tapPromise'])
  })
})

describe('§4 send dispatch', () => {
  test('error: no tap for the namespace -> Unsupported chain', async () => {
    const portico = createPortico({ networks: [mainnet, solana] })
    await expect(portico.send(request('bip122'))).rejects.toThrowError('Unsupported chain')
  })
  test('behavior: every send first moves the view to Account', async () => {
    const portico = createPortico({ networks: [mainnet] })
    portico.router.push('WalletSend')
    await expect(portico.send(request())).rejects.toThrow()
    expect(portico.getState().router.history).toEqual([{ view: 'Account' }])
  })
  test('behavior: beforeSend taps run by stage and thread the request to the namespace tap', async () => {
    const order: string[] = []
    const plugin = definePlugin({
      id: 'sender',
      apply({ hooks }) {
        hooks.beforeSend.tapPromise(async (r) => (order.push('report'), r), { stage: STAGE_REPORT })
        hooks.beforeSend.tapPromise(async (r) => (order.push('validate'), { ...r, gasPrice: 7n }), { stage: STAGE_VALIDATE })
        hooks.send.for('eip155').tapPromise(async (r) => ({ hash: `gas:${r.gasPrice}` }))
        hooks.send.for('solana').tapPromise(async () => ({ hash: 'sol' }))
      },
    })
    const portico = createPortico({ networks: [mainnet], plugins: [plugin] })
    await expect(portico.send(request())).resolves.toEqual({ hash: 'gas:7' })
    expect(order).toEqual(['validate', 'report'])
  })
})

describe('§5 onRpcRequest', () => {
  test('error: a rejecting tap -> Requested RPC call is not allowed', async () => {
    const plugin = definePlugin({
      id: 'allowlist',
      apply: ({ hooks }) => hooks.onRpcRequest.tapPromise(async (r) => (r.method === 'eth_sign' ? { action: 'reject', message: 'not safe' } : undefined)),
    })
    const portico = createPortico({ networks: [mainnet], plugins: [plugin] })
    const base = { namespace: 'eip155' as const, connectorId: 'x', params: [] }
    await expect(portico.authorizeRequest({ ...base, method: 'eth_sign' })).rejects.toThrowError('Requested RPC call is not allowed')
    await expect(portico.authorizeRequest({ ...base, method: 'eth_chainId' })).resolves.toBeUndefined()
  })
})

describe('§7 analytics', () => {
  test('behavior: events reach the host sink through the analytics hook', () => {
    const sink = vi.fn()
    const tapped: string[] = []
    const plugin = definePlugin({ id: 'spy', apply: ({ hooks }) => hooks.analytics.tap((e) => void tapped.push(e.event)) })
    const portico = createPortico({ networks: [mainnet], onAnalyticsEvent: sink, plugins: [plugin] })
    portico.open()
    expect(sink.mock.calls.map(([e]) => e.event)).toEqual(['INITIALIZE', 'MODAL_OPEN'])
    expect(tapped).toEqual(['INITIALIZE', 'MODAL_OPEN'])
  })
  test('behavior: none at all when features.analytics is false, start-up included', () => {
    const sink = vi.fn()
    const tap = vi.fn()
    const plugin = definePlugin({ id: 'spy', apply: ({ hooks }) => hooks.analytics.tap(tap) })
    const portico = createPortico({ networks: [mainnet], features: { analytics: false }, onAnalyticsEvent: sink, plugins: [plugin] })
    portico.open()
    portico.services.analytics.track('SEND_SUCCESS')
    expect(sink).not.toHaveBeenCalled()
    expect(tap).not.toHaveBeenCalled()
  })
  test('behavior: a throwing sink is logged, never thrown', () => {
    const portico = createPortico({ networks: [mainnet], logLevel: 'silent', onAnalyticsEvent: () => { throw new Error('sink down') } })
    expect(() => portico.open()).not.toThrow()
    expect(portico.getState().modal.open).toBe(true)
  })
})

describe('§3 theme', () => {
  test('default: dark, switchable at run time', () => {
    const portico = createPortico({ networks: [mainnet] })
    expect(portico.getState().theme.themeMode).toBe('dark')
    portico.setThemeMode('light')
    expect(portico.getState().theme.themeMode).toBe('light')
  })
})

describe('§4 modal closing', () => {
  test('behavior: a beforeClose tap returning false keeps the modal open', () => {
    let locked = true
    const plugin = definePlugin({ id: 'lock', apply: ({ hooks }) => hooks.beforeClose.tap((view) => (locked && view?.view === 'SIWXSignMessage' ? false : undefined)) })
    const portico = createPortico({ networks: [mainnet], plugins: [plugin] })
    portico.open({ view: 'SIWXSignMessage' })
    expect(portico.close()).toBe(false)
    expect(portico.getState().modal.open).toBe(true)
    locked = false
    expect(portico.close()).toBe(true)
    expect(portico.getState().modal.open).toBe(false)
  })
})
