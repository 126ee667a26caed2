import { describe, expect, test } from 'vitest'
import { BALANCE_CACHE_MS, BALANCE_RETRY_MS } from './createBalanceService'
import { BalanceUnavailableError } from './errors'
import { balanceHarness, testEvm } from './testing'
import type { Portfolio, RawBalance } from './types'
import { defineNetwork } from '../networks/defineNetwork'

const OWNER = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const PUSD = '0x8ce361602B935680E8DeC218b820ff5056BeB7af'
const PUSDC = '0xe1Aa25618fA0c7A1CFDab5d6B456af611873b629'
const query = { network: testEvm, address: OWNER }
const chainId = testEvm.caipNetworkId
const raw = (fields: Partial<RawBalance> & { symbol: string; amount: bigint; decimals: number }): RawBalance => ({ chainId, name: fields.symbol, ...fields })
const ETH = raw({ symbol: 'ETH', name: 'Ether', amount: 1_234_567_890_123_456_789n, decimals: 18 })
const portfolio = (tokens: RawBalance[] = [ETH, raw({ symbol: 'PUSD', address: PUSD, amount: 10n ** 24n, decimals: 18 }), raw({ symbol: 'PUSDC', address: PUSDC, amount: 2_500_000n, decimals: 6 })]): Portfolio => ({
  tokens, nfts: [], nftsOffered: false, source: 'rpc',
})

