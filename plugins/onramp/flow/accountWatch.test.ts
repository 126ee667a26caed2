import { describe, expect, test, vi } from 'vitest'
import { createPortico, defineNetwork, definePlugin, type ActivityItem, type TokenBalance } from 'portico'
import { accountWatch, incomingTransfers } from './accountWatch'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const PUSDC = { symbol: 'PUSDC', name: 'Portico Coin', decimals: 6, address: '0xE1aa25618fA0c7A1CFDab5d6B456af611873b629' }
const devnet = defineNetwork({ chainNamespace: 'eip155', id: 31337, name: 'Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } })
const token = (symbol: string, amount: bigint, address?: string): TokenBalance => ({ name: symbol, symbol, chainId: 'eip155:31337', address, value: 0, price: 0, quantity: { decimals: '6', numeric: '' }, amount, decimals: 6 })
const item = (id: string, status: ActivityItem['status'], ...transfers: ActivityItem['transfers']): ActivityItem => ({ id, hash: id, status, transfers })

describe('watching the buyer', () => {
  test('behavior: the balance of the asset (address compared in any case), 0 when not held; always a forced refresh', async () => {
    const portico = createPortico({ networks: [devnet], logLevel: 'silent' })
    const refresh = vi.spyOn(portico.services.balances, 'refresh').mockResolvedValue([token('ETH', 5n), token('PUSDC', 7_000_000n, PUSDC.address.toLowerCase())])
    expect(await accountWatch(portico.services, { network: devnet, address: ADDRESS }, PUSDC, 'local').readBalance()).toBe(7_000_000n)
    expect(await accountWatch(portico.services, { network: devnet, address: ADDRESS }, { symbol: 'ETH', name: 'Ether', decimals: 18 }, 'local').readBalance()).toBe(5n)
    refresh.mockResolvedValue([token('ETH', 5n)])
    expect(await accountWatch(portico.services, { network: devnet, address: ADDRESS }, PUSDC, 'local').readBalance()).toBe(0n)
    expect(refresh).toHaveBeenCalledWith({ network: devnet, address: ADDRESS }, { force: true })
  })

  test('behavior: incoming transfers of the asset from the activity, in base units; the provider name is the onramp param', async () => {
    const fetchActivity = vi.fn(async () => [item('0x1', 'confirmed', { direction: 'in', symbol: 'PUSDC', quantity: '99' })])
    const history = definePlugin({ id: 'history-like', apply: ({ hooks }) => hooks.fetchActivity.tapPromise(fetchActivity) })
    const portico = createPortico({ networks: [devnet], logLevel: 'silent', plugins: [history] })
    expect(await accountWatch(portico.services, { network: devnet, address: ADDRESS }, PUSDC, 'coinbase').readIncoming?.()).toEqual(new Map([['0x1', 99_000_000n]]))
    expect(fetchActivity).toHaveBeenCalledWith({ network: devnet, address: ADDRESS, onramp: 'coinbase' })
    const bare = createPortico({ networks: [devnet], logLevel: 'silent' })
    expect(await accountWatch(bare.services, { network: devnet, address: ADDRESS }, PUSDC, 'coinbase').readIncoming?.()).toBeUndefined()
  })

  test('behavior: only received, not failed, of the same symbol, exact amounts (summed per transaction)', () => {
    const items = [
      item('a', 'confirmed', { direction: 'in', symbol: 'PUSDC', quantity: '1.5' }, { direction: 'in', symbol: 'PUSDC', quantity: '0.000001' }),
      item('b', 'failed', { direction: 'in', symbol: 'PUSDC', quantity: '5' }),
      item('c', 'pending', { direction: 'out', symbol: 'PUSDC', quantity: '5' }),
      item('d', 'confirmed', { direction: 'in', symbol: 'PUSD', quantity: '5' }),
      item('e', 'confirmed', { direction: 'in', symbol: 'PUSDC', quantity: '1e3' }),
      item('f', 'pending', { direction: 'in', symbol: 'PUSDC', quantity: '2' }),
    ]
    expect(incomingTransfers(items, PUSDC)).toEqual(new Map([['a', 1_500_001n], ['f', 2_000_000n]]))
  })
})
