// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createPortico, createStorageAccess, mainnet, PluginError, type Portico } from 'portico'
import emailAuth, { AUTH_CONNECTOR_ID, classifyRpcMethod, getEmailAuthController, loadEmailAuthController, needsApproval } from './index'
import { FRAME_CHANNEL } from './protocol'

const FRAME_URL = 'http://localhost:4444/frame'
let portico: Portico | undefined
const make = (plugin = emailAuth({ frameUrl: FRAME_URL }), withProject = true) => {
  portico = createPortico({ networks: [mainnet], ...(withProject ? { projectId: 'demo' } : {}), storage: { type: 'memory' }, plugins: [plugin] })
  return portico
}
afterEach(() => {
  portico?.destroy()
  portico = undefined
  vi.useRealTimers()
  document.body.innerHTML = ''
})

describe('email-auth plugin', () => {
  test('default: contributes the email connect method, its views and the AUTH connector', async () => {
    const instance = make()
    expect(instance._internal.hooks.connectMethods.call([])).toEqual([{ method: 'email', view: 'EmailLogin', fallback: expect.any(Function) }])
    expect(Object.keys(instance.views())).toEqual(expect.arrayContaining(['EmailLogin', 'EmailVerifyOtp', 'EmailVerifyDevice', 'UpdateEmailWallet', 'AccountSettings', 'ApproveTransaction']))
    await vi.waitFor(() => expect(instance.getState().connectors.list.map((c) => c.id)).toContain(AUTH_CONNECTOR_ID))
    expect(instance.getState().connectors.list.find((c) => c.id === AUTH_CONNECTOR_ID)?.type).toBe('AUTH')
  })

  test('behavior: uninstall leaves no tap, connector, view or state behind', async () => {
    const instance = make()
    await vi.waitFor(() => expect(instance.getState().connectors.list.map((c) => c.id)).toContain(AUTH_CONNECTOR_ID))
    instance.uninstall('email-auth')
    expect(instance._internal.hooks.connectMethods.call([])).toEqual([])
    expect(instance.views().EmailLogin).toBeUndefined()
    expect(instance.getState().connectors.list.map((c) => c.id)).not.toContain(AUTH_CONNECTOR_ID)
    expect(instance.getState()['email-auth']).toEqual({ email: undefined, user: undefined, approvalPending: false })
    expect(() => getEmailAuthController(instance)).toThrow('not installed')
  })

  test('behavior: features.email false leaves the plugin out', () => {
    portico = createPortico({ networks: [mainnet], projectId: 'demo', features: { email: false }, plugins: [emailAuth({ frameUrl: FRAME_URL })] })
    expect(portico.plugins()).toEqual([])
  })

  test("error: bad options and a missing project id are refused and change nothing", () => {
    expect(() => emailAuth({ frameUrl: 'http://wallet.example/frame' })).toThrow('frameUrl must be an https URL')
    expect(() => emailAuth({ frameUrl: 'not a url' })).toThrow('frameUrl')
    let caught: unknown
    try {
      make(emailAuth({ frameUrl: FRAME_URL }), false)
    } catch (error) {
      caught = error
    }
    expect(caught).toBeInstanceOf(PluginError)
    expect((caught as PluginError).cause).toMatchObject({ shortMessage: 'Project ID Not Configured' })
  })

  test("§5 validation: a sign-in within 30 s of the last is refused with 'Please try again after {n} seconds', before any frame request", async () => {
    const instance = make()
    createStorageAccess(instance.services.storage).lastEmailLoginTime.set(Date.now() - 10_000)
    await expect((await loadEmailAuthController(instance)).submitEmail('ada@example.com')).rejects.toMatchObject({ shortMessage: expect.stringMatching(/^Please try again after (20|19) seconds$/) })
    expect(document.querySelector('iframe[data-portico-embedded-wallet]')).toBeNull()
  })

  test("§8 behavior: an unknown method on the email wallet is rejected; 'Action not allowed' shows ~300 ms later", async () => {
    vi.useFakeTimers()
    const instance = make()
    const decision = instance._internal.hooks.onRpcRequest.promise({ namespace: 'eip155', connectorId: AUTH_CONNECTOR_ID, method: 'eth_sign', params: [] })
    await expect(decision).resolves.toMatchObject({ action: 'reject' })
    expect(instance.getState().modal.open).toBe(true)
    expect(instance.getState().toast.open).toBe(false)
    await vi.advanceTimersByTimeAsync(300)
    expect(instance.getState().toast).toMatchObject({ open: true, message: 'Action not allowed', variant: 'error' })
    await expect(instance.authorizeRequest({ namespace: 'eip155', connectorId: AUTH_CONNECTOR_ID, method: 'eth_sign', params: [] })).rejects.toMatchObject({ shortMessage: 'Requested RPC call is not allowed' })
    // Other connectors and allowed methods are not this plugin's to judge.
    await expect(instance._internal.hooks.onRpcRequest.promise({ namespace: 'eip155', connectorId: 'io.metamask', method: 'eth_sign', params: [] })).resolves.toBeUndefined()
    await expect(instance._internal.hooks.onRpcRequest.promise({ namespace: 'eip155', connectorId: AUTH_CONNECTOR_ID, method: 'personal_sign', params: [] })).resolves.toBeUndefined()
  })

  test("issue 21: the frame URL carries the modal's locale; portico.setLocale() reaches the loaded frame as SET_LOCALE, without a reload", async () => {
    vi.useFakeTimers()
    portico = createPortico({ networks: [mainnet], projectId: 'demo', storage: { type: 'memory' }, locale: 'ja', plugins: [emailAuth({ frameUrl: FRAME_URL })] })
    const controller = await loadEmailAuthController(portico)
    // The instance switches to ja once its catalogues loaded (a frame made earlier gets SET_LOCALE then).
    await vi.waitFor(() => expect(portico?.services.i18n.locale).toBe('ja'))
    controller.preload()
    const iframe = document.querySelector('iframe[data-portico-embedded-wallet]') as HTMLIFrameElement
    const src = iframe.src
    expect(new URL(src).searchParams.get('locale')).toBe('ja')
    // The frame's side: it answers every request at once, from its window and origin.
    const frame = iframe.contentWindow as Window
    const fromFrame = (data: object) => window.dispatchEvent(new MessageEvent('message', { data: { channel: FRAME_CHANNEL, ...data }, origin: new URL(FRAME_URL).origin, source: frame }))
    const answers: Record<string, object> = { GET_SMART_ACCOUNT_ENABLED_NETWORKS: { smartAccountEnabledNetworks: [] } }
    const asked: { type: string; payload: unknown }[] = []
    vi.spyOn(frame, 'postMessage').mockImplementation(((message: { id: string; type: string; payload: unknown }) => {
      asked.push({ type: message.type, payload: message.payload })
      queueMicrotask(() => fromFrame({ kind: 'response', id: message.id, ok: true, payload: answers[message.type] ?? {} }))
    }) as never)
    fromFrame({ kind: 'event', type: 'READY', payload: { version: '4' } })
    await vi.advanceTimersByTimeAsync(500)
    await vi.waitFor(() => expect(asked.map((message) => message.type)).toContain('GET_SMART_ACCOUNT_ENABLED_NETWORKS'))
    expect(asked.map((message) => message.type)).not.toContain('SET_LOCALE')

    await portico.setLocale('ar')
    await vi.waitFor(() => expect(asked).toContainEqual({ type: 'SET_LOCALE', payload: { locale: 'ar' } }))
    expect(iframe.src).toBe(src)
  })

  test('§7 behavior: the allowed-methods list classifies safe, unsafe and unknown methods', () => {
    expect(classifyRpcMethod('eth_call')).toBe('safe')
    expect(classifyRpcMethod('wallet_getCapabilities')).toBe('safe')
    expect(classifyRpcMethod('personal_sign')).toBe('unsafe')
    expect(classifyRpcMethod('eth_sendTransaction')).toBe('unsafe')
    expect(classifyRpcMethod('eth_signTypedData_v4')).toBe('unsafe')
    expect(classifyRpcMethod('eth_sign')).toBe('unknown')
  })

  test('§4 behavior: unsafe requests open ApproveTransaction, but the permission methods the wallet refuses open nothing', () => {
    expect(needsApproval('personal_sign')).toBe(true)
    expect(needsApproval('wallet_sendCalls')).toBe(true)
    expect(needsApproval('solana_signTransaction')).toBe(true)
    expect(classifyRpcMethod('wallet_grantPermissions')).toBe('unsafe')
    expect(needsApproval('wallet_grantPermissions')).toBe(false)
    expect(needsApproval('wallet_revokePermissions')).toBe(false)
    expect(needsApproval('eth_call')).toBe(false)
    expect(needsApproval('eth_sign')).toBe(false)
  })
})
