import { describe, expect, test } from 'vitest'
import { errorJson } from './ledger'
import { tokenAmount } from './tokenLayout'

describe('tokenAmount', () => {
  test('behavior: uiAmountString is exact, trailing zeros dropped', () => {
    expect(tokenAmount(1_000_000n, 6)).toEqual({ amount: '1000000', decimals: 6, uiAmount: 1, uiAmountString: '1' })
    expect(tokenAmount(123_456_789_012_345_678_901n, 9).uiAmountString).toBe('123456789012.345678901')
    expect(tokenAmount(5n, 0).uiAmountString).toBe('5')
  })
})

describe('errorJson', () => {
  const failed = (err: string) => ({ toString: () => `FailedTransactionMetadata { err: ${err}, meta: TransactionMetadata { } }` })
  test('behavior: maps litesvm errors to the validator JSON', () => {
    expect(errorJson(failed('AlreadyProcessed'))).toBe('AlreadyProcessed')
    expect(errorJson(failed('InstructionError(0, Custom(1))'))).toEqual({ InstructionError: [0, { Custom: 1 }] })
    expect(errorJson(failed('InstructionError(2, InvalidArgument)'))).toEqual({ InstructionError: [2, 'InvalidArgument'] })
    expect(errorJson(failed('InsufficientFundsForRent { account_index: 1 }'))).toEqual({ InsufficientFundsForRent: { account_index: 1 } })
    expect(errorJson({ toString: () => 'garbage' })).toBe('TransactionError')
  })
})
