import { describe, expect, it, vi } from 'vitest'
import { createFeeQuoter, DEFAULT_MAX_FEE_WEI, FEE_TOO_HIGH_CODE, feeCapOf, feeRow, formatNative, quoteNetworkFee, type FeeReader } from './networkFee'

// Issue 14 ("show and cap the fee"): every transaction approval shows gas x max fee per gas in the
// native token, exact; a fee above the chain's cap is refused before the visitor is asked.
const ETH = { symbol: 'ETH', decimals: 18 }
const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const market = { maxFeePerGas: 3_500_000_000n, maxPriorityFeePerGas: 1_000_000_000n }

/** A reader answering fixed estimates, counting its calls. */
const reader = (gas: bigint | ((call: { to: string }) => bigint) = 21_000n) => {
  const estimateGas = vi.fn(async (call: { to: string }) => (typeof gas === 'function' ? gas(call) : gas))
  const estimateFeesPerGas = vi.fn(async () => market)
  return { estimateGas, estimateFeesPerGas } satisfies FeeReader
}

describe('quoteNetworkFee', () => {
  it('quotes estimated gas x max fee per gas, exact, and shows it in the native token', async () => {
    const fee = await quoteNetworkFee([{ to, value: 1n }], { reader: reader(), cap: DEFAULT_MAX_FEE_WEI, currency: ETH })
    expect(fee).toEqual({ sponsored: false, total: 73_500_000_000_000n, cap: DEFAULT_MAX_FEE_WEI, quotes: [{ gas: 21_000n, ...market }] })
    expect(feeRow(fee, ETH)).toEqual(['Network fee (at most)', '0.0000735 ETH'])
  })

  it('refuses gas and max fee per gas named by the dapp above the cap before any chain read (-32003)', async () => {
    const chain = reader()
    const quote = quoteNetworkFee([{ to, gas: 21_000n, maxFeePerGas: 10n ** 13n }], { reader: chain, cap: DEFAULT_MAX_FEE_WEI, currency: ETH })
    await expect(quote).rejects.toMatchObject({ code: FEE_TOO_HIGH_CODE, message: "Network fee too high: up to 0.21 ETH, above this wallet's limit of 0.05 ETH" })
    expect(chain.estimateGas).not.toHaveBeenCalled()
    expect(chain.estimateFeesPerGas).not.toHaveBeenCalled()
  })

  it('refuses an estimated fee above the cap; exactly the cap passes', async () => {
    const cap = 21_000n * market.maxFeePerGas
    await expect(quoteNetworkFee([{ to }], { reader: reader(), cap: cap - 1n, currency: ETH })).rejects.toMatchObject({ code: FEE_TOO_HIGH_CODE })
    await expect(quoteNetworkFee([{ to }], { reader: reader(), cap, currency: ETH })).resolves.toMatchObject({ total: cap })
  })

  it('keeps what the dapp named and fills in the rest; the priority fee never exceeds the max fee', async () => {
    const fee = await quoteNetworkFee([{ to, gas: 50_000n, maxFeePerGas: 500_000_000n }], { reader: reader(), cap: DEFAULT_MAX_FEE_WEI, currency: ETH })
    expect(fee.quotes).toEqual([{ gas: 50_000n, maxFeePerGas: 500_000_000n, maxPriorityFeePerGas: 500_000_000n }])
    await expect(quoteNetworkFee([{ to, maxFeePerGas: 1n, maxPriorityFeePerGas: 2n }], { reader: reader(), cap: DEFAULT_MAX_FEE_WEI, currency: ETH })).rejects.toMatchObject({
      code: -32602,
      message: 'Invalid request params: maxPriorityFeePerGas is above maxFeePerGas',
    })
  })

  it('sums a batch; a first call that cannot be estimated is refused, a later one is quoted when sent', async () => {
    const failing = reader((call) => {
      if (call.to === to) throw Object.assign(new Error('long'), { shortMessage: 'Execution reverted.' })
      return 30_000n
    })
    const other = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
    await expect(quoteNetworkFee([{ to }, { to: other }], { reader: failing, cap: DEFAULT_MAX_FEE_WEI, currency: ETH })).rejects.toMatchObject({
      code: -32603,
      message: 'Cannot estimate the network fee of call 1: Execution reverted.',
    })
    const fee = await quoteNetworkFee([{ to: other }, { to }, { to: other }], { reader: failing, cap: DEFAULT_MAX_FEE_WEI, currency: ETH })
    expect(fee.total).toBe(60_000n * market.maxFeePerGas)
    expect(fee.quotes[1]).toBeUndefined()
    expect(feeRow(fee, ETH)).toEqual(['Network fee (at most)', '0.00021 ETH + call 2 (estimated when sent; the total stays within 0.05 ETH)'])
  })
})

describe('fee display and configuration', () => {
  it('formats with bigint arithmetic, never a float', () => {
    expect(formatNative(123_456_789_012_345_678_901_234_567_891n, ETH)).toBe('123456789012.345678901234567891 ETH')
    expect(formatNative(1n, ETH)).toBe('0.000000000000000001 ETH')
    expect(formatNative(0n, ETH)).toBe('0 ETH')
  })

  it("reads the cap from the chain's project config, else 0.05 of the native token", () => {
    expect(feeCapOf({})).toBe(50_000_000_000_000_000n)
    expect(feeCapOf({ maxFeeWei: '1000' })).toBe(1000n)
  })

  it('a smart account is sponsored: shown so, never refused, with no chain read', async () => {
    const quote = createFeeQuoter({ chainId: 31337, name: 'Local', rpcUrl: 'http://127.0.0.1:9/unreachable', maxFeeWei: '0' })
    const fee = await quote('smartAccount', to, [{ to, gas: 10n ** 9n, maxFeePerGas: 10n ** 12n }])
    expect(fee).toEqual({ sponsored: true })
    expect(feeRow(fee, ETH)).toEqual(['Network fee', 'Sponsored (you pay nothing)'])
  })
})
