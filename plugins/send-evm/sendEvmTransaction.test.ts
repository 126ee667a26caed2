import fc from 'fast-check'
import { BaseError, type SendRequest } from 'portico'
import { InsufficientGasError } from 'portico/send'
import { encodeFunctionData, erc20Abi } from 'viem'
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest'
import { detectTransferVariant } from './detectTransferVariant'
import { encodeErc20Transfer } from './encodeErc20Transfer'
import { estimateEvmFee } from './estimateEvmFee'
import { isGasInsufficient } from './isGasInsufficient'
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
    const { hash, variant } = await sendEvmTransaction({ connection: anvil.connection(requests), rpc: anvil.rpc, accountType: 'eoa', request: request({ to, amount: 1_234_567_890_123_456_789n }) })
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
    const { variant } = await sendEvmTransaction({ connection: anvil.connection(requests), rpc: anvil.rpc, accountType: 'eoa', request: request({ to, amount, decimals, tokenAddress: token }) })
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
    await expect(sendEvmTransaction({ connection: anvil.connection(requests), rpc: anvil.rpc, accountType: 'eoa', request: request({ tokenAddress: token, amount: tooMuch, decimals: 6 }) })).rejects.toThrow()
    expect(requests).toEqual([])
  })

  test('§7 error: an invalid receiver or a zero amount sends nothing', async () => {
    const requests: { method: string; params?: unknown }[] = []
    const connection = anvil.connection(requests)
    await expect(sendEvmTransaction({ connection, rpc: anvil.rpc, accountType: 'eoa', request: request({ to: '0x70997970c51812dc3A010C7d01b50e0d17dc79C8' }) })).rejects.toThrow('Invalid receiver address')
    await expect(sendEvmTransaction({ connection, rpc: anvil.rpc, accountType: 'eoa', request: request({ amount: 0n }) })).rejects.toThrow(BaseError)
    expect(requests).toEqual([])
  })

  test('§7 behavior: without a gas price in the request, the node\'s is used', async () => {
    const requests: { method: string; params?: unknown }[] = []
    const current = BigInt(String(await anvil.call('eth_gasPrice'))) // no block is mined before the send
    await sendEvmTransaction({ connection: anvil.connection(requests), rpc: anvil.rpc, accountType: 'eoa', request: request({ gasPrice: undefined }) })
    expect(requests[0]?.params).toEqual([expect.objectContaining({ gasPrice: `0x${current.toString(16)}` })])
  })

  test('§8 error: a wallet rejection is Something went wrong, with the wallet error as cause', async () => {
    const rejected = Object.assign(new Error('User rejected the request.'), { code: 4001 })
    const connection = { request: async () => Promise.reject(rejected) }
    const error = await sendEvmTransaction({ connection, rpc: anvil.rpc, accountType: 'eoa', request: request({}) }).catch((e: unknown) => e)
    expect(error).toMatchObject({ name: 'SendFailedError', shortMessage: 'Something went wrong', cause: rejected })
  })

  test('§7 error: a wallet answer that is not a transaction hash is rejected', async () => {
    const connection = { request: async () => 'not-a-hash' }
    await expect(sendEvmTransaction({ connection, rpc: anvil.rpc, accountType: 'eoa', request: request({}) })).rejects.toThrow()
  })

  test('§7 behavior: detectTransferVariant reads PUSD as ERC-20 and PUSDT as the USDT variant', async () => {
    const base = { network: anvil.network, from: SENDER, to: randomAddress(), amount: 1n }
    expect(await detectTransferVariant(anvil.rpc, { ...base, token: tokens().PUSD.address })).toBe('erc20')
    expect(await detectTransferVariant(anvil.rpc, { ...base, token: tokens().PUSDT.address })).toBe('usdt')
  })
})

