// @vitest-environment jsdom
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, test, vi } from 'vitest'
import {
  type AnalyticsEvent, createPortico, defineNetwork, type Portico, type PorticoConfig, type SIWXConfig, solana,
} from 'portico'
import siwx, { createLocalSiwx, getSiwx, PLUGIN_ID, SESSIONS_STORAGE_KEY, SiwxNoAccountError, SiwxNotEnabledError } from './index'
import { createTestConnector } from './testing/createTestConnector'

const local = defineNetwork({
  chainNamespace: 'eip155', id: 31337, name: 'Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:9'] } }, testnet: true,
})
const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const instances: Portico[] = []
// Other plugins may ask the wallet for more (capabilities); sign-in asks only personal_sign.
const signRequests = (wallet: ReturnType<typeof createTestConnector>) => wallet.state.requests.filter((r) => r.method === 'personal_sign').length
afterEach(() => {
  for (const p of instances.splice(0)) p.destroy()
  localStorage.clear()
})

function setup(options: { config?: Partial<PorticoConfig>; connector?: Parameters<typeof createTestConnector>[0] } = {}) {
  const analytics: AnalyticsEvent[] = []
  const portico = createPortico({
    networks: [local], storage: { type: 'local', prefix: 'test' }, metadata: { name: 'Test dapp', description: '', url: 'https://dapp.example', icons: [] },
    siwx: createLocalSiwx(), plugins: [siwx()], onAnalyticsEvent: (e) => analytics.push(e), logLevel: 'silent', ...options.config,
  })
  instances.push(portico)
  const wallet = createTestConnector({ account, networkId: 'eip155:31337', ...options.connector })
  portico.connection.addConnector(wallet.connector)
  const connect = async () => {
    portico.open({ view: 'ConnectingExternal', data: { connectorId: wallet.connector.info.id } })
    await portico.connection.connect(wallet.connector.info.id)
  }
  const view = () => portico.getState().router.history.at(-1)?.view
  const events = () => analytics.map((e) => e.event)
  const stored = () => localStorage.getItem(`test.${SESSIONS_STORAGE_KEY}`)
  return { portico, wallet, connect, view, events, analytics, stored }
}

