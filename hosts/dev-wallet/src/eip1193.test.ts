import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Hex } from 'viem'
import { createWalletClient, custom, verifyMessage, verifyTypedData } from 'viem'
import { anvil as anvilChain } from 'viem/chains'
import { DevWalletProvider } from './eip1193.js'
import type { ProviderOptions } from './eip1193.js'
import { ANVIL_KEY_0 } from './keyring.js'
import { memoryStorage } from './storage.js'
import type { StorageLike } from './storage.js'
import { startTestAnvil } from './testing/anvil.js'
import type { TestAnvil } from './testing/anvil.js'

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ACCOUNT_1_KEY = '0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d'
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const RECIPIENT = '0x000000000000000000000000000000000000dEaD'

let anvil: TestAnvil
let anvil2: TestAnvil
beforeAll(async () => {
  ;[anvil, anvil2] = await Promise.all([startTestAnvil(31337), startTestAnvil(31338)])
})
afterAll(async () => {
  await Promise.all([anvil?.stop(), anvil2?.stop()])
})

const make = (options: ProviderOptions = {}) =>
  new DevWalletProvider({
    chains: [{ chainId: 31337, rpcUrl: anvil.url, name: 'Anvil' }],
    storage: memoryStorage(),
    origin: 'http://dapp.test',
    ...options,
  })

const connected = async (options: ProviderOptions = {}) => {
  const provider = make(options)
  await provider.request({ method: 'eth_requestAccounts' })
  return provider
}

const errorOf = (promise: Promise<unknown>): Promise<{ code: number; message: string }> =>
  promise.then(
    () => {
      throw new Error('expected the request to fail')
    },
    (error: { code: number; message: string }) => error,
  )

const receipt = async (url: string, hash: unknown) => {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getTransactionReceipt', params: [hash] }),
  })
  return ((await response.json()) as { result: { status: string; from: string; to: string } | null }).result
}

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

describe('chains', () => {
  const addParams = () => [{ chainId: '0x7a6a', chainName: 'Anvil 2', rpcUrls: [anvil2.url], nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } }]

  it('behavior: unknown chain -> 4902, then add, then switch works', async () => {
    const provider = await connected({ switchOnAdd: false })
    const changes: unknown[] = []
    provider.on('chainChanged', (id) => changes.push(id))
    const error = await errorOf(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] }))
    expect(error.code).toBe(4902)
    expect(error.message).toMatch(/Unrecognized chain ID/)
    expect(await provider.request({ method: 'wallet_addEthereumChain', params: addParams() })).toBeNull()
    expect(await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })).toBeNull()
    expect(changes).toEqual(['0x7a6a'])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
    const hash = await provider.request({ method: 'eth_sendTransaction', params: [{ from: ACCOUNT_0, to: RECIPIENT, value: '0x1' }] })
    expect((await receipt(anvil2.url, hash))?.status).toBe('0x1')
  })

  it('behavior: add switches by default; add asks for approval', async () => {
    const provider = await connected({ mode: 'approve' })
    provider.approvals.setMode('reject')
    expect((await errorOf(provider.request({ method: 'wallet_addEthereumChain', params: addParams() }))).code).toBe(4001)
    provider.approvals.setMode('approve')
    await provider.request({ method: 'wallet_addEthereumChain', params: addParams() })
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a')
  })

  it('error: malformed add params fail with -32602', async () => {
    const provider = await connected()
    const bad = [
      [{ chainId: '0x07a6a', chainName: 'x', rpcUrls: [anvil2.url] }],
      [{ chainId: '0x7a6a', chainName: '', rpcUrls: [anvil2.url] }],
      [{ chainId: '0x7a6a', chainName: 'x', rpcUrls: ['javascript:alert(1)'] }],
      [{ chainId: '0x7a6a', chainName: 'x', rpcUrls: [anvil2.url], nativeCurrency: { name: 'E', symbol: 'E', decimals: 9 } }],
    ]
    for (const params of bad) {
      expect((await errorOf(provider.request({ method: 'wallet_addEthereumChain', params }))).code).toBe(-32602)
    }
  })

  it('behavior: approveSwitchChain sends switches through the queue; setChain is wallet-side', async () => {
    const provider = await connected({
      approveSwitchChain: true,
      chains: [
        { chainId: 31337, rpcUrl: anvil.url, name: 'Anvil' },
        { chainId: 31338, rpcUrl: anvil2.url, name: 'Anvil 2' },
      ],
    })
    provider.approvals.setMode('hold')
    const switching = provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(provider.approvals.pending().map((p) => p.method)).toEqual(['wallet_switchEthereumChain'])
    provider.approvals.approve()
    await switching
    expect(provider.chainId).toBe('0x7a6a')
    const changes: unknown[] = []
    provider.on('chainChanged', (id) => changes.push(id))
    provider.setChain(999)
    expect(changes).toEqual(['0x3e7'])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x3e7')
  })
})

describe('EIP-5792', () => {
  it('behavior: wallet_sendCalls sends each call; getCallsStatus reads the receipts', async () => {
    const provider = await connected()
    const caps = await provider.request({ method: 'wallet_getCapabilities', params: [ACCOUNT_0] })
    expect(caps).toEqual({ '0x7a69': { atomic: { status: 'unsupported' } } })
    const result = (await provider.request({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          chainId: '0x7a69',
          from: ACCOUNT_0,
          atomicRequired: false,
          calls: [
            { to: RECIPIENT, value: '0x1' },
            { to: ACCOUNT_1, value: '0x2' },
          ],
        },
      ],
    })) as { id: string }
    const status = (await provider.request({ method: 'wallet_getCallsStatus', params: [result.id] })) as {
      status: number
      atomic: boolean
      receipts: { status: string }[]
    }
    expect(status.status).toBe(200)
    expect(status.atomic).toBe(false)
    expect(status.receipts.map((r) => r.status)).toEqual(['0x1', '0x1'])
    expect(provider.requests.filter((m) => m === 'eth_sendTransaction')).toEqual([])
  })

  it('behavior: works through viem sendCalls / waitForCallsStatus', async () => {
    const provider = await connected()
    const client = createWalletClient({ account: ACCOUNT_0, transport: custom(provider) })
    const { id } = await client.sendCalls({ chain: anvilChain, calls: [{ to: RECIPIENT, value: 5n }, { to: RECIPIENT, value: 6n }] })
    const status = await client.waitForCallsStatus({ id, pollingInterval: 50 })
    expect(status.status).toBe('success')
    expect(status.receipts).toHaveLength(2)
  })

  it('error: atomicRequired -> 5760, unknown id -> 5730, unknown chain -> 5710', async () => {
    const provider = await connected()
    const call = (extra: object) =>
      errorOf(
        provider.request({
          method: 'wallet_sendCalls',
          params: [{ version: '2.0.0', chainId: '0x7a69', atomicRequired: false, calls: [{ to: RECIPIENT }], ...extra }],
        }),
      )
    expect((await call({ atomicRequired: true })).code).toBe(5760)
    expect((await call({ chainId: '0x1' })).code).toBe(5710)
    expect((await call({ capabilities: { paymasterService: { url: 'x' } } })).code).toBe(5700)
    expect((await errorOf(provider.request({ method: 'wallet_getCallsStatus', params: ['0xabc'] }))).code).toBe(5730)
  })
})
