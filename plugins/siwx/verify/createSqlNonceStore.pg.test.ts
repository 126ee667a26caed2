import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startPostgres, type TestPostgres } from '../../../hosts/embedded-wallet/server/testing/startPostgres'
import { createNonceRegistry } from './createNonceRegistry'
import { createSqlNonceStore, type SqlQuery } from './createSqlNonceStore'

// Issue 14 (more than one machine): SIWX nonces of servers behind a load balancer live in one
// database; a nonce is accepted once, whichever process sees it, however many ask at once.
let postgres: TestPostgres
beforeAll(async () => {
  postgres = await startPostgres()
}, 120_000)
afterAll(async () => {
  await postgres?.stop()
})

/** Two "server processes": each its own connection pool on the one database. */
async function twoServers(): Promise<{ registries: ReturnType<typeof createNonceRegistry>[]; close(): Promise<void> }> {
  const pools = [new pg.Pool({ connectionString: postgres.url, max: 8 }), new pg.Pool({ connectionString: postgres.url, max: 8 })]
  const stores = pools.map((pool) => createSqlNonceStore((text, values) => pool.query(text, values)))
  await stores[0]?.migrate()
  return { registries: stores.map((store) => createNonceRegistry({ store })), close: async () => void (await Promise.all(pools.map((pool) => pool.end()))) }
}

describe('issue 14: SIWX nonces in PostgreSQL (createSqlNonceStore)', () => {
  test('a nonce issued by one server is accepted once by the other, once per scope; a stranger is refused', async () => {
    const { registries, close } = await twoServers()
    try {
      const [a, b] = registries as [ReturnType<typeof createNonceRegistry>, ReturnType<typeof createNonceRegistry>]
      const nonce = await a.issue()
      expect(await b.consume(nonce, 'eip155:1')).toBe(true)
      expect(await a.consume(nonce, 'eip155:1')).toBe(false)
      expect(await a.consume(nonce, 'eip155:10')).toBe(true)
      expect(await b.consume('abcdEFGH1234', 'eip155:1')).toBe(false)
    } finally {
      await close()
    }
  })

  test('200 concurrent uses of one nonce across both servers: exactly one is accepted', async () => {
    const { registries, close } = await twoServers()
    try {
      const nonce = await registries[0]!.issue()
      const answers = await Promise.all(Array.from({ length: 200 }, (_, i) => registries[i % 2]!.consume(nonce, 'eip155:1')))
      expect(answers.filter(Boolean)).toHaveLength(1)
    } finally {
      await close()
    }
  })

  test('a nonce older than the lifetime is refused, and forgotten by the next issue (PGlite)', async () => {
    const db = new PGlite()
    const query: SqlQuery = (text, values) => db.query(text, values)
    const store = createSqlNonceStore(query)
    await store.migrate()
    let now = 1_000_000
    const nonces = createNonceRegistry({ ttlMs: 1000, now: () => now, store })
    const old = await nonces.issue()
    now += 1001
    expect(await nonces.consume(old, 'eip155:1')).toBe(false)
    await nonces.issue()
    expect((await query('select nonce from siwx_nonces where nonce = $1', [old])).rows).toEqual([])
    await db.close()
  })
})
