import { randomBytes } from 'node:crypto'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import * as z from 'zod/mini'
import { serverUserSchema, ServerError, type ServerUser } from '../../frame/api'
import { createKeyCustody, type ShareServer } from '../../frame/keyCustody'
import { combineShares, fromHex, toHex } from '../../frame/vault'
import { createBrowser, errorOf, NoAnswer, type ApiAnswer, type Browser } from './browser'
import type { LoadEnvironment } from './environment'
import { createFigures, type Figures, type ScenarioFigures } from './figures'

/** Options of {@link runLoginLoad}. */
export type LoginLoadOptions = {
  scenario: string
  logins: number
  /** Concurrent clients; each runs logins one after another until all are done. */
  clients: number
  /**
   * Kill (SIGKILL) server process 0 once this many wallets are stored, check the database for
   * half-made accounts while it is down, then start it again.
   */
  killAfterStored?: number | undefined
  /** A login that has not finished by then is a violation; default 180 s (the 30 s mail throttle can delay a retried one). */
  loginTimeoutMs?: number
}

/** A refusal a client is expected to wait out and retry: rate limits, or a server restarting. */
const RETRYABLE = new Set([429, 502, 503])

/** The client gave up: a violation already recorded, the login cannot go on. */
class Abandoned extends Error {
  override name = 'Abandoned'
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const userReply = z.object({ user: serverUserSchema })
const sharesReply = z.object({ serverShare: z.string(), recoveryShare: z.optional(z.string()) })
const addressOf = (secret: Uint8Array) => privateKeyToAccount(`0x${toHex(secret)}`).address.toLowerCase()
const codeOf = (text: string) => /is (\d{6})\./.exec(text)?.[1]

/** One finished login: its browser (cookies, session), its wallet's address and key (rebuilt from device + server shares). */
export type FinishedLogin = { email: string; browser: Browser; address: string; owner: PrivateKeyAccount }

/**
 * N logins from C concurrent clients, each as a visitor's browser and frame do it: request a code,
 * read it from the mailbox, verify it, create the wallet with the frame's own key custody (2-of-3
 * shares stored through the HTTP API), then rebuild the key from device + server shares and from
 * server + recovery shares. Requests go to the server processes in turn.
 *
 * Every answer must be a success or a retryable refusal (429/502/503 or no answer while a server
 * is down); a retried client starts again where the protocol lets it. Afterwards the database
 * must hold each account exactly once, with its address and both sealed shares, and every
 * account's shares must still rebuild its key.
 *
 * @example
 * const figures = await runLoginLoad(env, { scenario: 'logins', logins: 1000, clients: 200 })
 */
export async function runLoginLoad(env: LoadEnvironment, options: LoginLoadOptions): Promise<ScenarioFigures> {
  const figures = createFigures(options.scenario)
  let stored = 0
  let restart: Promise<void> | undefined
  const onStored = () => {
    stored += 1
    if (options.killAfterStored !== undefined && stored === options.killAfterStored) restart = killAndRestart(env, figures)
  }
  const { prefix, finished } = await loginMany(env, { ...options, figures, onStored })
  await restart
  figures.count('logins asked', options.logins)
  figures.count('logins finished', finished.length)
  await checkAccounts(env, prefix, finished, figures)
  return figures.finish()
}

/**
 * Runs `logins` logins with wallet creation from `clients` concurrent clients; returns the
 * finished ones (a login that fails or times out is a violation in `figures`).
 *
 * @example
 * const { finished } = await loginMany(env, { logins: 50, clients: 50, figures })
 * finished[0].owner.address // the wallet's key, rebuilt from device + server shares
 */
export async function loginMany(
  env: LoadEnvironment,
  options: { logins: number; clients: number; figures: Figures; onStored?: () => void; loginTimeoutMs?: number | undefined },
): Promise<{ prefix: string; finished: FinishedLogin[] }> {
  const { figures } = options
  const prefix = `load-${randomBytes(4).toString('hex')}`
  const finished: FinishedLogin[] = []
  let next = 0
  const client = async (index: number) => {
    const ip = `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`
    while (next < options.logins) {
      const login = next++
      const email = `${prefix}-${login}@load.example`
      const timeout = options.loginTimeoutMs ?? 180_000
      let timer: NodeJS.Timeout | undefined
      const done = await Promise.race([
        loginOnce(env, { email, ip, figures, onStored: options.onStored ?? (() => undefined) }).catch((error: unknown) => {
          if (!(error instanceof Abandoned)) figures.violation(`${email}: ${error instanceof Error ? error.message : String(error)}`)
          return undefined
        }),
        new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeout))),
      ])
      clearTimeout(timer)
      if (done === 'timeout') figures.violation(`${email}: not finished within ${timeout / 1000} s`)
      else if (done) finished.push(done)
    }
  }
  await Promise.all(Array.from({ length: options.clients }, (_, index) => client(index)))
  return { prefix, finished }
}

