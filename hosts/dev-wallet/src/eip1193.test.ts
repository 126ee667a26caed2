import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Hex } from 'viem'
import { verifyMessage, verifyTypedData } from 'viem'
import type { ProviderOptions } from './eip1193.js'
import { ANVIL_KEY_0 } from './keyring.js'
import { memoryStorage } from './storage.js'
import type { StorageLike } from './storage.js'
import { ACCOUNT_0, ACCOUNT_1, ACCOUNT_1_KEY, RECIPIENT, connectedProvider, errorOf, makeProvider, receipt } from './testing/fixtures.js'
import { startTestAnvil } from './testing/anvil.js'
import type { TestAnvil } from './testing/anvil.js'

let anvil: TestAnvil
beforeAll(async () => {
  anvil = await startTestAnvil(31337)
})
afterAll(async () => {
  await anvil?.stop()
})

const make = (options: ProviderOptions = {}) => makeProvider(anvil.url, options)
const connected = (options: ProviderOptions = {}) => connectedProvider(anvil.url, options)

describe('eth_requestAccounts', () => {
  it('behavior: approve mode connects and emits connect + accountsChanged', async () => {
    const provider = make()
    const events: unknown[] = []
    provider.on('connect', (info) => events.push(['connect', info]))
    provider.on('accountsChanged', (accounts) => events.push(['accountsChanged', accounts]))
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ACCOUNT_0])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ACCOUNT_0])
    expect(events).toEqual([
      ['connect', { chainId: '0x7a69' }],
      ['accountsChanged', [ACCOUNT_0]],
    ])
  })

  it('error: reject mode fails with 4001', async () => {
    const provider = make({ mode: 'reject' })
    const error = await errorOf(provider.request({ method: 'eth_requestAccounts' }))
    expect(error.code).toBe(4001)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('behavior: hold keeps the request pending until approve()', async () => {
    const provider = make({ mode: 'hold' })
    let settled = false
    const request = provider.request({ method: 'eth_requestAccounts' }).finally(() => (settled = true))
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(settled).toBe(false)
    expect(provider.approvals.pending()).toEqual([{ id: '1', method: 'eth_requestAccounts', params: [] }])
    expect(provider.approvals.approve()).toBe(true)
    expect(await request).toEqual([ACCOUNT_0])
    expect(provider.approvals.pending()).toEqual([])
  })

  it('behavior: hold then reject(id) fails with 4001', async () => {
    const provider = make({ mode: 'hold' })
    const request = errorOf(provider.request({ method: 'eth_requestAccounts' }))
    const [pending] = provider.approvals.pending()
    provider.approvals.reject(pending?.id)
    expect((await request).code).toBe(4001)
  })

  it('behavior: authorisation is remembered by a new provider on the same storage', async () => {
    const storage: StorageLike = memoryStorage()
    await make({ storage }).request({ method: 'eth_requestAccounts' })
    const reloaded = make({ storage, mode: 'reject' })
    expect(await reloaded.request({ method: 'eth_accounts' })).toEqual([ACCOUNT_0])
    expect(await reloaded.request({ method: 'eth_requestAccounts' })).toEqual([ACCOUNT_0])
    expect(await make({ storage, origin: 'http://other.test' }).request({ method: 'eth_accounts' })).toEqual([])
  })
})

