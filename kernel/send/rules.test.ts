import fc from 'fast-check'
import { encodeFunctionData, erc20Abi } from 'viem'
import { describe, expect, test } from 'vitest'
import { formatUnits } from '../units/formatUnits'
import { checkSendForm } from './checkSendForm'
import { encodeErc20Transfer } from './encodeErc20Transfer'
import { isGasInsufficient } from './isGasInsufficient'
import { maxSendAmount } from './maxSendAmount'
import { initialSendState } from './sendSlice'
import type { SendState, SendToken } from './types'

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = (fields: Partial<SendToken> & { amount: string; decimals: number }): SendToken => ({
  name: 'T', symbol: 'T', chainId: 'eip155:1', value: 0, price: 0, quantity: { decimals: String(fields.decimals), numeric: '0' }, ...fields,
})
const ETH = token({ symbol: 'ETH', amount: '1000000000000000000', decimals: 18 })
const USDC = token({ symbol: 'USDC', address: '0xe1Aa25618fA0c7A1CFDab5d6B456af611873b629', amount: '5000000', decimals: 6 })
const form = (patch: Partial<SendState>): SendState => ({ ...initialSendState, tokenBalances: [ETH, USDC], token: ETH, receiverAddress: RECEIVER, sendTokenAmount: '0.5', ...patch })
const check = (patch: Partial<SendState>, fee: bigint | undefined = 21_000n, accountType: 'eoa' | 'smartAccount' = 'eoa') =>
  checkSendForm({ send: form(patch), namespace: 'eip155', fee, accountType })

describe('checkSendForm', () => {
  test('§5 behavior: a complete form within balance and gas is ready, with the exact amount', () => {
    expect(check({})).toEqual({ amount: 500_000_000_000_000_000n, error: undefined, missing: undefined, ready: true, gasInsufficient: false })
  })
  test('§5 behavior: EVM receiver is optional 0x + 40 hex; mixed case must match EIP-55', () => {
    expect(check({ receiverAddress: RECEIVER.slice(2) }).ready).toBe(true)
    expect(check({ receiverAddress: RECEIVER.toLowerCase() }).ready).toBe(true)
    expect(check({ receiverAddress: '0x70997970c51812dc3A010C7d01b50e0d17dc79C8' }).error).toBe('Invalid receiver address')
    expect(check({ receiverAddress: '0x7099' }).error).toBe('Invalid receiver address')
  })
  test('§5 behavior: a name is not an address until resolved', () => {
    expect(check({ receiverAddress: 'bob.eth' })).toMatchObject({ ready: false, missing: 'receiver', error: undefined })
  })
  test('§5 behavior: amount above balance is blocked', () => {
    expect(check({ token: USDC, sendTokenAmount: '5.000001' })).toMatchObject({ ready: false, error: 'Insufficient balance' })
    expect(check({ token: USDC, sendTokenAmount: '5' }).ready).toBe(true)
  })
  test('§5 error: too many decimals or a malformed amount is an error, never rounded', () => {
    expect(check({ token: USDC, sendTokenAmount: '0.0000001' }).error).toBe('Invalid amount "0.0000001": at most 6 decimal places are allowed')
    expect(check({ sendTokenAmount: '1e3' }).error).toMatch(/exponent/)
  })
  test('§5 behavior: zero or empty amount, missing token or unknown fee is not ready', () => {
    expect(check({ sendTokenAmount: '0' }).missing).toBe('amount')
    expect(check({ sendTokenAmount: undefined }).missing).toBe('amount')
    expect(check({ token: undefined }).missing).toBe('token')
    expect(checkSendForm({ send: form({}), namespace: 'eip155', fee: undefined, accountType: 'eoa' }).missing).toBe('fee')
  })
  test('§5 behavior: gas insufficient when native balance is zero (token send)', () => {
    const broke = token({ symbol: 'ETH', amount: '0', decimals: 18 })
    expect(check({ tokenBalances: [broke, USDC], token: USDC, sendTokenAmount: '1' })).toMatchObject({ gasInsufficient: true, error: 'Insufficient funds for gas', ready: false })
  })
  test('§5 behavior: gas insufficient when the fee (plus a native amount) exceeds the balance', () => {
    expect(check({ sendTokenAmount: '1' }, 1n).gasInsufficient).toBe(true)
    expect(check({ sendTokenAmount: '0.5' }, 500_000_000_000_000_001n).gasInsufficient).toBe(true)
    expect(check({ sendTokenAmount: '0.5' }, 500_000_000_000_000_000n).gasInsufficient).toBe(false)
  })
  test('§6 behavior: a smart account is never gas-insufficient', () => {
    const broke = token({ symbol: 'ETH', amount: '0', decimals: 18 })
    expect(check({ tokenBalances: [broke, USDC], token: USDC, sendTokenAmount: '1' }, 21_000n, 'smartAccount').ready).toBe(true)
  })
  test('§9 property: any amount within the balance, typed as its exact decimal text, gives back the same base units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.bigInt({ min: 1n, max: 10n ** 40n }), (decimals, units) => {
        const t = token({ address: '0x8ce361602B935680E8DeC218b820ff5056BeB7af', amount: units.toString(), decimals })
        const result = checkSendForm({ send: form({ token: t, tokenBalances: [ETH, t], sendTokenAmount: formatUnits(units, decimals) }), namespace: 'eip155', fee: 1n, accountType: 'eoa' })
        expect(result.amount).toBe(units)
        expect(result.ready).toBe(true)
      }),
    )
  })
  test('§5 property: one base unit more than the balance is always blocked', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.bigInt({ min: 0n, max: 10n ** 40n }), (decimals, units) => {
        const t = token({ address: '0x8ce361602B935680E8DeC218b820ff5056BeB7af', amount: units.toString(), decimals })
        const result = checkSendForm({ send: form({ token: t, sendTokenAmount: formatUnits(units + 1n, decimals) }), namespace: 'eip155', fee: 1n, accountType: 'eoa' })
        expect(result.error).toBe('Insufficient balance')
      }),
    )
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

describe('maxSendAmount', () => {
  test('§4 behavior: native max leaves the fee; a token max is the whole balance', () => {
    expect(maxSendAmount({ balance: 100n, native: true, fee: 30n })).toBe(70n)
    expect(maxSendAmount({ balance: 20n, native: true, fee: 30n })).toBe(0n)
    expect(maxSendAmount({ balance: 100n, native: false, fee: 30n })).toBe(100n)
  })
  test('§4 property: native max plus fee never exceeds the balance and is gas-sufficient', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 30n }), fc.bigInt({ min: 0n, max: 10n ** 30n }), (balance, fee) => {
        const max = maxSendAmount({ balance, native: true, fee })
        expect(max + fee <= balance || max === 0n).toBe(true)
        if (max > 0n) expect(isGasInsufficient({ nativeBalance: balance, fee, nativeAmount: max, accountType: 'eoa' })).toBe(false)
      }),
    )
  })
})

describe('encodeErc20Transfer', () => {
  test('§7 property: the same calldata as viem with the ERC-20 ABI', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: (1n << 256n) - 1n }), (amount) => {
        expect(encodeErc20Transfer(RECEIVER, amount)).toBe(encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECEIVER, amount] }))
      }),
    )
  })
  test('§7 error: out-of-range amount or a bad address throws', () => {
    expect(() => encodeErc20Transfer(RECEIVER, 1n << 256n)).toThrow()
    expect(() => encodeErc20Transfer(RECEIVER, -1n)).toThrow()
    expect(() => encodeErc20Transfer('0x1234', 1n)).toThrow('Invalid EVM address')
  })
})
