import { afterEach, describe, expect, test } from 'vitest'
import { HttpStatusError, InvalidResponseError } from 'portico'
import { startTestServer, type TestHandler, type TestServer } from '../../test/support/testServers'
import { createHttpHistoryService } from './createHttpHistoryService'
import { ACCOUNT, fungible, item, nft, pagedHistory } from './testing'

const servers: TestServer[] = []
async function indexer(handler: TestHandler) {
  const server = await startTestServer(handler, '/v1')
  servers.push(server)
  return server
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

const json = (status: number, body: unknown): TestHandler => ({ res }) => {
  res.statusCode = status
  res.setHeader('content-type', 'application/json')
  res.end(JSON.stringify(body))
}

/** An indexer speaking the documented shape: 45 transactions, 20 a page, the offset as cursor. */
const history = pagedHistory(45, 20)
const paging: TestHandler = ({ req, res }) => {
  const url = new URL(req.url ?? '/', 'http://indexer')
  if (url.pathname !== '/v1/transactions' || url.searchParams.get('account') !== ACCOUNT) return void res.writeHead(404).end()
  const page = history.page(url.searchParams.get('cursor') ?? undefined)
  res.setHeader('content-type', 'application/json')
  res.end(JSON.stringify({ data: page.data, next: page.next ?? null }))
}

describe('HTTP indexer client', () => {
  test('§7 behavior: GET {baseUrl}/transactions with account, chainId, cursor and onramp params; pages follow `next` to the end', async () => {
    const server = await indexer(paging)
    const service = createHttpHistoryService({ baseUrl: server.url, clientId: 'portico-test' })
    const first = await service.fetch({ account: ACCOUNT, chainId: 'eip155:31337' })
    const second = await service.fetch({ account: ACCOUNT, chainId: 'eip155:31337', cursor: first.next })
    const third = await service.fetch({ account: ACCOUNT, chainId: 'eip155:31337', cursor: second.next, onramp: 'meld' })
    expect([first.data.length, second.data.length, third.data.length]).toEqual([20, 20, 5])
    expect([...first.data, ...second.data, ...third.data]).toEqual(history.all)
    expect([first.next, second.next, third.next]).toEqual(['20', '40', undefined])
    expect(server.requests.map((r) => r.url)).toEqual([
      `/v1/transactions?account=${ACCOUNT}&chainId=eip155%3A31337&clientId=portico-test`,
      `/v1/transactions?account=${ACCOUNT}&chainId=eip155%3A31337&cursor=20&clientId=portico-test`,
      `/v1/transactions?account=${ACCOUNT}&chainId=eip155%3A31337&cursor=40&onramp=meld&clientId=portico-test`,
    ])
  })

  test("§7 behavior: cache 'no-cache' for the coinbase onramp only", async () => {
    const server = await indexer(json(200, { data: [] }))
    const modes: (RequestCache | undefined)[] = []
    const fetch = (input: string, init: RequestInit) => {
      modes.push(init.cache)
      return globalThis.fetch(input, init)
    }
    const service = createHttpHistoryService({ baseUrl: server.url, fetch })
    await service.fetch({ account: ACCOUNT, chainId: 'eip155:1', onramp: 'coinbase' })
    await service.fetch({ account: ACCOUNT, chainId: 'eip155:1', onramp: 'meld' })
    await service.fetch({ account: ACCOUNT, chainId: 'eip155:1' })
    expect(modes).toEqual(['no-cache', undefined, undefined])
  })

  test('§3 behavior: items keep the spec shape (spam flags, NFT previews and ids, icons); unknown fields are dropped; next null is the end', async () => {
    const spam = item('0xspam', { transfers: [nft('Free Airdrop', true)] })
    const art = { ...item('0xart', { transfers: [{ ...nft('Art #1', false), nft_info: { name: 'Art #1', contract_address: '0xa11', token_id: '1', content: { preview: { url: 'https://img.example/1.png' } }, flags: { is_spam: false } } }] }) }
    const usdc = item('0xusdc', { transfers: [fungible('USDC', '12.5', 'in', 'https://img.example/usdc.png')] })
    const withExtras = { ...usdc, score: 9, metadata: { ...usdc.metadata, application: { name: 'x' } } }
    const server = await indexer(json(200, { data: [spam, art, withExtras], next: null }))
    const page = await createHttpHistoryService({ baseUrl: server.url }).fetch({ account: ACCOUNT, chainId: 'eip155:31337' })
    expect(page).toEqual({ data: [spam, art, usdc], next: undefined })
  })

  test("§8 error: a non-OK answer is 'HTTP status code: {n}'", async () => {
    const server = await indexer(json(503, { error: 'maintenance' }))
    const error = await createHttpHistoryService({ baseUrl: server.url }).fetch({ account: ACCOUNT, chainId: 'eip155:1' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(HttpStatusError)
    expect(error).toMatchObject({ shortMessage: 'HTTP status code: 503', status: 503 })
  })

  const good = item('0x1')
  const bad: [string, unknown][] = [
    ['no data', { next: null }],
    ['data not a list', { data: {} }],
    ['an item without metadata', { data: [{ id: '1', transfers: [] }] }],
    ['a status outside confirmed/failed/pending', { data: [{ ...good, metadata: { ...good.metadata, status: 'done' } }] }],
    ['a float quantity', { data: [{ ...good, transfers: [{ ...fungible('ETH', '1', 'in'), quantity: { numeric: 1.5 } }] }] }],
    ['an exponent quantity', { data: [{ ...good, transfers: [fungible('ETH', '1e18', 'in')] }] }],
    ['a negative quantity', { data: [{ ...good, transfers: [fungible('ETH', '-1', 'in')] }] }],
    ['a direction outside in/out/self', { data: [{ ...good, transfers: [fungible('ETH', '1', 'sideways' as never)] }] }],
    ['a transfer with both fungible_info and nft_info', { data: [{ ...good, transfers: [{ ...fungible('ETH', '1', 'in'), nft_info: { name: 'x', flags: { is_spam: false } } }] }] }],
    ['a transfer with neither', { data: [{ ...good, transfers: [{ direction: 'in', quantity: { numeric: '1' } }] }] }],
    ['a chain that is not CAIP-2', { data: [{ ...good, metadata: { ...good.metadata, chain: '1' } }] }],
    ['a minedAt that is not a date', { data: [{ ...good, metadata: { ...good.metadata, minedAt: 'yesterday' } }] }],
    ['a spam flag that is not a boolean', { data: [{ ...good, transfers: [{ nft_info: { name: 'x', flags: { is_spam: 'yes' } }, direction: 'in', quantity: { numeric: '1' } }] }] }],
    ['a numeric next', { data: [], next: 20 }],
    ['an NFT token id that is not a decimal text', { data: [{ ...good, transfers: [{ nft_info: { name: 'x', token_id: '0x1', flags: { is_spam: false } }, direction: 'in', quantity: { numeric: '1' } }] }] }],
  ]
  for (const [what, body] of bad) {
    test(`error: an answer with ${what} is rejected`, async () => {
      const server = await indexer(json(200, body))
      const error = await createHttpHistoryService({ baseUrl: server.url }).fetch({ account: ACCOUNT, chainId: 'eip155:31337' }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(InvalidResponseError)
    })
  }

  test("§8 error: no account: \"Transactions can't be fetched without an accountAddress\", nothing requested", async () => {
    const server = await indexer(paging)
    await expect(createHttpHistoryService({ baseUrl: server.url }).fetch({ account: '', chainId: 'eip155:1' })).rejects.toMatchObject({
      shortMessage: "Transactions can't be fetched without an accountAddress",
    })
    expect(server.requests).toHaveLength(0)
  })
})
