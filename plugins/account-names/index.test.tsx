// @vitest-environment jsdom
import { createElement, type ComponentType } from 'react'
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { connectionsSlice, createPortico, defineNetwork, type CaipNetwork, type Portico } from 'portico'
import accountNames, { PLUGIN_ID, REGISTER_ACCOUNT_NAME_SUCCESS_VIEW, REGISTER_ACCOUNT_NAME_VIEW, type NameService } from './index'
import AccountNameAction from './views/AccountNameAction'
import RegisterAccountNameView from './views/RegisterAccountNameView'
import RegisterAccountNameSuccessView from './views/RegisterAccountNameSuccessView'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const local = defineNetwork({ chainNamespace: 'eip155', id: 31337, name: 'Portico Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } }, testnet: true })

/** A name service in memory: `taken` names are held; it records what it was asked. */
function fakeService(taken: string[] = [], served: (network: CaipNetwork) => boolean = (network) => network.caipNetworkId === local.caipNetworkId) {
  const held = new Map<string, string>(taken.map((label) => [label, '0xsomeone']))
  const calls: string[] = []
  const service: NameService = {
    supports: served,
    parentName: async () => 'portico.eth',
    isAvailable: async (label) => (calls.push(`available:${label}`), !held.has(label)),
    async register({ label, address, wallet }) {
      calls.push(`register:${label}`)
      if (held.has(label)) throw new Error('taken')
      await wallet.request({ method: 'personal_sign', params: [label, address] }).catch(() => undefined)
      held.set(label, address)
      return { name: `${label}.portico.eth` }
    },
    nameOf: async (address) => [...held].find(([, owner]) => owner === address)?.[0]?.concat('.portico.eth'),
  }
  return { service, calls, held }
}

let portico: Portico | undefined
function setup(service: NameService, network = local) {
  portico = createPortico({ networks: [network], storage: { type: 'memory' }, logLevel: 'silent', plugins: [accountNames({ service })] })
  portico.store.dispatch(connectionsSlice.actions.connected({ namespace: 'eip155', caipAddress: `${network.caipNetworkId}:${ADDRESS}`, connectorId: 'dev' }))
  return portico
}
const show = (view: unknown, instance: Portico) => render(createElement(view as ComponentType<{ portico: Portico }>, { portico: instance }))
const type = (value: string) => fireEvent.change(screen.getByLabelText('Name'), { target: { value } })

afterEach(() => {
  cleanup()
  portico?.destroy()
  portico = undefined
})

describe('account-names plugin', () => {
  test('§2 behavior: registers RegisterAccountName and RegisterAccountNameSuccess and an Account view action; uninstall removes them', () => {
    const instance = setup(fakeService().service)
    expect(instance.plugins()).toEqual([PLUGIN_ID])
    expect(instance.services.i18n.label(instance.views()[REGISTER_ACCOUNT_NAME_VIEW]?.title ?? '')).toBe('Choose a Name')
    expect(instance.services.i18n.label(instance.views()[REGISTER_ACCOUNT_NAME_SUCCESS_VIEW]?.title ?? '')).toBe('Name Registered')
    expect(instance._internal.contributions.accountActions().map((a) => a.id)).toEqual([PLUGIN_ID])
    instance.uninstall(PLUGIN_ID)
    expect(instance.views()[REGISTER_ACCOUNT_NAME_VIEW]).toBeUndefined()
    expect(instance._internal.contributions.accountActions()).toEqual([])
  })

  test("behavior: the Account view offers 'Choose a name' on a network the service serves, for an account without a name", async () => {
    show(AccountNameAction, setup(fakeService().service))
    fireEvent.click(await screen.findByRole('button', { name: 'Choose a name' }, { timeout: 5000 }))
    expect(portico?.getState().router.history.at(-1)?.view).toBe(REGISTER_ACCOUNT_NAME_VIEW)
  })

  test('behavior: not offered on a network without the service, nor to an account that has a name', async () => {
    show(AccountNameAction, setup(fakeService([], () => false).service))
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(screen.queryByRole('button', { name: 'Choose a name' })).toBeNull()
    cleanup()
    const { service, held } = fakeService()
    held.set('alice', ADDRESS)
    show(AccountNameAction, setup(service))
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)))
    expect(screen.queryByRole('button', { name: 'Choose a name' })).toBeNull()
  })

  test("behavior: answered at connect, 'Choose a name' is there on the Account view's first render (nothing arrives later under the pointer); a registered name withdraws it", async () => {
    const { service, held } = fakeService()
    const instance = setup(service)
    await instance._internal.hooks.onConnect.promise({ namespace: 'eip155', caipAddress: `${local.caipNetworkId}:${ADDRESS}`, connectorId: 'dev', accountType: 'eoa' })
    show(AccountNameAction, instance)
    expect(screen.getByRole('button', { name: 'Choose a name' })).toBeTruthy()
    cleanup()
    // Registered elsewhere meanwhile: the background check withdraws the offer.
    held.set('alice', ADDRESS)
    show(AccountNameAction, instance)
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Choose a name' })).toBeNull())
    cleanup()
    show(AccountNameAction, instance)
    expect(screen.queryByRole('button', { name: 'Choose a name' })).toBeNull()
  })
})

