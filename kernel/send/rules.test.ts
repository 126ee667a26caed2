import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { isValidEvmAddress } from '../caip/isValidEvmAddress'
import { formatUnits } from '../units/formatUnits'
import { checkSendForm } from './checkSendForm'
import { maxSendAmount } from './maxSendAmount'
import { initialSendState } from './sendSlice'
import type { SendFee, SendState, SendToken } from './types'

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const token = (fields: Partial<SendToken> & { amount: string; decimals: number }): SendToken => ({
  name: 'T', symbol: 'T', chainId: 'eip155:1', value: 0, price: 0, quantity: { decimals: String(fields.decimals), numeric: '0' }, ...fields,
})
const ETH = token({ symbol: 'ETH', amount: '1000000000000000000', decimals: 18 })
const USDC = token({ symbol: 'USDC', address: '0xe1Aa25618fA0c7A1CFDab5d6B456af611873b629', amount: '5000000', decimals: 6 })
const form = (patch: Partial<SendState>): SendState => ({ ...initialSendState, tokenBalances: [ETH, USDC], token: ETH, receiverAddress: RECEIVER, sendTokenAmount: '0.5', ...patch })
const fee = (fields: Partial<SendFee> = {}): SendFee => ({ gasPrice: 1n, gasLimit: 21_000n, total: 21_000n, gasInsufficient: false, ...fields })
/** The namespace's verdict on the receiver, as the eip155 chain module's `validateAddress` tap gives it. */
const receiverValid = (send: SendState) => (send.receiverAddress ? isValidEvmAddress(send.receiverAddress) : undefined)
const check = (patch: Partial<SendState>, estimate: SendFee | undefined = fee()) => checkSendForm({ send: form(patch), fee: estimate, receiverValid: receiverValid(form(patch)) })

describe('checkSendForm', () => {
  test('§5 behavior: a complete form within balance and gas is ready, with the exact amount', () => {
    expect(check({})).toEqual({ amount: 500_000_000_000_000_000n, error: undefined, missing: undefined, ready: true, gasInsufficient: false })
  })
  test('§5 behavior: the receiver must pass the namespace\'s check (here EVM: optional 0x + 40 hex, EIP-55 when mixed case)', () => {
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
    expect(checkSendForm({ send: form({}), fee: undefined, receiverValid: true }).missing).toBe('fee')
  })
  test('§5 behavior: the chain\'s gas verdict from the fee estimate blocks the form with its text', () => {
    expect(check({ sendTokenAmount: '1' }, fee({ gasInsufficient: true }))).toMatchObject({ gasInsufficient: true, error: 'Insufficient funds for gas', ready: false })
    expect(check({ sendTokenAmount: '1' }, fee({ gasInsufficient: false })).ready).toBe(true)
  })
  test('§5 behavior: a receiver the namespace refuses is an error; one still being checked is only missing', () => {
    expect(checkSendForm({ send: form({}), fee: fee(), receiverValid: false }).error).toBe('Invalid receiver address')
    expect(checkSendForm({ send: form({}), fee: fee(), receiverValid: undefined })).toMatchObject({ missing: 'receiver', ready: false, error: undefined })
  })
  test('§9 property: any amount within the balance, typed as its exact decimal text, gives back the same base units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.bigInt({ min: 1n, max: 10n ** 40n }), (decimals, units) => {
        const t = token({ address: '0x8ce361602B935680E8DeC218b820ff5056BeB7af', amount: units.toString(), decimals })
        const result = checkSendForm({ send: form({ token: t, tokenBalances: [ETH, t], sendTokenAmount: formatUnits(units, decimals) }), fee: fee(), receiverValid: true })
        expect(result.amount).toBe(units)
        expect(result.ready).toBe(true)
      }),
    )
  })
  test('§5 property: one base unit more than the balance is always blocked', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 30 }), fc.bigInt({ min: 0n, max: 10n ** 40n }), (decimals, units) => {
        const t = token({ address: '0x8ce361602B935680E8DeC218b820ff5056BeB7af', amount: units.toString(), decimals })
        const result = checkSendForm({ send: form({ token: t, sendTokenAmount: formatUnits(units + 1n, decimals) }), fee: fee(), receiverValid: true })
        expect(result.error).toBe('Insufficient balance')
      }),
    )
  })
})

describe('maxSendAmount', () => {
  test('§4 behavior: native max leaves the fee; a token max is the whole balance', () => {
    expect(maxSendAmount({ balance: 100n, native: true, fee: 30n })).toBe(70n)
    expect(maxSendAmount({ balance: 20n, native: true, fee: 30n })).toBe(0n)
    expect(maxSendAmount({ balance: 100n, native: false, fee: 30n })).toBe(100n)
  })
  test('§4 property: native max plus fee never exceeds the balance', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 1n, max: 10n ** 30n }), fc.bigInt({ min: 0n, max: 10n ** 30n }), (balance, fee) => {
        const max = maxSendAmount({ balance, native: true, fee })
        expect(max + fee <= balance || max === 0n).toBe(true)
        expect(max === 0n || balance - max === fee).toBe(true)
      }),
    )
  })
})
