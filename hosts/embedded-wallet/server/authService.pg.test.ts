import { expect, test } from 'vitest'
import { openDatabase } from './database'
import { defineAuthServiceTests } from './authSuite'
import { startPostgres } from './testing/startPostgres'

// The same tests against a real PostgreSQL server (Debian's postgresql package), through `pg`.
defineAuthServiceTests('PostgreSQL', async () => {
  const server = await startPostgres()
  const db = await openDatabase({ url: server.url })
  return { db, stop: server.stop }
})

test('default: the PostgreSQL data layer is `pg`', async () => {
  const server = await startPostgres()
  const db = await openDatabase({ url: server.url })
  try {
    expect(db.kind).toBe('pg')
    expect(await db.query<{ n: number }>('select 1 as n')).toEqual([{ n: 1 }])
  } finally {
    await db.close()
    await server.stop()
  }
})
