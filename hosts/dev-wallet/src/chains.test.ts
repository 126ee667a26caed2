import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ProviderOptions } from './eip1193.js'
import { ACCOUNT_0, RECIPIENT, connectedProvider, errorOf, receipt } from './testing/fixtures.js'
import { startTestAnvil } from './testing/anvil.js'
import type { TestAnvil } from './testing/anvil.js'

let anvil: TestAnvil
let anvil2: TestAnvil
beforeAll(async () => {
  ;[anvil, anvil2] = await Promise.all([startTestAnvil(31337), startTestAnvil(31338)])
})
afterAll(async () => {
  await Promise.all([anvil?.stop(), anvil2?.stop()])
})

const connected = (options: ProviderOptions = {}) => connectedProvider(anvil.url, options)

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