describe('permissions and disconnect', () => {
  it('behavior: wallet_revokePermissions forgets the origin', async () => {
    const storage = memoryStorage()
    const provider = await connected({ storage })
    const perms = (await provider.request({ method: 'wallet_getPermissions' })) as { parentCapability: string }[]
    expect(perms.map((p) => p.parentCapability)).toEqual(['eth_accounts'])
    const changes: unknown[] = []
    provider.on('accountsChanged', (a) => changes.push(a))
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(changes).toEqual([[]])
    expect(await make({ storage }).request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.request({ method: 'wallet_getPermissions' })).toEqual([])
  })

  it('behavior: wallet_requestPermissions asks and grants eth_accounts', async () => {
    const provider = make()
    const perms = (await provider.request({ method: 'wallet_requestPermissions', params: [{ eth_accounts: {} }] })) as {
      caveats: { value: string[] }[]
    }[]
    expect(perms[0]?.caveats[0]?.value).toEqual([ACCOUNT_0])
    const error = await errorOf(provider.request({ method: 'wallet_requestPermissions', params: [{ snap: {} }] }))
    expect(error.code).toBe(-32602)
  })

  it('behavior: wallet-side disconnect() emits accountsChanged([]) and disconnect', async () => {
    const provider = await connected()
    const events: string[] = []
    provider.on('accountsChanged', () => events.push('accountsChanged'))
    provider.on('disconnect', (error) => events.push(`disconnect:${(error as { code: number }).code}`))
    provider.disconnect()
    expect(events).toEqual(['accountsChanged', 'disconnect:4900'])
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
  })

  it('behavior: setAccounts changes the exposed accounts and emits accountsChanged', async () => {
    const provider = await connected({ keys: [ANVIL_KEY_0, ACCOUNT_1_KEY] })
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ACCOUNT_0, ACCOUNT_1])
    const changes: unknown[] = []
    provider.on('accountsChanged', (a) => changes.push(a))
    provider.setAccounts([ACCOUNT_1])
    expect(changes).toEqual([[ACCOUNT_1]])
    expect(() => provider.setAccounts([7])).toThrow(RangeError)
  })
})

describe('signing', () => {
  it('error: signing before connecting fails with 4100', async () => {
    const error = await errorOf(make().request({ method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT_0] }))
    expect(error.code).toBe(4100)
  })

  it('behavior: personal_sign verifies with viem verifyMessage', async () => {
    const provider = await connected()
    const signature = (await provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT_0] })) as Hex
    expect(await verifyMessage({ address: ACCOUNT_0, message: 'hello', signature })).toBe(true)
    const plain = (await provider.request({ method: 'personal_sign', params: ['Sign in to Portico', ACCOUNT_0] })) as Hex
    expect(await verifyMessage({ address: ACCOUNT_0, message: 'Sign in to Portico', signature: plain })).toBe(true)
  })

  it('behavior: eth_signTypedData_v4 verifies with viem verifyTypedData', async () => {
    const provider = await connected()
    const typed = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [{ name: 'contents', type: 'string' }],
      },
      primaryType: 'Mail',
      domain: { name: 'Portico', chainId: 31337 },
      message: { contents: 'hi' },
    } as const
    const signature = (await provider.request({
      method: 'eth_signTypedData_v4',
      params: [ACCOUNT_0, JSON.stringify(typed)],
    })) as Hex
    const { EIP712Domain: _domain, ...types } = typed.types
    expect(await verifyTypedData({ ...typed, types, address: ACCOUNT_0, signature })).toBe(true)
  })
})

describe('eth_sendTransaction and proxying', () => {
  it('behavior: the transaction is signed locally, sent raw and lands', async () => {
    const provider = await connected()
    const hash = await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: ACCOUNT_0, to: RECIPIENT, value: '0xde0b6b3a7640000' }],
    })
    const mined = await receipt(anvil.url, hash)
    expect(mined?.status).toBe('0x1')
    expect(mined?.from.toLowerCase()).toBe(ACCOUNT_0.toLowerCase())
    expect(await provider.request({ method: 'eth_getBalance', params: [RECIPIENT, 'latest'] })).not.toBe('0x0')
    expect(provider.requests).toEqual(['eth_requestAccounts', 'eth_sendTransaction', 'eth_getBalance'])
  })

  it('error: a malformed transaction fails with -32602, from another account with 4100', async () => {
    const provider = await connected()
    expect((await errorOf(provider.request({ method: 'eth_sendTransaction', params: [{ from: 'nope' }] }))).code).toBe(-32602)
    const other = provider.request({ method: 'eth_sendTransaction', params: [{ from: ACCOUNT_1, to: RECIPIENT }] })
    expect((await errorOf(other)).code).toBe(4100)
  })

  it('error: signing methods the node would answer are 4200', async () => {
    const provider = await connected()
    for (const method of ['eth_sign', 'eth_signTransaction', 'wallet_watchAsset']) {
      expect((await errorOf(provider.request({ method, params: [] }))).code).toBe(4200)
    }
    expect(await provider.request({ method: 'net_version' })).toBe('31337')
    expect(await provider.request({ method: 'eth_blockNumber' })).toMatch(/^0x/)
  })
})

