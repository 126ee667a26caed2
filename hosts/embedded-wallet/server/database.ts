import { createHash } from 'node:crypto'
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
  await db.migrate()
  return db
}

/** A database that can bring its tables up to {@link SCHEMA_SQL}. */
type WithMigrate = Database & { migrate(): Promise<void> }

/** The schema's version: a hash of its SQL. */
const SCHEMA_VERSION = createHash('sha256').update(SCHEMA_SQL).digest('hex')

async function openPglite(dataDir: string | undefined): Promise<WithMigrate> {
  const { PGlite } = await import('@electric-sql/pglite')
  const pglite = dataDir ? new PGlite(dataDir) : new PGlite()
  await pglite.waitReady
  return {
    kind: 'pglite',
    query: async <Row>(sql: string, params: readonly unknown[] = []) => (await pglite.query<Row>(sql, [...params])).rows,
    // One process owns an embedded database: the schema runs as it is, at every start.
    migrate: async () => void (await pglite.exec(SCHEMA_SQL)),
    transaction: (work) =>
      pglite.transaction((tx) => work({ query: async <Row>(sql: string, params: readonly unknown[] = []) => (await tx.query<Row>(sql, [...params])).rows })),
    withLock: (_name, work) => work(),
    close: () => pglite.close(),
  }
}

async function openPg(url: string): Promise<WithMigrate> {
  const { default: pg } = await import('pg')
  const pool = new pg.Pool({ connectionString: url, max: 5 })
  // An idle client whose server went away (restart, shutdown) reports here; without a listener
  // the process would crash. The pool replaces the client on the next query.
  pool.on('error', (error) => console.warn(`[embedded-wallet] PostgreSQL connection lost: ${error.message}`))
  return {
    kind: 'pg',
    query: async <Row>(sql: string, params: readonly unknown[] = []) => (await pool.query(sql, [...params])).rows as Row[],
    /*
     * Every server process starts here while others may be serving. `alter table` locks its table
     * exclusively even when it changes nothing, and a live request's insert then deadlocks with
     * it (a restarted server failed another's logins with 500s under `npm run loadtest`). So the
     * schema runs once per version: a start that finds its version recorded takes no lock; else
     * one process at a time (an advisory lock) runs it and records the version.
     */
    async migrate() {
      const current = async (on: { query(sql: string, values: unknown[]): Promise<{ rowCount: number | null }> }) =>
        (await on.query('select 1 from schema_version where version = $1', [SCHEMA_VERSION]).catch((error: unknown) => {
          // 42P01: no schema_version table yet, a new database.
          if ((error as { code?: unknown }).code === '42P01') return { rowCount: 0 }
          throw error
        })).rowCount !== 0
      if (await current(pool)) return
      const client = await pool.connect()
      try {
        await client.query('begin')
        await client.query('select pg_advisory_xact_lock(hashtextextended($1, 0))', ['portico:schema'])
        await client.query('create table if not exists schema_version (version text primary key, applied_at bigint not null)')
        if (!(await current(client))) {
          await client.query(SCHEMA_SQL)
          await client.query('insert into schema_version (version, applied_at) values ($1, $2)', [SCHEMA_VERSION, Date.now()])
        }
        await client.query('commit')
      } catch (error) {
        await client.query('rollback').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
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