describe('gas funds, in the send and in the fee estimate (against anvil)', () => {
  test('§5 behavior: an account with no ETH is gas-insufficient for a token send; nothing reaches the wallet', async () => {
    const empty = randomAddress()
    const requests: { method: string; params?: unknown }[] = []
    const promise = sendEvmTransaction({ connection: anvil.connection(requests), rpc: anvil.rpc, accountType: 'eoa', request: request({ from: `eip155:31337:${empty}`, tokenAddress: tokens().PUSD.address }) })
    await expect(promise).rejects.toBeInstanceOf(InsufficientGasError)
    await expect(promise).rejects.toMatchObject({ shortMessage: 'Insufficient funds for gas' })
    expect(requests).toEqual([])
  })

  test('§5 behavior: a fee above the balance is gas-insufficient, in the estimate and in the send', async () => {
    const poor = randomAddress()
    await anvil.call('anvil_setBalance', [poor, '0x1'])
    const draft = { ...request({}), from: poor, nativeBalance: 1n, accountType: 'eoa' as const }
    const fee = await estimateEvmFee(anvil.rpc, draft)
    expect(fee).toMatchObject({ gasLimit: 21_000n, total: fee.gasPrice * 21_000n, gasInsufficient: true })
    await expect(sendEvmTransaction({ connection: anvil.connection(), rpc: anvil.rpc, accountType: 'eoa', request: request({ from: `eip155:31337:${poor}` }) })).rejects.toBeInstanceOf(InsufficientGasError)
  })

  test('§5 behavior: the estimate of a native send the node refuses (above the balance) still gives the fee, and the verdict', async () => {
    const draft = { ...request({}), from: SENDER, amount: 10n ** 30n, nativeBalance: 10n ** 18n, accountType: 'eoa' as const }
    await expect(estimateEvmFee(anvil.rpc, draft)).resolves.toMatchObject({ gasLimit: 21_000n, gasInsufficient: true })
  })

  test('§7 behavior: a token estimate is the gas of transfer(receiver, amount) on the token', async () => {
    const token = tokens().PUSD.address
    const to = randomAddress()
    const fee = await estimateEvmFee(anvil.rpc, { ...request({ tokenAddress: token, amount: 5n, to }), from: SENDER, nativeBalance: 10n ** 18n, accountType: 'eoa' })
    expect(fee.gasLimit).toBe(BigInt(String(await anvil.call('eth_estimateGas', [{ from: SENDER, to: token, data: encodeErc20Transfer(to, 5n) }]))))
    expect(fee).toMatchObject({ total: fee.gasPrice * fee.gasLimit, gasInsufficient: false })
  })

  test('§6 behavior: a smart account with no ETH is never gas-insufficient: the send goes to the wallet', async () => {
    const empty = randomAddress()
    const token = tokens().PUSD.address
    await sendEvmTransaction({ connection: anvil.connection(), rpc: anvil.rpc, accountType: 'eoa', request: request({ to: empty, tokenAddress: token, amount: 5n }) })
    // anvil mines after answering: wait for the block, not a fixed time.
    await vi.waitFor(async () => expect(await anvil.balance(empty, token)).toBe(5n))
    expect(await anvil.balance(empty)).toBe(0n)
    const requests: { method: string; params?: unknown }[] = []
    // The wallet of a smart account pays gas elsewhere: here the node refuses, but the wallet was asked.
    await sendEvmTransaction({ connection: anvil.connection(requests), rpc: anvil.rpc, accountType: 'smartAccount', request: request({ from: `eip155:31337:${empty}`, tokenAddress: token, amount: 5n, to: SENDER }) }).catch(() => undefined)
    expect(requests.map((r) => r.method)).toEqual(['eth_sendTransaction'])
    const fee = await estimateEvmFee(anvil.rpc, { ...request({ tokenAddress: token, amount: 5n, to: SENDER }), from: empty, nativeBalance: 0n, accountType: 'smartAccount' })
    expect(fee.gasInsufficient).toBe(false)
  })
})

describe('isGasInsufficient', () => {
  test('§5 behavior: zero balance, fee above balance, fee plus native amount above balance', () => {
    expect(isGasInsufficient({ nativeBalance: 0n, fee: 0n, accountType: 'eoa' })).toBe(true)
    expect(isGasInsufficient({ nativeBalance: 10n, fee: 11n, accountType: 'eoa' })).toBe(true)
    expect(isGasInsufficient({ nativeBalance: 10n, fee: 10n, accountType: 'eoa' })).toBe(false)
    expect(isGasInsufficient({ nativeBalance: 10n, fee: 5n, nativeAmount: 6n, accountType: 'eoa' })).toBe(true)
    expect(isGasInsufficient({ nativeBalance: 10n, fee: 5n, nativeAmount: 5n, accountType: undefined })).toBe(false)
  })
  test('§6 behavior: smart accounts are never gas-insufficient', () => {
    expect(isGasInsufficient({ nativeBalance: 0n, fee: 10n, accountType: 'smartAccount' })).toBe(false)
  })
})

describe('encodeErc20Transfer', () => {
  test('§7 property: the same calldata as viem with the ERC-20 ABI', () => {
    const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 256n) - 1n }), (amount) => {
        expect(encodeErc20Transfer(receiver, amount)).toBe(encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, amount] }))
      }),
    )
  })
  test('§7 error: out-of-range amount or a bad address throws', () => {
    const receiver = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    expect(() => encodeErc20Transfer(receiver, 1n << 256n)).toThrow()
    expect(() => encodeErc20Transfer(receiver, -1n)).toThrow()
    expect(() => encodeErc20Transfer('0x1234', 1n)).toThrow('Invalid EVM address')
  })
})