/** SIGKILLs server 0, checks that no account is half made while it is down, starts it again. */
async function killAndRestart(env: LoadEnvironment, figures: Figures): Promise<void> {
  const [server] = env.servers
  if (!server) return
  await server.kill()
  figures.count('server processes killed (SIGKILL)')
  for (const problem of await halfMadeAccounts(env)) figures.violation(`while the server was down: ${problem}`)
  await sleep(500)
  const started = performance.now()
  await server.start()
  figures.count('server restart time (ms)', Math.round(performance.now() - started))
}

/** Accounts with an address but not both shares, or shares but no address: a wallet nobody could rebuild. */
async function halfMadeAccounts(env: LoadEnvironment): Promise<string[]> {
  const rows = await env.db.query<{ email: string; address: string | null; shares: string | number }>(
    `select u.email, u.address, count(k.kind) as shares from users u left join key_shares k on k.user_id = u.id
     group by u.id, u.email, u.address
     having (u.address is not null and count(k.kind) <> 2) or (u.address is null and count(k.kind) > 0)`,
  )
  return rows.map((row) => `${row.email}: address ${row.address ?? 'none'} with ${Number(row.shares)} shares`)
}

/** One visitor's login and wallet creation, retried as a client told to retry would. */
async function loginOnce(
  env: LoadEnvironment,
  input: { email: string; ip: string; figures: Figures; onStored: () => void },
): Promise<FinishedLogin> {
  const { email, figures } = input
  const browser = createBrowser(env.target, { ip: input.ip, figures })
  /** Sends until the answer is not a retryable one; returns it. A 5xx or an unexpected status is a violation. */
  const call = async (path: string, body: unknown, accept: (status: number, code: string | undefined) => boolean = () => false): Promise<ApiAnswer> => {
    for (let attempt = 0; ; attempt++) {
      let answer
      try {
        answer = await browser.post(path, body)
      } catch (error) {
        if (!(error instanceof NoAnswer)) throw error
        figures.count('requests without an answer (server down), retried')
        await sleep(Math.min(2_000, 100 * 2 ** Math.min(attempt, 5)))
        continue
      }
      if (answer.status < 300) return answer
      const code = errorOf(answer.body)?.code
      if (accept(answer.status, code)) return answer
      if (RETRYABLE.has(answer.status)) {
        figures.count(`told to retry (${answer.status} ${code ?? ''})`.replace(' )', ')'))
        await sleep(Math.max(100, (answer.retryAfter ?? 0) * 1000))
        continue
      }
      figures.violation(`${email}: ${path} answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`)
      throw new Abandoned()
    }
  }

  // Request a code, read it, verify it. A server killed after the code was taken but before the
  // session was handed out leaves the code used: the client asks for a new one.
  let user: ServerUser | undefined
  let lastMail = 0
  while (!user) {
    const connect = await call('/v1/email/connect', { email }, (status, code) => status === 429 && code === 'throttled')
    // A first login's device is approved with the account: a retry must never need a mailed approval.
    if (connect.status === 200 && (connect.body as { action?: unknown }).action !== 'VERIFY_OTP') throw new Error(`connect answered ${JSON.stringify(connect.body)}`)
    // Throttled: the mail of a request whose answer was lost may have gone out; else wait it out.
    const mail = await env.mailbox.waitFor(email, { afterId: lastMail, timeoutMs: connect.status === 429 ? 1_000 : 15_000 }).catch(() => undefined)
    if (!mail) {
      figures.count(`told to retry (${connect.status} throttled)`)
      await sleep(Math.max(1, connect.retryAfter ?? 1) * 1000)
      continue
    }
    lastMail = mail.id
    const otp = codeOf(mail.text)
    if (!otp) throw new Error(`no code in the mail: ${mail.text}`)
    const verified = await call('/v1/otp/verify', { email, otp }, (status, code) => status === 400 && (code === 'used_code' || code === 'no_code'))
    if (verified.status === 200) user = userReply.parse(verified.body).user
    else figures.count('logins restarted (their code was taken by a killed server)')
  }

  // The frame's key custody, over HTTP; a device share kept in memory.
  const deviceShares = new Map<string, Uint8Array>()
  const api = async <T>(path: string, schema: z.ZodMiniType<T>, body: unknown, accept?: (status: number, code: string | undefined) => boolean): Promise<T> => {
    const answer = await call(path, body, accept)
    if (answer.status >= 300) {
      const error = errorOf(answer.body)
      throw new ServerError(answer.status, error?.code ?? 'http', error?.message ?? '')
    }
    return schema.parse(answer.body)
  }
  const server: ShareServer = {
    currentUser: async () => (await api('/v1/session', userReply, {})).user,
    store: async (shares) => {
      const stored = (await api('/v1/wallet/shares', userReply, shares, (status, code) => status === 409 && code === 'wallet_exists')).user
      input.onStored()
      return stored
    },
    read: (recovery) => api('/v1/wallet/shares/read', sharesReply, { recovery }),
  }
  const custody = createKeyCustody({
    server,
    device: { load: async (id) => deviceShares.get(id), save: async (id, share) => void deviceShares.set(id, share) },
  })
  // A killed server may have stored the shares and lost the answer: the retry finds the wallet
  // and joins it with the recovery share, as a second tab of the frame would.
  const withWallet = await custody.ensureKey(user)
  if (!withWallet.address) throw new Error('no address after the wallet was created')
  const address = withWallet.address.toLowerCase()
  const owner = await custody.withKey(withWallet, async (secret) => privateKeyToAccount(`0x${toHex(secret)}`))
  if (owner.address.toLowerCase() !== address) throw new Error(`device + server shares rebuild ${owner.address}, not ${address}`)
  return { email, browser, address, owner }
}