describe('RegisterAccountName (spec sections 2 and 5)', () => {
  test("§5 error: fewer than 4 characters -> 'Name must be at least 4 characters long', nothing asked", async () => {
    const { service, calls } = fakeService()
    show(RegisterAccountNameView, setup(service))
    type('abc')
    expect(screen.getByText('Name must be at least 4 characters long')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Register' })).toHaveProperty('disabled', true)
    await act(async () => new Promise((resolve) => setTimeout(resolve, 400)))
    expect(calls).toEqual([])
  })

  test('§5 behavior: the input is lower-cased; availability is asked once typing pauses (debounced)', async () => {
    const { service, calls } = fakeService()
    show(RegisterAccountNameView, setup(service))
    type('Ali')
    type('Alic')
    type('ALICE')
    expect(screen.getByLabelText('Name')).toHaveProperty('value', 'alice')
    expect(await screen.findByText('alice.portico.eth is available')).toBeTruthy()
    expect(calls).toEqual(['available:alice'])
    expect(screen.getByRole('button', { name: 'Register' })).toHaveProperty('disabled', false)
  })

  test('§5 behavior: a taken name is refused before signing, with available suggestions to pick', async () => {
    const { service, calls } = fakeService(['alice', 'alice1'])
    show(RegisterAccountNameView, setup(service))
    type('alice')
    expect(await screen.findByText('This name is taken')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Register' })).toHaveProperty('disabled', true)
    const suggestions = await screen.findByRole('list', { name: 'Suggestions' })
    expect([...suggestions.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['alice-1', 'alice2', 'alice-2'])
    fireEvent.click(screen.getByRole('button', { name: 'alice-1' }))
    expect(await screen.findByText('alice-1.portico.eth is available')).toBeTruthy()
    expect(calls.filter((call) => call.startsWith('register'))).toEqual([])
  })

  test('§2 behavior: Register -> the success view, and the identity shows the name at once', async () => {
    const { service, held } = fakeService()
    const instance = setup(service)
    instance.router.push('Account')
    instance.router.push(REGISTER_ACCOUNT_NAME_VIEW)
    show(RegisterAccountNameView, instance)
    type('alice')
    await screen.findByText('alice.portico.eth is available')
    fireEvent.click(screen.getByRole('button', { name: 'Register' }))
    await waitFor(() => expect(instance.getState().router.history.at(-1)).toEqual({ view: REGISTER_ACCOUNT_NAME_SUCCESS_VIEW, data: { name: 'alice.portico.eth' } }))
    expect(held.get('alice')).toBe(ADDRESS)
    // Back on the Account view, the offer is gone at once.
    cleanup()
    show(AccountNameAction, instance)
    expect(screen.queryByRole('button', { name: 'Choose a name' })).toBeNull()
    await waitFor(() => expect(JSON.stringify(instance.getState())).toContain('"name":"alice.portico.eth"'), { timeout: 5000 })
    cleanup()
    show(RegisterAccountNameSuccessView, instance)
    expect(screen.getByTestId('account-name-registered').textContent).toBe('alice.portico.eth is yours.')
    fireEvent.click(screen.getByRole('button', { name: 'Back to account' }))
    expect(instance.getState().router.history.at(-1)?.view).toBe('Account')
  })

  test('behavior: on connect, a name registered before is remembered as the identity (after a reload)', async () => {
    const { service, held } = fakeService()
    held.set('alice', ADDRESS)
    const instance = createPortico({ networks: [local], storage: { type: 'memory' }, logLevel: 'silent', plugins: [accountNames({ service })] })
    portico = instance
    await instance._internal.hooks.onConnect.promise({ namespace: 'eip155', caipAddress: `${local.caipNetworkId}:${ADDRESS}`, connectorId: 'dev', accountType: 'eoa' })
    // The identity service loads with its first use (a dynamic import): give it time.
    await waitFor(() => expect(JSON.stringify(instance.getState())).toContain('alice.portico.eth'), { timeout: 5000 })
    // And it stays: the kernel's own sync on connect (a testnet: no names) keeps a remembered name.
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(JSON.stringify(instance.getState())).toContain('"name":"alice.portico.eth"')
  })
})
