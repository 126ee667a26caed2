import { describe, expect, test, vi } from 'vitest'
import { InvalidRequestParamsError, polkadot, UserRejectedRequestError } from 'portico'
import { createPolkadotConnector } from './createPolkadotConnector'
import { findPolkadotExtensions } from './discoverPolkadotExtensions'

const ALICE = '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY'
const ALICE_POLKADOT = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5'
const BOB = '5FHneW46xGXgs5mUiveU4sbTyGBzmstUspZC92UhjJM694ty'
const signature = `0x${'ab'.repeat(64)}`

function fakeExtension() {
  const signRaw = vi.fn(async () => ({ id: 1, signature }))
  const enable = vi.fn(async () => ({
    accounts: {
      get: async () => [
        { address: ALICE, type: 'sr25519', genesisHash: null },
        { address: BOB, type: 'sr25519', genesisHash: '0xb0a8d493285c2df73290dfb7e61f870f17b41801197a149ca93654499ea3dafe' }, // Kusama only
        { address: '0x0000000000000000000000000000000000000001', type: 'ethereum' },
      ],
    },
    signer: { signRaw },
  }))
  return { enable, signRaw }
}
const win = (injectedWeb3: unknown) => ({ injectedWeb3 }) as unknown as Window

describe('findPolkadotExtensions', () => {
  test('§6 behavior: each injectedWeb3 entry with enable is listed by its name; unsafe icons are dropped', () => {
    const found = findPolkadotExtensions(win({ talisman: { enable: () => undefined, icon: 'javascript:alert(1)' }, 'my-ext': { enable: () => undefined, icon: 'https://x.example/i.png' }, broken: {} }))
    expect(found.map(({ info }) => [info.id, info.name, info.imageUrl])).toEqual([
      ['polkadot:talisman', 'Talisman', undefined],
      ['polkadot:my-ext', 'My Ext', 'https://x.example/i.png'],
    ])
  })
})

describe('createPolkadotConnector', () => {
  test('behavior: accounts of the network, in its SS58 format; the extension is enabled for the origin', async () => {
    const extension = fakeExtension()
    const [found] = findPolkadotExtensions(win({ 'polkadot-js': extension }))
    const connector = createPolkadotConnector({ info: found!.info, extension, origin: 'https://dapp.example' })
    const accounts = await connector.connect({ network: polkadot })
    expect(extension.enable).toHaveBeenCalledWith('https://dapp.example')
    expect(accounts).toEqual([{ namespace: 'polkadot', caipAddress: `${polkadot.caipNetworkId}:${ALICE_POLKADOT}`, accountType: 'eoa', networkId: polkadot.caipNetworkId }])
  })

  test('§7 behavior: polkadot_signMessage goes to signRaw as hex bytes, with the address the extension knows', async () => {
    const extension = fakeExtension()
    const connector = createPolkadotConnector({ info: findPolkadotExtensions(win({ x: extension }))[0]!.info, extension, origin: 'o' })
    await connector.connect({ network: polkadot })
    expect(await connector.request({ method: 'polkadot_signMessage', params: { address: ALICE_POLKADOT, message: 'hi' } })).toEqual({ signature })
    expect(extension.signRaw).toHaveBeenCalledWith({ address: ALICE, data: '0x6869', type: 'bytes' })
    await expect(connector.request({ method: 'polkadot_signMessage', params: { address: BOB, message: 'hi' } })).rejects.toBeInstanceOf(InvalidRequestParamsError)
    await expect(connector.request({ method: 'polkadot_signTransaction', params: { address: ALICE_POLKADOT, transactionPayload: {} } })).rejects.toThrow('polkadot_signTransaction')
  })

  test('§7 behavior: polkadot_signTransaction goes to signPayload with the address the extension knows; a bad signature is refused', async () => {
    const signPayload = vi.fn(async () => ({ id: 2, signature }))
    const extension = { enable: async () => ({ accounts: { get: async () => [{ address: ALICE }] }, signer: { signPayload } }) }
    const connector = createPolkadotConnector({ info: findPolkadotExtensions(win({ x: extension }))[0]!.info, extension, origin: 'o' })
    await connector.connect({ network: polkadot })
    const transactionPayload = { method: '0x0500', nonce: '0x00', genesisHash: '0x91b1' }
    expect(await connector.request({ method: 'polkadot_signTransaction', params: { address: ALICE_POLKADOT, transactionPayload } })).toEqual({ signature })
    expect(signPayload).toHaveBeenCalledWith({ ...transactionPayload, address: ALICE })
    signPayload.mockResolvedValueOnce({ id: 3, signature: '0x12' })
    await expect(connector.request({ method: 'polkadot_signTransaction', params: { address: ALICE_POLKADOT, transactionPayload } })).rejects.toThrow('polkadot_signTransaction')
  })

  test('error: a refused enable is a user rejection', async () => {
    const extension = { enable: async () => Promise.reject(Object.assign(new Error('Rejected'), { code: 4001 })) }
    const connector = createPolkadotConnector({ info: findPolkadotExtensions(win({ x: extension }))[0]!.info, extension, origin: 'o' })
    await expect(connector.connect({ network: polkadot })).rejects.toBeInstanceOf(UserRejectedRequestError)
  })
})
