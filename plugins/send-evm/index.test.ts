import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { connectionsSlice, createPortico, kernelTexts, type AnalyticsEvent, type Portico, type SendToken } from 'portico'
import { ensureSendSlice, selectSend, sendSlice, submitSend } from 'portico/send'
import sendEvm, { PLUGIN_ID } from './index'
import { randomAddress, startAnvilFixture, type AnvilFixture } from './testing'

let anvil: AnvilFixture
beforeAll(async () => void (anvil = await startAnvilFixture()))
afterAll(async () => anvil?.stop())

const SENDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function setup(options: { from?: string; accountType?: 'eoa' | 'smartAccount'; reject?: boolean } = {}) {
  const events: AnalyticsEvent[] = []
  const portico = createPortico({ networks: [anvil.network], plugins: [sendEvm()], onAnalyticsEvent: (event) => void events.push(event), logLevel: 'silent' })
  const from = options.from ?? SENDER
  portico.store.dispatch(connectionsSlice.actions.connected({ namespace: 'eip155', caipAddress: `eip155:31337:${from}`, connectorId: 'test', accountType: options.accountType ?? 'eoa' }))
  const requests: { method: string; params?: unknown }[] = []
  const forward = anvil.connection(requests)
  Object.assign(portico.connection, {
    request: async (namespace: 'eip155', args: { method: string; params?: unknown }) => {
      if (options.reject) {
        requests.push(args)
        throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
      }
      return forward.request(namespace, args)
    },
  })
  portico.router.push('WalletSend')
  ensureSendSlice(portico.store) // as the Send view does
  return { portico, events, requests }
}

const eth = (amount: bigint): SendToken => ({ name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', value: 0, price: 0, quantity: { decimals: '18', numeric: '' }, amount: amount.toString(), decimals: 18 })

function fill(portico: Portico, patch: { token: SendToken; amount: string; to: string }) {
  portico.store.dispatch(sendSlice.actions.tokenSelected(patch.token))
  portico.store.dispatch(sendSlice.actions.amountChanged(patch.amount))
  portico.store.dispatch(sendSlice.actions.receiverChanged(patch.to))
}
const top = (portico: Portico) => portico.getState().router.history.at(-1)?.view
const names = (events: AnalyticsEvent[]) => events.map((e) => e.event).filter((e) => e.startsWith('SEND_'))

describe('send-evm plugin', () => {
  test('§4 behavior: a send moves to Account, sends the exact amount, toasts, resets the form and reports analytics', async () => {
    const { portico, events } = setup()
    const to = randomAddress()
    fill(portico, { token: eth(10n ** 21n), amount: '0.000000000000000123', to })
    const seen: (string | undefined)[] = []
    const unsubscribe = portico.store.subscribe(() => seen.at(-1) !== top(portico) && seen.push(top(portico)))
    const outcome = await submitSend(portico)
    unsubscribe()
    // The form while its checks run, then Account (the send is on its way), the done view last.
    expect(seen).toEqual(['WalletSend', 'Account', 'WalletSendDone'])
    expect(outcome.status).toBe('sent')
    // anvil mines after answering: wait for the block, not a fixed time.
    await vi.waitFor(async () => expect(await anvil.balance(to)).toBe(123n))
    expect(portico.getState().toast).toMatchObject({ open: true, message: 'Transaction started', variant: 'success' })
    expect(selectSend(portico.getState())).toMatchObject({ token: undefined, sendTokenAmount: undefined, receiverAddress: undefined, loading: false, tokenBalances: [] })
    expect(top(portico)).toBe('WalletSendDone')
    expect(names(events)).toEqual(['SEND_INITIATED', 'SEND_SUCCESS'])
    portico.destroy()
  })

  test('§4 behavior: a rejected signature toasts Something went wrong, keeps the form and sends nothing', async () => {
    const { portico, events, requests } = setup({ reject: true })
    const to = randomAddress()
    fill(portico, { token: eth(10n ** 21n), amount: '1.5', to })
    const outcome = await submitSend(portico)
    expect(outcome.status).toBe('failed')
    expect(requests.map((r) => r.method)).toEqual(['eth_sendTransaction'])
    expect(await anvil.balance(to)).toBe(0n)
    expect(portico.getState().toast).toMatchObject({ message: 'Something went wrong', variant: 'error' })
    expect(selectSend(portico.getState())).toMatchObject({ sendTokenAmount: '1.5', receiverAddress: to, loading: false })
    expect(names(events)).toEqual(['SEND_INITIATED', 'SEND_ERROR'])
    portico.destroy()
  })

  test('§4 behavior: a second submit while one is pending sends once', async () => {
    const { portico } = setup()
    const requests: string[] = []
    const original = portico.connection.request
    Object.assign(portico.connection, { request: (ns: 'eip155', args: { method: string }) => (requests.push(args.method), original(ns, args)) })
    const to = randomAddress()
    fill(portico, { token: eth(10n ** 21n), amount: '0.000000000000000007', to })
    const first = submitSend(portico)
    const second = submitSend(portico)
    expect(second).toBe(first)
    await Promise.all([first, second])
    expect(requests).toEqual(['eth_sendTransaction'])
    // anvil mines after answering: wait for the block, not a fixed time.
    await vi.waitFor(async () => expect(await anvil.balance(to)).toBe(7n))
    portico.destroy()
  })

  test('§5 behavior: an account without ETH is blocked before the wallet is asked', async () => {
    const empty = randomAddress()
    const { portico, requests, events } = setup({ from: empty })
    fill(portico, { token: eth(0n), amount: '1', to: randomAddress() })
    const outcome = await submitSend(portico)
    expect(outcome.status).toBe('failed')
    expect(requests).toEqual([])
    expect(portico.getState().toast.message).toBe('Insufficient funds for gas')
    expect(names(events)).toEqual(['SEND_INITIATED', 'SEND_ERROR'])
    portico.destroy()
  })

  test('§4 behavior: contributes the send feature on eip155 only; left out when features.send is false', () => {
    const { portico } = setup()
    expect(portico._internal.hooks.accountFeatures.call([])).toEqual([{ feature: 'send', label: kernelTexts.ref('send'), view: 'WalletSend', namespaces: ['eip155'] }])
    expect(portico.plugins()).toContain(PLUGIN_ID)
    const off = createPortico({ networks: [anvil.network], plugins: [sendEvm()], features: { send: false } })
    expect(off.plugins()).toEqual([])
    portico.destroy()
    off.destroy()
  })

  test('§4 error: uninstall removes the send and fee taps: a send is then Unsupported chain; the eip155 chain module it required stays', async () => {
    const { portico } = setup()
    expect(portico.plugins()).toEqual(['chain-eip155', PLUGIN_ID])
    portico.uninstall(PLUGIN_ID)
    for (const hook of ['send', 'estimateFee'] as const) expect(portico._internal.hooks[hook].get('eip155')?.isUsed() ?? false).toBe(false)
    expect(portico.plugins()).toEqual(['chain-eip155'])
    await expect(portico._internal.hooks.validateAddress.for('eip155').promise(SENDER)).resolves.toBe(true)
    fill(portico, { token: eth(10n ** 21n), amount: '1', to: randomAddress() })
    await submitSend(portico)
    expect(portico.getState().toast.message).toBe('Unsupported chain')
    portico.destroy()
  })
})