/**
 * The database after the load: every finished login's account exactly once, with the address its
 * client holds and both sealed shares; no half-made account; and (through the API, any server)
 * the server and recovery shares of each still rebuild its key.
 */
async function checkAccounts(env: LoadEnvironment, prefix: string, finished: readonly FinishedLogin[], figures: Figures): Promise<void> {
  const rows = await env.db.query<{ email: string; address: string | null; shares: string | number }>(
    `select u.email, u.address, count(k.kind) as shares from users u left join key_shares k on k.user_id = u.id
     where u.email like $1 group by u.id, u.email, u.address`,
    [`${prefix}-%`],
  )
  const byEmail = new Map<string, { address: string | null; shares: number; n: number }>()
  for (const row of rows) {
    const seen = byEmail.get(row.email)
    byEmail.set(row.email, { address: row.address, shares: Number(row.shares), n: (seen?.n ?? 0) + 1 })
  }
  figures.count('accounts in the database', rows.length)
  for (const login of finished) {
    const row = byEmail.get(login.email)
    if (!row) figures.violation(`${login.email}: no account in the database`)
    else if (row.n !== 1) figures.violation(`${login.email}: ${row.n} accounts`)
    else if (row.address?.toLowerCase() !== login.address) figures.violation(`${login.email}: the database has ${row.address ?? 'no address'}, the client ${login.address}`)
    else if (row.shares !== 2) figures.violation(`${login.email}: ${row.shares} key shares stored, not 2`)
  }
  if (rows.length !== finished.length) figures.violation(`${rows.length} accounts in the database for ${finished.length} finished logins`)
  for (const problem of await halfMadeAccounts(env)) figures.violation(`after the load: ${problem}`)

  let rebuilt = 0
  await Promise.all(
    chunk(finished, 50).map(async (group) => {
      for (const login of group) {
        const answer = await login.browser.post('/v1/wallet/shares/read', { recovery: true }).catch((error: unknown) => ({ status: 0, body: String(error) }))
        const shares = answer.status === 200 ? sharesReply.safeParse(answer.body) : undefined
        if (!shares?.success || !shares.data.recoveryShare) {
          figures.violation(`${login.email}: shares not readable after the load (${answer.status})`)
          continue
        }
        const secret = await combineShares(fromHex(shares.data.serverShare), fromHex(shares.data.recoveryShare))
        if (addressOf(secret) === login.address) rebuilt += 1
        else figures.violation(`${login.email}: server + recovery shares rebuild another key`)
        secret.fill(0)
      }
    }),
  )
  figures.count('wallets rebuilt from server + recovery shares after the load', rebuilt)
}

function chunk<T>(items: readonly T[], groups: number): T[][] {
  const result: T[][] = Array.from({ length: Math.min(groups, items.length) }, () => [])
  items.forEach((item, index) => result[index % result.length]?.push(item))
  return result
}
