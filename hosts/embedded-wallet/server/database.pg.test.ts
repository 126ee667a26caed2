import { afterAll, beforeAll, expect, test } from 'vitest'
import { openDatabase } from './database'
import { startPostgres, type TestPostgres } from './testing/startPostgres'

let postgres: TestPostgres
beforeAll(async () => {
  postgres = await startPostgres()
})
afterAll(async () => {
  await postgres?.stop()
})

// Issue 14 (two servers on one PostgreSQL): a server that starts while another serves.
test('processes starting together on a new database both get the tables', async () => {
  const [first, second] = await Promise.all([openDatabase({ url: postgres.url }), openDatabase({ url: postgres.url })])
  try {
    expect(await first.query('select count(*)::int as n from schema_version')).toEqual([{ n: 1 }])
    expect(await second.query('select count(*)::int as n from users')).toEqual([{ n: 0 }])
  } finally {
    await Promise.all([first.close(), second.close()])
  }
})

test('a start on a current schema takes no table lock: it does not wait for a live request (nor deadlock with one)', async () => {
  const serving = await openDatabase({ url: postgres.url })
  try {
    // A request in flight holds its row locks, as an insert into sessions does.
    await serving.transaction(async (tx) => {
      await tx.query('lock table sessions in row exclusive mode')
      await tx.query('lock table users in row share mode')
      // `alter table` would wait for these locks: with lock_timeout the old start failed at once.
      const starting = await openDatabase({ url: `${postgres.url}?options=${encodeURIComponent('-c lock_timeout=1000')}` })
      await starting.close()
    })
  } finally {
    await serving.close()
  }
})
