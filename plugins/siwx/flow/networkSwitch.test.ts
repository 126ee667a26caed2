// @vitest-environment jsdom
import { privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createPortico, type Portico } from 'portico'
import { localEvmNetwork } from '../../../test/support/localEvmNetwork'
import siwx, { createLocalSiwx, getSiwx } from '../index'
import { createTestConnector } from '../testing/createTestConnector'

const local = localEvmNetwork(31337)
const local2 = localEvmNetwork(31338)
const account = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const key = (chain: string) => `${chain}:${account.address.toLowerCase()}`
const instances: Portico[] = []
afterEach(() => {
  for (const p of instances.splice(0)) p.destroy()
  localStorage.clear()
})

async function setup(required: boolean) {
  const portico = createPortico({
    networks: [local, local2], storage: { type: 'local', prefix: 'switch' }, logLevel: 'silent',
    siwx: createLocalSiwx({ required }), plugins: [siwx()],
  })
  instances.push(portico)
  const wallet = createTestConnector({ account, networkId: 'eip155:31337' })
  portico.connection.addConnector(wallet.connector)
  const view = () => portico.getState().router.history.at(-1)?.view
  const signRequests = () => wallet.state.requests.filter((r) => r.method === 'personal_sign').length
  portico.open({ view: 'ConnectingExternal', data: { connectorId: wallet.connector.info.id } })
  await portico.connection.connect(wallet.connector.info.id)
  await getSiwx(portico).requestSignIn()
  expect(portico.getState().modal.open).toBe(false)
  /** Switches like the Networks view does: switch, then go back. */
  const switchTo = async (id: 'eip155:31337' | 'eip155:31338') => {
    await portico.connection.switchNetwork(id)
    portico.router.goBack()
  }
  return { portico, view, signRequests, switchTo, emit: wallet.emit }
}

describe('§4 sign-in on a network switch', () => {
  test('§4 behavior: a network with no session opens SIWXSignMessage; signing adds it; switching back uses the existing session', async () => {
    const { portico, view, signRequests, switchTo } = await setup(false)
    expect(portico.getState().siwx?.signedIn).toEqual([key('eip155:31337')])
    await switchTo('eip155:31338')
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
    expect(portico.getState().modal.open).toBe(true)
    await getSiwx(portico).requestSignIn()
    expect(signRequests()).toBe(2)
    expect(portico.getState().modal.open).toBe(false)
    expect(await getSiwx(portico).getSessions()).toMatchObject([{ data: { chainId: 'eip155:31338' } }])

    await switchTo('eip155:31337')
    await vi.waitFor(() => expect(portico.getState().siwx?.signedIn).toEqual([key('eip155:31337'), key('eip155:31338')]))
    expect(portico.getState().modal.open).toBe(false)
    expect(signRequests()).toBe(2)
  })

  test('§4 behavior: optional sign-in: the sign view of the new network may be closed', async () => {
    const { portico, view, switchTo } = await setup(false)
    await switchTo('eip155:31338')
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
    expect(portico.close()).toBe(true)
    expect(portico.getState().connections.eip155?.status).toBe('connected')
  })

  test('§4 behavior: required sign-in: the sign view of the new network cannot be closed; switching back closes it', async () => {
    const { portico, view, switchTo, signRequests } = await setup(true)
    await switchTo('eip155:31338')
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
    expect(portico.close()).toBe(false)
    expect(portico.getState().modal.open).toBe(true)
    // Back on the signed network while the view asks for the other one: it closes, no signature.
    await portico.connection.switchNetwork('eip155:31337')
    await vi.waitFor(() => expect(portico.getState().modal.open).toBe(false))
    expect(signRequests()).toBe(1)
  })

  test('§4 behavior: a chain change from the wallet is re-checked too', async () => {
    const { portico, view, emit } = await setup(false)
    emit({ type: 'chainChanged', namespace: 'eip155', networkId: 'eip155:31338' })
    await vi.waitFor(() => expect(view()).toBe('SIWXSignMessage'))
    expect(portico.getState().networks.active.eip155).toBe('eip155:31338')
  })
})
