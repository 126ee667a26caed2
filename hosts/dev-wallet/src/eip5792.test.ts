import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createWalletClient, custom } from 'viem'
import { anvil as anvilChain } from 'viem/chains'
import type { ProviderOptions } from './eip1193.js'
import { ACCOUNT_0, ACCOUNT_1, RECIPIENT, connectedProvider, errorOf } from './testing/fixtures.js'
import { startTestAnvil } from './testing/anvil.js'
import type { TestAnvil } from './testing/anvil.js'

let anvil: TestAnvil
beforeAll(async () => {
  anvil = await startTestAnvil(31337)
})
afterAll(async () => {
  await anvil?.stop()
})

const connected = (options: ProviderOptions = {}) => connectedProvider(anvil.url, options)

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
