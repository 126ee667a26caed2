import { describe, expect, test } from 'vitest'
import { createHttpCatalog } from './createHttpCatalog'
import { createStaticCatalog } from './createStaticCatalog'
import { DEFAULT_CATALOG_WALLETS } from './defaultWallets'
import { sanitizeCatalogWallet } from './sanitizeCatalogWallet'
import type { CatalogWallet } from './types'

const many: CatalogWallet[] = Array.from({ length: 150 }, (_, i) => ({
  id: `w${i}`, name: `Wallet ${i}`, rdns: undefined, homepage: undefined, imageUrl: undefined, mobile: {}, namespaces: ['eip155'],
}))

describe('static catalog', () => {
  test('§9 default: pages of 40', async () => {
    const catalog = createStaticCatalog(many)
    const first = await catalog.list({ page: 1 })
    expect(first.wallets).toHaveLength(40)
    expect(first.total).toBe(150)
    expect((await catalog.list({ page: 4 })).wallets.map((w) => w.id)).toEqual(many.slice(120, 150).map((w) => w.id))
  })

  test('§9 behavior: search is case-insensitive and capped at 100 results', async () => {
    const catalog = createStaticCatalog(many)
    const found = await catalog.list({ page: 1, pageSize: 500, search: 'WALLET' })
    expect(found.total).toBe(100)
    expect(found.wallets).toHaveLength(100)
    expect((await createStaticCatalog(DEFAULT_CATALOG_WALLETS).list({ page: 1, search: 'rain' })).wallets.map((w) => w.name)).toEqual(['Rainbow'])
  })

  test('§9 behavior: the bundled list is 10-20 wallets with unique ids and no remote icons', () => {
    expect(DEFAULT_CATALOG_WALLETS.length).toBeGreaterThanOrEqual(10)
    expect(DEFAULT_CATALOG_WALLETS.length).toBeLessThanOrEqual(20)
    expect(new Set(DEFAULT_CATALOG_WALLETS.map((w) => w.id)).size).toBe(DEFAULT_CATALOG_WALLETS.length)
    expect(DEFAULT_CATALOG_WALLETS.every((w) => w.imageUrl === undefined)).toBe(true)
    expect(DEFAULT_CATALOG_WALLETS.map(sanitizeCatalogWallet)).toEqual(DEFAULT_CATALOG_WALLETS)
  })
})

describe('HTTP catalog', () => {
  test('§7 behavior: GET {baseUrl}/wallets with page, entries, search and clientId; entries validated and sanitized', async () => {
    const urls: string[] = []
    const fetch = async (url: string) => {
      urls.push(url)
      return new Response(
        JSON.stringify({
          total: 3,
          wallets: [
            { id: 'good', name: ' Good ', imageUrl: 'https://cdn.example/g.png', homepage: 'https://good.example', mobile: { native: 'good://', universal: 'https://good.example/ul' }, rdns: 'io.good' },
            { id: 'evil', name: '<b>Evil</b>', imageUrl: 'javascript:alert(1)', homepage: 'http://evil.example', mobile: { native: 'javascript://%0aalert(1)', universal: 'http://x' } },
            { id: 42, name: 'Broken' },
          ],
        }),
        { status: 200, headers: { 'content-type': 'application/json' } },
      )
    }
    const catalog = createHttpCatalog({ baseUrl: 'https://wallets.example/v1/', clientId: 'dapp', fetch })
    const result = await catalog.list({ page: 2, search: 'g' })
    expect(urls).toEqual(['https://wallets.example/v1/wallets?page=2&entries=40&search=g&clientId=dapp'])
    expect(result).toEqual({
      total: 3,
      wallets: [
        { id: 'good', name: 'Good', rdns: 'io.good', homepage: 'https://good.example', imageUrl: 'https://cdn.example/g.png', mobile: { native: 'good://', universal: 'https://good.example/ul' }, namespaces: ['eip155'] },
        { id: 'evil', name: '<b>Evil</b>', rdns: undefined, homepage: undefined, imageUrl: undefined, mobile: { native: undefined, universal: undefined }, namespaces: ['eip155'] },
      ],
    })
  })

  test('§7 error: a page of the wrong shape rejects', async () => {
    const fetch = async () => new Response(JSON.stringify({ wallets: 'nope' }), { status: 200, headers: { 'content-type': 'application/json' } })
    await expect(createHttpCatalog({ baseUrl: 'https://wallets.example', fetch }).list({ page: 1 })).rejects.toThrow()
  })
})
