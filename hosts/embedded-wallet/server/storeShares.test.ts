import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createAuthService } from './authService'
import { openDatabase, type Database } from './database'
import { createSealer } from './secrets'

let db: Database
beforeAll(async () => {
  db = await openDatabase({})
})
afterAll(async () => {
  await db?.close()
})

// Issue 14 (load and faults): a server that dies between writing the wallet's address and its
// shares must not leave an account whose wallet nobody can rebuild. The failing recovery sealer
// stands for the process dying at that point; `npm run loadtest` kills real processes.
test('storing the shares writes the address and both shares together, or nothing', async () => {
  const sealer = createSealer(randomBytes(32))
  const dying = { ...createSealer(randomBytes(32)), seal: (): string => { throw new Error('the process died here') } }
  const mailer = { send: async () => undefined, close: () => undefined }
  const auth = createAuthService({ db, mailer, serverSealer: sealer, recoverySealer: dying, publicUrl: 'http://localhost:1', now: Date.now })
  await db.query('insert into users (id, email, created_at) values ($1, $2, $3)', ['user-1', 'ada@example.com', Date.now()])
  const user = { id: 'user-1', email: 'ada@example.com', address: null, preferredAccountType: null, socialProvider: null, userName: null }
  const shares = { address: `0x${'ab'.repeat(20)}`, serverShare: 'a'.repeat(66), recoveryShare: 'b'.repeat(66) }
  await expect(auth.storeShares(user, shares)).rejects.toThrow('the process died here')
  expect(await db.query('select address from users where id = $1', ['user-1'])).toEqual([{ address: null }])
  expect(await db.query('select kind from key_shares where user_id = $1', ['user-1'])).toEqual([])

  // The retry (what the frame does once the server is back) then stores the wallet.
  const healthy = createAuthService({ db, mailer, serverSealer: sealer, recoverySealer: createSealer(randomBytes(32)), publicUrl: 'http://localhost:1', now: Date.now })
  await expect(healthy.storeShares(user, shares)).resolves.toMatchObject({ address: shares.address })
  expect(await db.query('select kind from key_shares where user_id = $1 order by kind', ['user-1'])).toEqual([{ kind: 'recovery' }, { kind: 'server' }])
})
