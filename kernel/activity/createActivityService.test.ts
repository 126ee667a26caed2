import { describe, expect, test, vi } from 'vitest'
import { createPortico } from '../createPortico'
import { definePlugin } from '../plugin'
import { mainnet } from '../networks'
import type { NftBalance } from '../balances/types'
import type { ActivityItem } from './types'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const item: ActivityItem = { id: '0xabc', hash: '0xabc', status: 'confirmed', transfers: [{ direction: 'in', symbol: 'USDC', quantity: '99' }] }

describe('services.activity (fetchActivity hook)', () => {
  test('default: no plugin provides activity -> undefined', async () => {
    const portico = createPortico({ networks: [mainnet], logLevel: 'silent' })
    expect(await portico.services.activity.recent({ network: mainnet, address: ADDRESS })).toBeUndefined()
  })

  test('behavior: a tapping plugin answers with the query (onramp param passed through); uninstall removes it', async () => {
    const source = vi.fn(async () => [item])
    const history = definePlugin({ id: 'history-like', apply: ({ hooks }) => hooks.fetchActivity.tapPromise(source) })
    const portico = createPortico({ networks: [mainnet], logLevel: 'silent', plugins: [history] })
    expect(await portico.services.activity.recent({ network: mainnet, address: ADDRESS, onramp: 'coinbase' })).toEqual([item])
    expect(source).toHaveBeenCalledWith({ network: mainnet, address: ADDRESS, onramp: 'coinbase' })
    portico.uninstall('history-like')
    expect(await portico.services.activity.recent({ network: mainnet, address: ADDRESS })).toBeUndefined()
  })

  test('§2 NFTs tab: services.activity.nfts asks the fetchActivityNfts taps (the history plugin); none: undefined; uninstall removes it', async () => {
    const held: NftBalance[] = [{ chainId: 'eip155:1', address: '0xa11', tokenId: '7', name: 'Art #7' }]
    const source = vi.fn(async () => held)
    const history = definePlugin({ id: 'history-like', apply: ({ hooks }) => hooks.fetchActivityNfts.tapPromise(source) })
    const portico = createPortico({ networks: [mainnet], logLevel: 'silent', plugins: [history] })
    expect(await portico.services.activity.nfts({ network: mainnet, address: ADDRESS })).toEqual(held)
    expect(source).toHaveBeenCalledWith({ network: mainnet, address: ADDRESS })
    portico.uninstall('history-like')
    expect(await portico.services.activity.nfts({ network: mainnet, address: ADDRESS })).toBeUndefined()
  })

  test('behavior: the first tap to answer wins; a tap without an answer passes', async () => {
    const silent = definePlugin({ id: 'a', apply: ({ hooks }) => hooks.fetchActivity.tapPromise(async () => undefined) })
    const answering = definePlugin({ id: 'b', apply: ({ hooks }) => hooks.fetchActivity.tapPromise(async () => [item]) })
    const portico = createPortico({ networks: [mainnet], logLevel: 'silent', plugins: [silent, answering] })
    expect(await portico.services.activity.recent({ network: mainnet, address: ADDRESS })).toEqual([item])
  })
})
