import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { createAuthService } from './authService'
import { openDatabase, type Database, type Queryable } from './database'
import { createSealer } from './secrets'

let db: Database
beforeAll(async () => {
  db = await openDatabase({})
})
afterAll(async () => {
  await db?.close()
})

// Issue 14 (load and faults): writes a server killed half-way must not leave half done. Here a
// failing step stands for the process dying at that point; `npm run loadtest` kills real ones.

// Between the wallet's address and its shares: an account whose wallet nobody could rebuild.
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

/** `db` with its statements that `dies` matches failing, as if the process died on them. */
const dyingOn = (dies: (sql: string) => boolean): Database => {
  const guard = (on: Queryable): Queryable => ({
    query: async <Row>(sql: string, params?: readonly unknown[]) => {
      if (dies(sql)) throw new Error('the process died here')
      return on.query<Row>(sql, params)
    },
  })
  return { ...db, ...guard(db), transaction: (work) => db.transaction((tx) => work(guard(tx))) }
}

// A first login killed after the account was made but before its device was approved left an
// account whose only device needed approval by mail: the retried login got VERIFY_DEVICE.
test('a first login makes the account and approves its device together, or neither', async () => {
  const texts: string[] = []
  const mailer = { send: async (mail: { text: string }) => void texts.push(mail.text), close: () => undefined }
  const lastCode = () => /is (\d{6})\./.exec(texts.at(-1) ?? '')?.[1] ?? ''
  const options = { mailer, serverSealer: createSealer(randomBytes(32)), recoverySealer: createSealer(randomBytes(32)), publicUrl: 'http://localhost:1', now: Date.now }
  const dying = createAuthService({ ...options, db: dyingOn((sql) => sql.startsWith('insert into devices')) })
  const email = 'grace@example.com'
  const deviceId = randomBytes(32).toString('base64url')
  await dying.connectEmail({ email, deviceId, ip: '10.0.0.1' })
  const otp = lastCode()
  await expect(dying.verifyOtp({ email, deviceId, otp, ip: '10.0.0.1' })).rejects.toThrow('the process died here')
  expect(await db.query('select id from users where email = $1', [email])).toEqual([])

  // The retry: a new code (the first was used; the 30 s throttle is waived here by forgetting the
  // first send), and the login goes through on the same device.
  await db.query('delete from email_sends where email = $1', [email])
  const healthy = createAuthService({ ...options, db })
  await expect(healthy.connectEmail({ email, deviceId, ip: '10.0.0.1' })).resolves.toEqual({ action: 'VERIFY_OTP' })
  await expect(healthy.verifyOtp({ email, deviceId, otp: lastCode(), ip: '10.0.0.1' })).resolves.toMatchObject({ user: { email } })
})
