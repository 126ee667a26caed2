import { createPortico, solana, type RpcService } from 'portico'
import { describe, expect, test } from 'vitest'
import solanaChain from './index'

const OWNER = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const account = (mint: string, amount: string, decimals: number) => ({ account: { data: { parsed: { info: { mint, tokenAmount: { amount, decimals } } } } } })

function harness(answer: (call: { method: string; params?: unknown }) => unknown) {
  const portico = createPortico({ networks: [solana], plugins: [solanaChain()], logLevel: 'silent' })
  const calls: { method: string; params?: unknown }[] = []
  const rpc = { forNetwork: () => ({ request: async (call: { method: string; params?: unknown }) => (calls.push(call), answer(call)) }), destroy() {} }
  Object.assign(portico.services, { rpc: rpc as unknown as RpcService })
  return { portico, calls }
}

describe('solana balances (the chain module\'s taps)', () => {
  test('§9 getBalance + SPL Token and Token-2022 accounts (jsonParsed) in the same tick; amounts of a mint add up; zero-decimal mints dropped by the service', async () => {
    const { portico, calls } = harness((call) => {
      if (call.method === 'getBalance') return { value: 1_500_000_000 }
      const program = (call.params as [string, { programId: string }])[1].programId
      return program.startsWith('Tokenkeg')
        ? { value: [account('MintA1111111111111111111111111111111111111', '1000000', 6), account('MintA1111111111111111111111111111111111111', '500000', 6), account('Nft11111111111111111111111111111111111111111', '1', 0)] }
        : { value: [account('Mint2022222222222222222222222222222222222222', '42', 2)] }
    })
    const tokens = await portico.services.balances.get({ network: solana, address: OWNER })
    expect(calls.map((c) => c.method)).toEqual(['getBalance', 'getTokenAccountsByOwner', 'getTokenAccountsByOwner'])
    expect(calls.slice(1).map((c) => (c.params as [string, { programId: string }, { encoding: string }])[2].encoding)).toEqual(['jsonParsed', 'jsonParsed'])
    expect(tokens.map((t) => [t.symbol, t.amount, t.decimals])).toEqual([
      ['SOL', 1_500_000_000n, 9],
      ['Mint…1111', 1_500_000n, 6],
      ['Mint…2222', 42n, 2],
    ])
    portico.destroy()
  })

  test('§8 a lamport count above 2^53 is refused, not rounded', async () => {
    const { portico } = harness(() => ({ value: 2 ** 53 + 2 }))
    await expect(portico._internal.hooks.fetchNativeBalance.for('solana').promise({ network: solana, address: OWNER })).rejects.toThrow()
    portico.destroy()
  })

  test('§5 the receiver check: base58, 32 to 44 characters', async () => {
    const { portico } = harness(() => undefined)
    const check = portico._internal.hooks.validateAddress.for('solana')
    await expect(check.promise(OWNER)).resolves.toBe(true)
    await expect(check.promise('0xd8da6bf26964af9d7eed9e03e53415d37aa96045')).resolves.toBe(false)
    portico.destroy()
  })
})
