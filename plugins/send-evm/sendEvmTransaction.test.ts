import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { BaseError } from '../../kernel/errors/base'
import type { SendRequest } from '../../kernel/hooks'
import { InsufficientGasError } from '../../kernel/send/errors'
import { checkGasFunds } from './checkGasFunds'
import { detectTransferVariant } from './detectTransferVariant'
import { sendEvmTransaction } from './sendEvmTransaction'
import { randomAddress, startAnvilFixture, type AnvilFixture } from './testing'

let anvil: AnvilFixture
let gasPrice: bigint
beforeAll(async () => {
  anvil = await startAnvilFixture()
  gasPrice = BigInt(String(await anvil.call('eth_gasPrice')))
})
afterAll(async () => anvil?.stop())

const SENDER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const tokens = () => anvil.devnet.addresses.tokens
const request = (patch: Partial<SendRequest>): SendRequest => ({
  namespace: 'eip155', network: anvil.network, from: `eip155:31337:${SENDER}`, to: randomAddress(), amount: 1n, decimals: 18, gasPrice, ...patch,
})

describe('sendEvmTransaction (against anvil)', () => {
  test('§7 behavior: native send is eth_sendTransaction with to, value, data 0x and gasPrice; the receiver gets the exact amount', async () => {
    const requests: { method: string; params?: unknown }[] = []
    const to = randomAddress()
    const { hash, variant } = await sendEvmTransaction({ connection: anvil.connection(requests), rpc: anvil.rpc, request: request({ to, amount: 1_234_567_890_123_456_789n }) })
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    expect(variant).toBe('native')
    expect(requests).toEqual([{ method: 'eth_sendTransaction', params: [{ from: SENDER, to, value: '0x112210f47de98115', data: '0x', gasPrice: `0x${gasPrice.toString(16)}` }] }])
    // anvil mines after answering: wait for the block, not a fixed time.
    await vi.waitFor(async () => expect(await anvil.balance(to)).toBe(1_234_567_890_123_456_789n))
  })

  test.each([
    ['PUSD', 18, 'erc20', 123_456_789_000_000_000_001n],
    ['PUSDC', 6, 'erc20', 1_500_001n],
    ['PUSDT', 6, 'usdt', 2_000_003n],
  ] as const)('§7 behavior: %s (%i decimals) sends transfer(receiver, amount) with the %s ABI variant', async (symbol, decimals, expected, amount) => {
    const token = tokens()[symbol].address
    const to = randomAddress()
    const requests: { method: string; params?: unknown }[] = []
    const { variant } = await sendEvmTransaction({ connection: anvil.connection(requests), rpc: anvil.rpc, request: request({ to, amount, decimals, tokenAddress: token }) })
    expect(variant).toBe(expected)
    expect(requests).toHaveLength(1)
    expect(requests[0]?.params).toEqual([expect.objectContaining({ to: token, value: '0x0', data: expect.stringMatching(/^0xa9059cbb/) })])
    // anvil mines after answering: wait for the block, not a fixed time.
    await vi.waitFor(async () => expect(await anvil.balance(to, token)).toBe(amount))
  })

  test('§7 error: a token transfer that would revert is refused before the wallet is asked', async () => {
    const requests: { method: string; params?: unknown }[] = []
    const token = tokens().PUSDT.address
    const tooMuch = (await anvil.balance(SENDER, token)) + 1n
    await expect(sendEvmTransaction({ connection: anvil.connection(requests), rpc: anvil.rpc, request: request({ tokenAddress: token, amount: tooMuch, decimals: 6 }) })).rejects.toThrow()
    expect(requests).toEqual([])
  })

  test('§7 error: an invalid receiver, a zero amount or a missing gas price sends nothing', async () => {
    const requests: { method: string; params?: unknown }[] = []
    const connection = anvil.connection(requests)
    await expect(sendEvmTransaction({ connection, rpc: anvil.rpc, request: request({ to: '0x70997970c51812dc3A010C7d01b50e0d17dc79C8' }) })).rejects.toThrow('Invalid receiver address')
    await expect(sendEvmTransaction({ connection, rpc: anvil.rpc, request: request({ amount: 0n }) })).rejects.toThrow(BaseError)
    await expect(sendEvmTransaction({ connection, rpc: anvil.rpc, request: request({ gasPrice: undefined }) })).rejects.toThrow(BaseError)
    expect(requests).toEqual([])
  })

  test('§7 error: a wallet answer that is not a transaction hash is rejected', async () => {
    const connection = { request: async () => 'not-a-hash' } as unknown as ReturnType<AnvilFixture['connection']>
    await expect(sendEvmTransaction({ connection, rpc: anvil.rpc, request: request({}) })).rejects.toThrow()
  })

  test('§7 behavior: detectTransferVariant reads PUSD as ERC-20 and PUSDT as the USDT variant', async () => {
    const base = { network: anvil.network, from: SENDER, to: randomAddress(), amount: 1n }
    expect(await detectTransferVariant(anvil.rpc, { ...base, token: tokens().PUSD.address })).toBe('erc20')
    expect(await detectTransferVariant(anvil.rpc, { ...base, token: tokens().PUSDT.address })).toBe('usdt')
  })
})

describe('checkGasFunds (against anvil)', () => {
  test('§5 behavior: an account with no ETH is gas-insufficient for a token send', async () => {
    const empty = randomAddress()
    const promise = checkGasFunds({ rpc: anvil.rpc, accountType: 'eoa', request: request({ from: `eip155:31337:${empty}`, tokenAddress: tokens().PUSD.address }) })
    await expect(promise).rejects.toBeInstanceOf(InsufficientGasError)
    await expect(promise).rejects.toMatchObject({ shortMessage: 'Insufficient funds for gas' })
  })

  test('§5 behavior: a fee above the balance is gas-insufficient; a funded account passes and keeps its gas price', async () => {
    const poor = randomAddress()
    await anvil.call('anvil_setBalance', [poor, '0x1'])
    await expect(checkGasFunds({ rpc: anvil.rpc, accountType: 'eoa', request: request({ from: `eip155:31337:${poor}` }) })).rejects.toBeInstanceOf(InsufficientGasError)
    const checked = await checkGasFunds({ rpc: anvil.rpc, accountType: 'eoa', request: request({}) })
    expect(checked.gasPrice).toBe(gasPrice)
  })

  test('§6 behavior: a smart account with no ETH is never gas-insufficient; the gas price is filled in', async () => {
    const empty = randomAddress()
    const token = tokens().PUSD.address
    await sendEvmTransaction({ connection: anvil.connection(), rpc: anvil.rpc, request: request({ to: empty, tokenAddress: token, amount: 5n }) })
    expect(await anvil.balance(empty)).toBe(0n)
    const checked = await checkGasFunds({ rpc: anvil.rpc, accountType: 'smartAccount', request: request({ from: `eip155:31337:${empty}`, gasPrice: undefined, tokenAddress: token, amount: 5n, to: SENDER }) })
    expect(typeof checked.gasPrice).toBe('bigint')
  })
})