describe('balance service (the same for every namespace; reads come from the chain module\'s taps)', () => {
  test('§3 Token balance: exact bigint amounts, quantity as text, no USD without a price', async () => {
    const h = balanceHarness({ portfolio: () => portfolio() })
    const tokens = await h.service.get(query)
    expect(h.reads.map((r) => r.kind)).toEqual(['portfolio'])
    expect(tokens.map((t) => [t.symbol, t.amount, t.decimals, t.address])).toEqual([
      ['ETH', ETH.amount, 18, undefined],
      ['PUSD', 10n ** 24n, 18, PUSD],
      ['PUSDC', 2_500_000n, 6, PUSDC],
    ])
    expect(tokens[0]?.quantity).toEqual({ decimals: '18', numeric: '1.234567890123456789' })
    expect(tokens[2]?.quantity).toEqual({ decimals: '6', numeric: '2.5' })
    expect(tokens.every((t) => t.price === 0 && t.value === 0 && !t.priced)).toBe(true)
  })

  test('§5 behavior: low-quality tokens with zero decimals are dropped; the native balance stays', async () => {
    const h = balanceHarness({ portfolio: () => portfolio([raw({ ...ETH, decimals: 0 }), raw({ symbol: 'JUNK', address: PUSD, amount: 5n, decimals: 0 })]) })
    expect((await h.service.get(query)).map((t) => t.symbol)).toEqual(['ETH'])
  })

  test('§9 cache: a second get within 30 s reads nothing; after 30 s it reads again', async () => {
    const h = balanceHarness({ portfolio: () => portfolio() })
    await h.service.get(query)
    h.advance(BALANCE_CACHE_MS - 1)
    await h.service.get(query)
    expect(h.reads).toHaveLength(1)
    h.advance(1)
    await h.service.get(query)
    expect(h.reads).toHaveLength(2)
  })

  test('§5 concurrent gets share one read', async () => {
    const h = balanceHarness({ portfolio: () => portfolio() })
    await Promise.all([h.service.get(query), h.service.get(query), h.service.native(query)])
    expect(h.reads).toHaveLength(1)
  })

  test('§8 failure keeps the last good data, shows Token Balance Unavailable, and waits 30 s before retrying (lastRetry)', async () => {
    let fail = false
    const h = balanceHarness({ portfolio: () => { if (fail) throw new Error('node down'); return portfolio() } })
    const good = await h.service.get(query)
    fail = true
    h.advance(BALANCE_CACHE_MS)
    expect(await h.service.get(query)).toEqual(good)
    const entry = h.service.getEntry(query)
    expect(entry).toMatchObject({ status: 'error', error: 'Token Balance Unavailable', tokens: good })
    expect(h.toast.show).toHaveBeenCalledWith({ message: 'Token Balance Unavailable', variant: 'error' })
    expect(h.reads).toHaveLength(2)
    h.advance(BALANCE_RETRY_MS - 1)
    await expect(h.service.get(query)).resolves.toEqual(good)
    expect(h.reads).toHaveLength(2)
    fail = false
    h.advance(1)
    await h.service.get(query)
    expect(h.reads).toHaveLength(3)
    expect(h.service.getEntry(query).status).toBe('ready')
    expect(h.service.getEntry(query).error).toBeUndefined()
  })

  test('§8 failure with no earlier data throws BalanceUnavailableError', async () => {
    const h = balanceHarness({ portfolio: () => { throw new Error('down') } })
    const error = await h.service.get(query).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(BalanceUnavailableError)
    expect((error as BalanceUnavailableError).shortMessage).toBe('Token Balance Unavailable')
    await expect(h.service.get(query)).rejects.toBeInstanceOf(BalanceUnavailableError)
    expect(h.reads).toHaveLength(1)
  })

  test('§9 namespaces per feature: a namespace no chain module serves has no balances (0.00) and reads nothing', async () => {
    const h = balanceHarness({ portfolio: () => { throw new Error('never') } })
    const btc = defineNetwork({ chainNamespace: 'bip122', id: '000000000019d6689c085ae165831e93', name: 'Bitcoin', nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }, rpcUrls: { default: { http: ['https://x.invalid'] } } })
    const bitcoin = { network: btc, address: 'bc1qxyz' }
    await expect(h.service.get(bitcoin)).resolves.toEqual([])
    await expect(h.service.native(bitcoin)).resolves.toBeUndefined()
    expect(h.service.getEntry(bitcoin)).toMatchObject({ status: 'ready', source: 'none', tokens: [] })
    expect(h.reads).toHaveLength(0)
  })

  test('§4 refresh drops the cache and reads again', async () => {
    const h = balanceHarness({ portfolio: () => portfolio() })
    await h.service.get(query)
    await h.service.refresh(query)
    expect(h.reads).toHaveLength(2)
  })

  test('§5 native: from the portfolio; when the portfolio fails, the lone native read (cached 30 s)', async () => {
    const h = balanceHarness({ portfolio: () => { throw new Error('multicall down') }, native: () => ETH })
    await expect(h.service.native(query)).resolves.toMatchObject({ symbol: 'ETH', amount: ETH.amount })
    await expect(h.service.native(query)).resolves.toMatchObject({ amount: ETH.amount })
    expect(h.reads.map((r) => r.kind)).toEqual(['portfolio', 'native'])
  })

  test('§3 prices from a host price service give value = quantity x price; a failing one leaves USD out', async () => {
    const priced = balanceHarness({
      portfolio: () => portfolio(),
      priceService: { getPrices: async () => new Map([[`${chainId}:native`, 3000], [`${chainId}:${PUSDC.toLowerCase()}`, 1]]) },
    })
    const tokens = await priced.service.get(query)
    expect(tokens[0]?.price).toBe(3000)
    expect(tokens[0]?.value).toBeCloseTo(1.2345678901 * 3000, 6)
    expect(tokens[2]?.value).toBe(2.5)
    expect(tokens[1]?.priced).toBe(false)
    const failing = balanceHarness({ portfolio: () => portfolio(), priceService: { getPrices: async () => { throw new Error('no') } } })
    expect((await failing.service.get(query)).every((t) => !t.priced)).toBe(true)
  })

  test('§3 a source\'s own price (a wallet\'s metadata) is kept; an unsafe icon is dropped', async () => {
    const h = balanceHarness({ portfolio: () => portfolio([{ ...ETH, price: 2000, iconUrl: 'javascript:alert(1)' }]) })
    const [eth] = await h.service.get(query)
    expect(eth).toMatchObject({ price: 2000, priced: true })
    expect(eth?.iconUrl).toBeUndefined()
  })
})
