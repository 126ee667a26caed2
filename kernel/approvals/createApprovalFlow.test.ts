import { describe, expect, test, vi } from 'vitest'
import { UserRejectedRequestError } from '../connectors/errors'
import { createPortico } from '../createPortico'
import { mainnet } from '../networks'
import { definePlugin, type PluginContext } from '../plugin'
import { connectionsSlice } from '../store/connectionsSlice'
import { APPROVE_TRANSACTION_VIEW } from './createApprovalFlow'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** A wallet that asks inside the modal: its requests settle when the test says. */
function setup(options: { keepOpen?: boolean } = {}) {
  let context: PluginContext | undefined
  const wallet = definePlugin({
    id: 'in-modal-wallet',
    views: { [APPROVE_TRANSACTION_VIEW]: { title: 'Approve Transaction', load: async () => ({ default: () => null }) } },
    apply(received) {
      context = received
      if (options.keepOpen) received.hooks.beforeClose.tap(() => false)
    },
  })
  const portico = createPortico({ networks: [mainnet], plugins: [wallet], logLevel: 'silent' })
  portico.store.dispatch(connectionsSlice.actions.connected({ namespace: 'eip155', caipAddress: `eip155:1:${ADDRESS}`, connectorId: 'in-modal-wallet', accountType: 'eoa' }))
  const refresh = vi.fn(async () => [])
  Object.assign(portico.services.balances, { refresh })
  /**
   * Starts an unsafe request and waits until the wallet is asked (the flow loads with the first
   * request); settle it with the returned functions.
   */
  const request = async () => {
    let settle: { resolve: (value: string) => void; reject: (error: Error) => void } = { resolve: () => {}, reject: () => {} }
    const signals: AbortSignal[] = []
    const result = context!.approvals.run({ namespace: 'eip155' }, (signal) => {
      signals.push(signal)
      return new Promise<string>((resolve, reject) => void (settle = { resolve, reject }))
    })
    await vi.waitFor(() => expect(signals).toHaveLength(1))
    return { result, resolve: (value: string) => settle.resolve(value), reject: (error: Error) => settle.reject(error), signals }
  }
  const views = () => portico.getState().router.history.map((entry) => entry.view)
  const stack = () => portico.getState().router.transactionStack.map((entry) => entry.view)
  return { portico, request, views, stack, refresh, approvals: () => context!.approvals }
}

describe('unsafe requests and the transaction stack (spec sections 2 and 4)', () => {
  test('§2 behavior: an unsafe request while the modal is closed opens it on ApproveTransaction; after success, an empty stack closes the modal, then the native balance refreshes', async () => {
    const { portico, request, views, stack, refresh } = setup()
    const pending = await request()
    expect(portico.getState().modal.open).toBe(true)
    expect(views().at(-1)).toBe(APPROVE_TRANSACTION_VIEW)
    expect(stack()).toEqual([])
    pending.resolve('0xsigned')
    await expect(pending.result).resolves.toBe('0xsigned')
    expect(portico.getState().modal.open).toBe(false)
    expect(views()).not.toContain(APPROVE_TRANSACTION_VIEW)
    expect(refresh).toHaveBeenCalledWith({ network: mainnet, address: ADDRESS })
    portico.destroy()
  })

  test('§2 behavior: a request arriving while the modal is open (a send from Account) stacks the view and redirects to ApproveTransaction; success pops back to Account, the modal stays open', async () => {
    const { portico, request, views, stack } = setup()
    portico.open({ view: 'Account' })
    const pending = await request()
    expect(stack()).toEqual(['Account'])
    expect(views().slice(-2)).toEqual(['Account', APPROVE_TRANSACTION_VIEW])
    pending.resolve('0xhash')
    await pending.result
    expect(stack()).toEqual([])
    expect(views().at(-1)).toBe('Account')
    expect(portico.getState().modal.open).toBe(true)
    portico.destroy()
  })

  test('§4 behavior: a second unsafe request while one is pending pushes onto the stack; each success pops in turn; the last closes the modal', async () => {
    const { portico, request, views, stack } = setup()
    const first = await request()
    const second = await request()
    expect(stack()).toEqual([APPROVE_TRANSACTION_VIEW])
    second.resolve('b')
    await second.result
    expect(stack()).toEqual([])
    expect(views().at(-1)).toBe(APPROVE_TRANSACTION_VIEW) // the first still waits
    expect(portico.getState().modal.open).toBe(true)
    first.resolve('a')
    await first.result
    expect(portico.getState().modal.open).toBe(false)
    portico.destroy()
  })

  test('§4 behavior: on an RPC error the stack pops, or the modal closes when it is empty; no balance refresh', async () => {
    const { portico, request, views, refresh } = setup()
    portico.open({ view: 'Account' })
    const stacked = await request()
    stacked.reject(new Error('execution reverted'))
    await expect(stacked.result).rejects.toThrow('execution reverted')
    expect(views().at(-1)).toBe('Account')
    expect(portico.getState().modal.open).toBe(true)
    portico.close()
    const alone = await request()
    alone.reject(new Error('execution reverted'))
    await expect(alone.result).rejects.toThrow('execution reverted')
    expect(portico.getState().modal.open).toBe(false)
    expect(refresh).not.toHaveBeenCalled()
    portico.destroy()
  })

  test('§4 behavior: when the modal closes with no pending transactions, open unsafe requests are rejected (closing drops the stack first: nothing waits behind a closed modal)', async () => {
    const { portico, request, stack, approvals } = setup()
    portico.open({ view: 'Account' })
    const first = await request()
    const second = await request()
    expect(stack()).toEqual(['Account', APPROVE_TRANSACTION_VIEW])
    expect(portico.close()).toBe(true)
    await expect(first.result).rejects.toBeInstanceOf(UserRejectedRequestError)
    await expect(second.result).rejects.toBeInstanceOf(UserRejectedRequestError)
    expect(stack()).toEqual([])
    expect(first.signals[0]?.aborted).toBe(true)
    expect(approvals().pending()).toBe(0)
    // The wallet answering late changes nothing.
    first.resolve('late')
    expect(portico.getState().modal.open).toBe(false)
    // A new request starts afresh.
    const next = await request()
    expect(next.signals[0]?.aborted).toBe(false)
    next.resolve('ok')
    await expect(next.result).resolves.toBe('ok')
    portico.destroy()
  })

  test('§4 behavior: the modal closes through beforeClose: a tap that keeps it open (sign-in required) keeps it open after the call', async () => {
    const { portico, request, views } = setup({ keepOpen: true })
    portico.router.push('SIWXSignMessage')
    const pending = await request()
    expect(views().slice(-2)).toEqual(['SIWXSignMessage', APPROVE_TRANSACTION_VIEW])
    pending.resolve('0xsig')
    await pending.result
    expect(portico.getState().modal.open).toBe(true)
    expect(views().at(-1)).toBe('SIWXSignMessage')
    portico.destroy()
  })
})
