import { SCHEMA_SQL } from './schema'

/**
 * The auth server's one data layer: PostgreSQL, either embedded (PGlite, the default, so
 * `npm run demo` needs nothing installed) or a real server through `pg`.
 *
 * @example
 * import { openDatabase } from './database'
 * const db = await openDatabase({ url: process.env.DATABASE_URL })
 * const rows = await db.query<{ n: number }>('select 1 as n')
 */
export type Database = {
  /** Which engine answers: 'pglite' or 'pg'. */
  readonly kind: 'pglite' | 'pg'
  /** Runs one parameterised statement; returns its rows. */
  query<Row>(sql: string, params?: readonly unknown[]): Promise<Row[]>
  /**
   * Runs `work` in one transaction on one connection: committed when it resolves, rolled back
   * when it throws. For a check-then-write that must not interleave (take a lock first).
   */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>
  /**
   * Runs `work` while holding the lock `name`: one holder at a time across every process on the
   * database (PostgreSQL: a session advisory lock on one pooled connection, freed if the process
   * dies). PGlite belongs to one process, so `work` just runs: callers serialise in-process.
   */
  withLock<T>(name: string, work: () => Promise<T>): Promise<T>
  /** Closes the connection (PGlite: the embedded engine). */
  close(): Promise<void>
}

/** What a transaction's statements run on. */
export type Queryable = Pick<Database, 'query'>

/** Options of {@link openDatabase}. */
export type OpenDatabaseOptions = {
  /** A PostgreSQL connection URL (`postgres://user@host:port/db`); absent means embedded PGlite. */
  url?: string | undefined
  /** PGlite data directory; absent means in memory. */
  dataDir?: string | undefined
}

/**
 * Opens the database and creates the tables when missing.
 *
 * @example
 * import { openDatabase } from './database'
 * const db = await openDatabase({}) // PGlite in memory
 */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const db = options.url ? await openPg(options.url) : await openPglite(options.dataDir)
  await db.exec(SCHEMA_SQL)
  return db
}

type WithExec = Database & { exec(sql: string): Promise<void> }

async function openPglite(dataDir: string | undefined): Promise<WithExec> {
  const { PGlite } = await import('@electric-sql/pglite')
  const pglite = dataDir ? new PGlite(dataDir) : new PGlite()
  await pglite.waitReady
  return {
    kind: 'pglite',
    query: async <Row>(sql: string, params: readonly unknown[] = []) => (await pglite.query<Row>(sql, [...params])).rows,
    exec: async (sql) => void (await pglite.exec(sql)),
    transaction: (work) =>
      pglite.transaction((tx) => work({ query: async <Row>(sql: string, params: readonly unknown[] = []) => (await tx.query<Row>(sql, [...params])).rows })),
    withLock: (_name, work) => work(),
    close: () => pglite.close(),
  }
}

async function openPg(url: string): Promise<WithExec> {
  const { default: pg } = await import('pg')
  const pool = new pg.Pool({ connectionString: url, max: 5 })
  // An idle client whose server went away (restart, shutdown) reports here; without a listener
  // the process would crash. The pool replaces the client on the next query.
  pool.on('error', (error) => console.warn(`[embedded-wallet] PostgreSQL connection lost: ${error.message}`))
  return {
    kind: 'pg',
    query: async <Row>(sql: string, params: readonly unknown[] = []) => (await pool.query(sql, [...params])).rows as Row[],
    exec: async (sql) => void (await pool.query(sql)),
    async transaction(work) {
      const client = await pool.connect()
      try {
        await client.query('begin')
        const result = await work({ query: async <Row>(sql: string, params: readonly unknown[] = []) => (await client.query(sql, [...params])).rows as Row[] })
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    async withLock(name, work) {
      const client = await pool.connect()
      let released = false
      try {
        await client.query('select pg_advisory_lock(hashtextextended($1, 0))', [name])
        try {
          return await work()
        } finally {
          // A connection whose unlock failed is dropped, which frees the lock with it.
          await client.query('select pg_advisory_unlock(hashtextextended($1, 0))', [name]).catch((error: unknown) => {
            released = true
            client.release(error instanceof Error ? error : new Error(String(error)))
          })
        }
      } finally {
        if (!released) client.release()
      }
    },
    close: () => pool.end(),
  }
}