describe('§4 sign-in flow', () => {
  test('§4 behavior: connect with no session opens SIWXSignMessage; signing stores the session and closes', async () => {
    const { portico, connect, view, events, stored, wallet } = setup()
    await connect()
    expect(view()).toBe('SIWXSignMessage')
    expect(portico.getState().modal.open).toBe(true)
    await getSiwx(portico).requestSignIn()
    expect(signRequests(wallet)).toBe(1)
    expect(portico.getState().modal.open).toBe(false)
    expect(view()).toBe('Account')
    expect(events()).toContain('SIWX_AUTH_SUCCESS')
    const sessions = JSON.parse(stored() ?? '[]') as { data: { accountAddress: string; domain: string } }[]
    expect(sessions).toHaveLength(1)
    expect(sessions[0]?.data).toMatchObject({ accountAddress: account.address, domain: location.host })
    expect(await getSiwx(portico).getSessions()).toHaveLength(1)
  })

  test('§4 behavior: a stored session means no sign view on the next connect (reload)', async () => {
    const first = setup()
    await first.connect()
    await getSiwx(first.portico).requestSignIn()
    const second = setup({ connector: { account, networkId: 'eip155:31337', id: 'test.wallet.2' } })
    await second.connect()
    expect(second.view()).toBe('Account')
    expect(second.portico.getState().modal.open).toBe(false)
  })

  test('§4 behavior: a declined signature shows Signature declined and keeps the view; then signing works', async () => {
    const { portico, connect, view, events, wallet, stored } = setup()
    await connect()
    wallet.state.decline = true
    await getSiwx(portico).requestSignIn()
    expect(portico.getState().siwx?.errors).toEqual(['Signature declined'])
    expect(portico.getState().toast.message).toBe('Signature declined')
    expect(view()).toBe('SIWXSignMessage')
    expect(portico.getState().modal.open).toBe(true)
    expect(events()).toContain('SIWX_AUTH_ERROR')
    expect(stored()).toBeNull()
    wallet.state.decline = false
    await getSiwx(portico).requestSignIn()
    expect(portico.getState().modal.open).toBe(false)
    expect(stored()).not.toBeNull()
  })

  test('§8 behavior: a declined signature of a smart account adds the Smart Accounts line; the view reopens when closed', async () => {
    const { portico, connect, view, wallet, analytics } = setup({ connector: { account, networkId: 'eip155:31337', accountType: 'smartAccount' } })
    await connect()
    portico.close()
    wallet.state.decline = true
    await getSiwx(portico).requestSignIn()
    expect(portico.getState().siwx?.errors).toEqual(['Signature declined', 'This application might not support Smart Accounts'])
    // One spec text per line, so the toast translates each (kernel/ui/locale.test.tsx).
    expect(portico.getState().toast.message).toBe('Signature declined\nThis application might not support Smart Accounts')
    expect(portico.getState().modal.open).toBe(true)
    expect(view()).toBe('SIWXSignMessage')
    expect(analytics.find((e) => e.event === 'SIWX_AUTH_ERROR')?.properties).toMatchObject({ isSmartAccount: true, network: 'eip155:31337' })
  })

  test('§4 behavior: Cancel closes when sign-in is optional (still connected)', async () => {
    const { portico, connect, events } = setup()
    await connect()
    await getSiwx(portico).cancel()
    expect(portico.getState().modal.open).toBe(false)
    expect(portico.getState().connections.eip155?.status).toBe('connected')
    expect(events()).toContain('CLICK_CANCEL_SIWX')
  })

  test('§4 behavior: Cancel disconnects when sign-in is required and resets to Connect', async () => {
    const { portico, connect, view, events } = setup({ config: { siwx: createLocalSiwx({ required: true }) } })
    await connect()
    await getSiwx(portico).cancel()
    expect(portico.getState().connections.eip155?.status).toBe('disconnected')
    expect(view()).toBe('Connect')
    expect(events()).toContain('CLICK_CANCEL_SIWX')
  })

  test('§4 behavior: required and unsigned, the modal cannot close in the sign and approve views; it can once signed', async () => {
    const { portico, connect, view } = setup({ config: { siwx: createLocalSiwx({ required: true }) } })
    await connect()
    expect(portico.close()).toBe(false)
    expect(portico.getState().modal.open).toBe(true)
    portico.router.push('ApproveTransaction')
    expect(portico.close()).toBe(false)
    portico.router.goBack()
    expect(view()).toBe('SIWXSignMessage')
    await getSiwx(portico).requestSignIn()
    expect(portico.getState().modal.open).toBe(false)
    portico.open({ view: 'SIWXSignMessage' })
    expect(portico.close()).toBe(true)
  })

  test('§4 behavior: optional sign-in never blocks closing', async () => {
    const { portico, connect } = setup()
    await connect()
    expect(portico.close()).toBe(true)
  })

  test('§4 error: an init failure disconnects, resets to Connect and shows the spec text', async () => {
    const failing: SIWXConfig = { ...createLocalSiwx(), getSessions: async () => Promise.reject(new Error('server down')) }
    const { portico, connect, view } = setup({ config: { siwx: failing } })
    // Spied rather than read from the store: an error toast closes itself after a while.
    const toast = vi.spyOn(portico.services.toast, 'show')
    await connect()
    await vi.waitFor(() => expect(portico.getState().connections.eip155?.status).toBe('disconnected'))
    expect(view()).toBe('Connect')
    expect(toast).toHaveBeenCalledWith(expect.objectContaining({ message: 'A problem occurred while trying initialize authentication', variant: 'error' }))
  })

  test('§8 error: the spec thrown texts: not enabled, no account', async () => {
    const off = setup({ config: { siwx: undefined } })
    await off.connect()
    expect(off.view()).toBe('Account') // sign-in off: nothing opens
    await expect(getSiwx(off.portico).requestSignIn()).rejects.toThrowError(new SiwxNotEnabledError().message)
    const on = setup()
    await expect(getSiwx(on.portico).requestSignIn()).rejects.toBeInstanceOf(SiwxNoAccountError)
    await expect(getSiwx(on.portico).requestSignIn()).rejects.toThrowError('No ActiveCaipAddress found')
    expect(() => getSiwx({ store: createPortico({ networks: [local] }).store })).toThrowError('SIWX is not enabled')
  })

  test('§4 behavior: sign-out revokes the session; disconnect revokes it too', async () => {
    const { portico, connect, stored, view } = setup()
    await connect()
    await getSiwx(portico).requestSignIn()
    await getSiwx(portico).signOut()
    expect(stored()).toBeNull()
    expect(await getSiwx(portico).getSessions()).toEqual([])
    await getSiwx(portico).requestSignIn()
    expect(stored()).not.toBeNull()
    await portico.connection.disconnect()
    await vi.waitFor(() => expect(stored()).toBeNull())
    expect(view()).toBe('Connect')
  })

  test('§4 behavior: tampered storage is ignored (asks to sign again)', async () => {
    localStorage.setItem(`test.${SESSIONS_STORAGE_KEY}`, JSON.stringify([{ data: { chainId: 'eip155:31337', accountAddress: account.address }, message: 'x', signature: '0x' }]))
    const { connect, view } = setup()
    await connect()
    expect(view()).toBe('SIWXSignMessage')
  })

  test('§4 behavior: uninstall removes the taps, the handler and the state', async () => {
    const { portico, connect, view, wallet } = setup({ connector: { account, networkId: 'eip155:31337', signIn: true } })
    await connect()
    expect(portico.getState().siwx?.signedIn).toHaveLength(1)
    portico.uninstall(PLUGIN_ID)
    expect(portico.getState().siwx?.signedIn ?? []).toEqual([])
    expect(wallet.state.handler).toBeUndefined()
    await portico.connection.disconnect()
    localStorage.clear()
    await connect()
    expect(view()).toBe('Account')
    expect(() => getSiwx(portico)).toThrowError('SIWX is not enabled')
  })
})

describe('§4 one-click sign-in (connector capability)', () => {
  test('§4 behavior: every network eip155 -> signed while connecting, no sign view, no personal_sign', async () => {
    const { portico, connect, view, wallet, stored } = setup({ connector: { account, networkId: 'eip155:31337', signIn: true } })
    await vi.waitFor(() => expect(portico.connection.getConnector('test.wallet')).toBeDefined())
    await connect()
    expect(view()).toBe('Account')
    expect(signRequests(wallet)).toBe(0)
    expect(stored()).not.toBeNull()
  })

  test('§4 behavior: a non-eip155 network configured -> plain connect, then the normal sign view (fallback)', async () => {
    const { portico, connect, view, wallet, stored } = setup({ config: { networks: [local, solana] }, connector: { account, networkId: 'eip155:31337', signIn: true } })
    await vi.waitFor(() => expect(portico.connection.getConnector('test.wallet')).toBeDefined())
    await connect()
    expect(view()).toBe('SIWXSignMessage')
    expect(stored()).toBeNull()
    await getSiwx(portico).requestSignIn()
    expect(signRequests(wallet)).toBe(1)
  })
})
