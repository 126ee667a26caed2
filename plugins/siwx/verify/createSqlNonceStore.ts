import type { NonceStore } from './createNonceRegistry'

/**
 * A SQL client as `pg`'s `Pool` and PGlite offer it: a parameterised query and its rows.
 *
 * @example
 * import type { SqlQuery } from 'portico/plugins/siwx'
 * const count = async (query: SqlQuery) => (await query('select 1 as one', [])).rows.length
 */
export type SqlQuery = (text: string, values: unknown[]) => Promise<{ rows: unknown[] }>

const SCHEMA = [
  'create table if not exists siwx_nonces (nonce text primary key, issued_at bigint not null)',
  'create table if not exists siwx_nonce_uses (nonce text not null references siwx_nonces (nonce) on delete cascade, scope text not null, primary key (nonce, scope))',
]

/**
 * A {@link NonceStore} in PostgreSQL (or PGlite), shared by every server process on the database
 * (issue 14: nothing that limits or counts lives in one process's memory). A use is one
 * `INSERT ... ON CONFLICT DO NOTHING`: the primary key makes it atomic across processes.
 * `migrate()` creates the two tables; run it once at deploy (or start) before serving.
 *
 * @example
 * import { createNonceRegistry, createSqlNonceStore } from 'portico/plugins/siwx'
 * import type { SqlQuery } from 'portico/plugins/siwx'
 * async function nonceRegistryOn(query: SqlQuery) {
 *   const store = createSqlNonceStore(query)
 *   await store.migrate()
 *   return createNonceRegistry({ store })
 * }
 */
export function createSqlNonceStore(query: SqlQuery): NonceStore & { migrate(): Promise<void> } {
  return {
    async migrate() {
      for (const statement of SCHEMA) await query(statement, [])
    },
    async add(nonce, issuedAt, forgetBefore) {
      await query('delete from siwx_nonces where issued_at < $1', [forgetBefore])
      await query('insert into siwx_nonces (nonce, issued_at) values ($1, $2)', [nonce, issuedAt])
    },
    async use(nonce, scope, notBefore) {
      const { rows } = await query(
        'insert into siwx_nonce_uses (nonce, scope) select nonce, $2 from siwx_nonces where nonce = $1 and issued_at >= $3 on conflict do nothing returning nonce',
        [nonce, scope, notBefore],
      )
      return rows.length === 1
    },
  }
}
