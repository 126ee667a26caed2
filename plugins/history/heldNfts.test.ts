import { describe, expect, test, vi } from 'vitest'
import { defineNetwork } from 'portico'
import { fetchHeldNfts, MAX_NFT_PAGES } from './fetchActivityItems'
import { heldNfts } from './heldNfts'
import { fungible, item, pagedHistory } from './testing'
import type { TransactionTransfer } from './types'

const CHAIN = 'eip155:31337'
const ART = '0x5FbDB2315678afecb367f032d93F642f64180aa3'

/** An NFT transfer that names its collection and token id. */
const art = (tokenId: string, direction: TransactionTransfer['direction'], numeric = '1', extra: { spam?: boolean; preview?: string } = {}): TransactionTransfer => ({
  nft_info: { name: `Art #${tokenId}`, contract_address: ART, token_id: tokenId, flags: { is_spam: extra.spam ?? false }, ...(extra.preview ? { content: { preview: { url: extra.preview } } } : {}) },
  direction,
  quantity: { numeric },
})

describe('NFTs held according to the transfers (NFTs tab)', () => {
  test('§2 behavior: what came in minus what went out, per collection and token id, newest first; sent away or burnt ones are gone', () => {
    const held = heldNfts(
      [
        item('0x5', { transfers: [art('2', 'out')] }),
        item('0x4', { transfers: [art('3', 'in', '1', { preview: 'https://img.example/3.png' }), fungible('ETH', '0.1', 'out')] }),
        item('0x3', { transfers: [art('9', 'in', '25'), art('9', 'out', '10')] }),
        item('0x2', { transfers: [art('2', 'in')] }),
        item('0x1', { transfers: [art('1', 'in'), art('5', 'self')] }),
      ],
      CHAIN,
    )
    expect(held).toEqual([
      { chainId: CHAIN, address: ART, tokenId: '3', name: 'Art #3', imageUrl: 'https://img.example/3.png' },
      { chainId: CHAIN, address: ART, tokenId: '9', name: 'Art #9', imageUrl: undefined },
      { chainId: CHAIN, address: ART, tokenId: '1', name: 'Art #1', imageUrl: undefined },
    ])
  })

  test('§5 dropped: spam, other chains, failed and pending transactions, and transfers without contract and token id are not counted; unsafe images are left out', () => {
    const held = heldNfts(
      [
        item('0x1', { transfers: [art('1', 'in', '1', { spam: true })] }),
        item('0x2', { transfers: [art('2', 'in')], chain: 'eip155:1' }),
        item('0x3', { transfers: [art('3', 'in')], status: 'failed' }),
        item('0x4', { transfers: [art('4', 'in')], status: 'pending' }),
        item('0x5', { transfers: [{ nft_info: { name: 'Nameless', flags: { is_spam: false } }, direction: 'in', quantity: { numeric: '1' } }] }),
        item('0x6', { transfers: [art('6', 'in', '1', { preview: 'javascript:alert(1)' })] }),
      ],
      CHAIN,
    )
    expect(held).toEqual([{ chainId: CHAIN, address: ART, tokenId: '6', name: 'Art #6', imageUrl: undefined }])
  })

  test(`behavior: reads the newest ${MAX_NFT_PAGES} pages of the history at most, following the cursor`, async () => {
    const network = defineNetwork({ chainNamespace: 'eip155', id: 31337, name: 'Local', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } })
    const pages = pagedHistory(MAX_NFT_PAGES * 2, 1)
    pages.all[0]!.transfers = [art('7', 'in')]
    const fetch = vi.fn(async ({ cursor }: { cursor?: string | undefined }) => pages.page(cursor))
    expect(await fetchHeldNfts(async () => ({ fetch }), { network, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })).toEqual([
      { chainId: CHAIN, address: ART, tokenId: '7', name: 'Art #7', imageUrl: undefined },
    ])
    expect(fetch.mock.calls.map(([parameters]) => parameters.cursor)).toEqual([undefined, ...Array.from({ length: MAX_NFT_PAGES - 1 }, (_, i) => String(i + 1))])
    const short = pagedHistory(3, 2)
    fetch.mockClear()
    fetch.mockImplementation(async ({ cursor }) => short.page(cursor))
    expect(await fetchHeldNfts(async () => ({ fetch }), { network, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })).toEqual([])
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  test('§9 namespaces: like the history, eip155 only: another namespace gets no answer and nothing is fetched', async () => {
    const solana = defineNetwork({ chainNamespace: 'solana', id: 'localnet', name: 'Solana Local', nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } } })
    const service = vi.fn(async () => ({ fetch: vi.fn() }))
    expect(await fetchHeldNfts(service, { network: solana, address: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' })).toBeUndefined()
    expect(service).not.toHaveBeenCalled()
  })
})
