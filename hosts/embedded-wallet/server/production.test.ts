import { spawnSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { request as httpRequest } from 'node:http'
import { fileURLToPath } from 'node:url'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startDevMailbox, type DevMailbox } from './mailbox'
import { ConfigError, readProductionConfig, startProductionWallet } from './production'
import { freePort, startPostgres, type TestPostgres } from './testing/startPostgres'

// Issue 14: a production entry point for the wallet server: no /dev routes, refuses to start
// without its sealing keys, answers only for its own Host; the code stays out of the subject.
const PUBLIC_URL = 'https://wallet.example'
const hex32 = () => randomBytes(32).toString('hex')
const configFile = JSON.stringify({
  projects: [{ id: 'shop', origins: ['https://shop.example'] }],
  chains: [{ chainId: 31337, name: 'Devnet', rpcUrl: 'http://127.0.0.1:8545' }],
})
const baseEnv = (extra: Record<string, string> = {}): Record<string, string> => ({
  WALLET_PUBLIC_URL: PUBLIC_URL,
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/postgres',
  WALLET_SERVER_SEALING_KEY: hex32(),
  WALLET_RECOVERY_SEALING_KEY: hex32(),
  SMTP_URL: 'smtps://wallet:secret@smtp.example:465',
  MAIL_FROM: 'Wallet <wallet@example.com>',
  WALLET_CONFIG: '/etc/wallet.json',
  ...extra,
})
const read = (env: Record<string, string | undefined>) => readProductionConfig(env, () => configFile)

describe('production configuration (issue 14)', () => {
  test.each([
    ['WALLET_SERVER_SEALING_KEY', undefined, 'WALLET_SERVER_SEALING_KEY is required'],
    ['WALLET_RECOVERY_SEALING_KEY', undefined, 'WALLET_RECOVERY_SEALING_KEY is required'],
    ['WALLET_SERVER_SEALING_KEY', 'abcd', 'WALLET_SERVER_SEALING_KEY must be 32 bytes in hex (64 characters)'],
    ['WALLET_PUBLIC_URL', 'http://wallet.example', 'WALLET_PUBLIC_URL must use https'],
    ['WALLET_PUBLIC_URL', 'https://wallet.example/path', 'WALLET_PUBLIC_URL must be an origin such as https://wallet.example.com'],
    ['DATABASE_URL', undefined, 'DATABASE_URL is required'],
    ['DATABASE_URL', 'mysql://db', 'DATABASE_URL must be a PostgreSQL URL (postgres://...)'],
    ['SMTP_URL', 'http://mail.example', 'SMTP_URL must be smtps://user:pass@host:465 or smtp://user:pass@host:587'],
    ['TRUST_PROXY', 'yes', "TRUST_PROXY must be 'true' or 'false'"],
  ])('%s = %s is refused', (name, value, message) => {
    expect(() => read({ ...baseEnv(), [name]: value })).toThrow(new ConfigError(message))
  })

  test('the two sealing keys must differ (one key would open both shares)', () => {
    const key = hex32()
    expect(() => read(baseEnv({ WALLET_SERVER_SEALING_KEY: key, WALLET_RECOVERY_SEALING_KEY: key }))).toThrow('must differ')
  })

  test('a project origin must be an exact origin', () => {
    const bad = JSON.stringify({ projects: [{ id: 'shop', origins: ['https://shop.example/'] }], chains: [{ chainId: 1, name: 'Ethereum', rpcUrl: 'https://rpc.example' }] })
    expect(() => readProductionConfig(baseEnv(), () => bad)).toThrow('WALLET_CONFIG: projects.0.origins.0 must be an origin')
  })

  test('Sign In With Farcaster is off without FARCASTER_RELAY_URL; with it, custody is read from OP Mainnet\'s IdRegistry by default', () => {
    expect(read(baseEnv()).farcaster).toBeUndefined()
    expect(read(baseEnv({ FARCASTER_RELAY_URL: 'https://relay.farcaster.xyz/', FARCASTER_RPC_URL: 'https://mainnet.optimism.io' })).farcaster).toEqual({
      relayUrl: 'https://relay.farcaster.xyz',
      idRegistry: { rpcUrl: 'https://mainnet.optimism.io', address: '0x00000000Fc6c5F01Fc30151999387Bb99A9f489b' },
    })
    const registry = '0x1111111111111111111111111111111111111111'
    expect(read(baseEnv({ FARCASTER_RELAY_URL: 'http://127.0.0.1:8787', FARCASTER_RPC_URL: 'http://127.0.0.1:8545', FARCASTER_ID_REGISTRY: registry })).farcaster?.idRegistry).toEqual({ rpcUrl: 'http://127.0.0.1:8545', address: registry })
  })

  test.each([
    [{ FARCASTER_RELAY_URL: 'http://relay.example' }, 'FARCASTER_RELAY_URL must be an https origin such as https://relay.farcaster.xyz'],
    [{ FARCASTER_RELAY_URL: 'https://relay.example/v1', FARCASTER_RPC_URL: 'https://op.example' }, 'FARCASTER_RELAY_URL must be an https origin such as https://relay.farcaster.xyz'],
    [{ FARCASTER_RELAY_URL: 'https://relay.farcaster.xyz' }, 'FARCASTER_RPC_URL is required with FARCASTER_RELAY_URL (an OP Mainnet JSON-RPC URL)'],
    [{ FARCASTER_RELAY_URL: 'https://relay.farcaster.xyz', FARCASTER_RPC_URL: 'http://op.example' }, 'FARCASTER_RPC_URL must be an https URL'],
    [{ FARCASTER_RELAY_URL: 'https://relay.farcaster.xyz', FARCASTER_RPC_URL: 'https://op.example', FARCASTER_ID_REGISTRY: '0x1234' }, 'FARCASTER_ID_REGISTRY must be 0x and 40 hex characters'],
    [{ FARCASTER_RPC_URL: 'https://op.example' }, 'FARCASTER_RPC_URL and FARCASTER_ID_REGISTRY need FARCASTER_RELAY_URL'],
  ])('Farcaster settings %j are refused', (extra, message) => {
    expect(() => read(baseEnv(extra))).toThrow(new ConfigError(message))
  })

  test('issue 19: social providers come from WALLET_CONFIG, their secrets from SOCIAL_<ID>_CLIENT_SECRET; linking is off unless the file asks', () => {
    const google = {
      id: 'google', clientId: '123.apps.googleusercontent.com', scope: 'openid email profile',
      authorizationUrl: 'https://accounts.google.com/o/oauth2/v2/auth', tokenUrl: 'https://oauth2.googleapis.com/token',
      identity: { kind: 'oidc', issuer: 'https://accounts.google.com', jwksUri: 'https://www.googleapis.com/oauth2/v3/certs' },
    }
    const withSocial = (social: unknown) => JSON.stringify({ ...(JSON.parse(configFile) as object), social })
    expect(read(baseEnv())).toMatchObject({ socialProviders: undefined, linkVerifiedEmail: undefined })
    const config = readProductionConfig(baseEnv({ SOCIAL_GOOGLE_CLIENT_SECRET: 'shh' }), () => withSocial({ providers: [google], linkVerifiedEmail: true }))
    expect(config.socialProviders).toEqual([{ ...google, clientSecret: 'shh' }])
    expect(config.linkVerifiedEmail).toBe(true)
    // A public client (PKCE only) has no secret.
    expect(readProductionConfig(baseEnv(), () => withSocial({ providers: [google] })).socialProviders?.[0]?.clientSecret).toBeUndefined()
    expect(() => readProductionConfig(baseEnv({ SOCIAL_GITHUB_CLIENT_SECRET: 'shh' }), () => withSocial({ providers: [google] }))).toThrow(new ConfigError('SOCIAL_GITHUB_CLIENT_SECRET is set but WALLET_CONFIG social.providers has no github'))
    expect(() => readProductionConfig(baseEnv(), () => withSocial({ providers: [google, google] }))).toThrow('WALLET_CONFIG: social.providers must name each provider once')
    expect(() => readProductionConfig(baseEnv(), () => withSocial({ providers: [{ ...google, tokenUrl: 'http://oauth2.googleapis.com/token' }] }))).toThrow('WALLET_CONFIG: social.providers.0.tokenUrl must be an https URL')
    expect(() => readProductionConfig(baseEnv(), () => withSocial({ providers: [{ ...google, id: 'myspace' }] }))).toThrow('WALLET_CONFIG: social.providers.0.id')
  })

  test('plain SMTP must upgrade with STARTTLS except on loopback; credentials come from the URL', () => {
    expect(read(baseEnv({ SMTP_URL: 'smtp://a%40b:p%3Ass@mail.example' })).smtp).toEqual({
      host: 'mail.example', port: 587, secure: false, requireTLS: true, auth: { user: 'a@b', pass: 'p:ss' }, from: 'Wallet <wallet@example.com>',
    })
    expect(read(baseEnv({ SMTP_URL: 'smtp://127.0.0.1:2525' })).smtp).toMatchObject({ port: 2525, requireTLS: false, auth: undefined })
  })

  test('the process refuses to start without its sealing keys (exit code 1, the reason on stderr)', () => {
    const main = fileURLToPath(new URL('./main.ts', import.meta.url))
    const env = { ...process.env, ...baseEnv() }
    delete env.WALLET_SERVER_SEALING_KEY
    const result = spawnSync(process.execPath, ['--import', 'tsx', main], { env, encoding: 'utf8', timeout: 30_000 })
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('[embedded-wallet] not started: WALLET_SERVER_SEALING_KEY is required')
  }, 40_000)
})

describe('production server on PostgreSQL (issue 14)', () => {
  let postgres: TestPostgres
  let mailbox: DevMailbox
  let wallet: Awaited<ReturnType<typeof startProductionWallet>>
  let port: number

  beforeAll(async () => {
    ;[postgres, mailbox, port] = await Promise.all([startPostgres(), startDevMailbox(), freePort()])
    const config = read(baseEnv({ DATABASE_URL: postgres.url, SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`, PORT: String(port), TRUST_PROXY: 'true' }))
    wallet = await startProductionWallet(config)
  }, 60_000)
  afterAll(async () => {
    await wallet?.stop()
    await mailbox?.close()
    await postgres?.stop()
  })

  /** A request as the TLS proxy in front would forward it: to 127.0.0.1, naming `host`. */
  const send = (path: string, options: { method?: string; host?: string; body?: unknown; origin?: string; forwardedFor?: string; headers?: Record<string, string> } = {}) =>
    new Promise<{ status: number; body: string; cookies: string[] }>((resolve, reject) => {
      const body = options.body === undefined ? undefined : JSON.stringify(options.body)
      const headers: Record<string, string> = { Host: options.host ?? 'wallet.example', ...options.headers }
      if (body) headers['Content-Type'] = 'application/json'
      if (options.origin) headers.Origin = options.origin
      if (options.forwardedFor) headers['X-Forwarded-For'] = options.forwardedFor
      const outgoing = httpRequest({ host: '127.0.0.1', port, path, method: options.method ?? 'GET', headers }, (response) => {
        let text = ''
        response.on('data', (chunk: Buffer) => void (text += chunk.toString()))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text, cookies: (response.headers['set-cookie'] ?? []).map((cookie) => cookie.split(';')[0] ?? '') }))
      })
      outgoing.on('error', reject)
      outgoing.end(body)
    })

  test('the public URL is the configured one', () => {
    expect(wallet.url).toBe(PUBLIC_URL)
  })

  test('a request naming another Host is refused (421), the public host is served', async () => {
    expect((await send('/v1/project?projectId=shop', { host: `127.0.0.1:${port}` })).status).toBe(421)
    expect((await send('/v1/project?projectId=shop', { host: 'attacker.example' })).status).toBe(421)
    const served = await send('/v1/project?projectId=shop')
    expect(served.status).toBe(200)
    expect(JSON.parse(served.body)).toMatchObject({ origins: ['https://shop.example'] })
  })

  test('no dev routes: no mailbox page, no test clock', async () => {
    expect((await send('/dev/mailbox')).status).toBe(404)
    expect((await send('/dev/mailbox.json')).status).toBe(404)
    expect((await send('/dev/clock', { method: 'POST', origin: PUBLIC_URL, body: { ms: 1 } })).status).toBe(404)
  })

  test('the API takes only its public origin; the login code is mailed in the body, never the subject', async () => {
    const email = `prod-${Date.now()}@example.com`
    expect((await send('/v1/email/connect', { method: 'POST', origin: 'https://shop.example', body: { email } })).status).toBe(403)
    const answer = await send('/v1/email/connect', { method: 'POST', origin: PUBLIC_URL, body: { email }, forwardedFor: '198.51.100.7' })
    expect(answer.status).toBe(200)
    expect(JSON.parse(answer.body)).toEqual({ action: 'VERIFY_OTP' })
    const mail = await mailbox.waitFor(email)
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
    expect(code).toMatch(/^\d{6}$/)
    expect(mail.subject).toBe('Your one-time code')
    expect(mail.subject).not.toContain(code)
  })

  test('behind the trusted proxy, limits count the forwarded client IP, not the proxy', async () => {
    // Two clients behind the same proxy each get their own per-IP send throttle.
    const [first, second] = await Promise.all(['198.51.100.21', '198.51.100.22'].map((ip, index) =>
      send('/v1/email/connect', { method: 'POST', origin: PUBLIC_URL, body: { email: `proxy-${index}-${Date.now()}@example.com` }, forwardedFor: `203.0.113.9, ${ip}` })))
    expect([first?.status, second?.status]).toEqual([200, 200])
    const [row] = await queryPostgres<{ ips: string[] }>("select array_agg(distinct ip order by ip) as ips from email_sends where ip like '198.51.100.2%'")
    expect(row?.ips).toEqual(['198.51.100.21', '198.51.100.22'])
  })

  test('a session is bound to the project and the top-level origin it was opened under', async () => {
    const email = `bound-${Date.now()}@example.com`
    const frame = { 'X-Portico-Project': 'shop', 'X-Portico-Top-Origin': 'https://shop.example' }
    const post = (path: string, body: unknown, headers: Record<string, string>) => send(path, { method: 'POST', origin: PUBLIC_URL, body, headers, forwardedFor: '198.51.100.30' })
    const connected = await post('/v1/email/connect', { email }, frame)
    const device = connected.cookies.find((cookie) => cookie.startsWith('__portico_device=')) ?? ''
    const otp = /\b(\d{6})\b/.exec((await mailbox.waitFor(email)).text)?.[1]
    const verified = await post('/v1/otp/verify', { email, otp }, { ...frame, Cookie: device })
    expect(verified.status).toBe(200)
    const session = verified.cookies.find((cookie) => cookie.startsWith('__portico_session=')) ?? ''
    expect(session).toMatch(/^__portico_session=[\w-]{43}$/)
    const cookie = `${device}; ${session}`
    expect((await post('/v1/session', {}, { ...frame, Cookie: cookie })).status).toBe(200)
    expect((await post('/v1/session', {}, { ...frame, 'X-Portico-Project': 'other', Cookie: cookie })).status).toBe(401)
    expect((await post('/v1/session', {}, { ...frame, 'X-Portico-Top-Origin': 'https://other.example', Cookie: cookie })).status).toBe(401)
    expect((await post('/v1/session', {}, { Cookie: cookie })).status).toBe(401)
    expect(JSON.parse((await post('/v1/session/current', {}, { ...frame, 'X-Portico-Project': 'other', Cookie: cookie })).body)).toEqual({ user: null })
  })

  test('a login without the frame scope headers hands out no session', async () => {
    const email = `unscoped-${Date.now()}@example.com`
    const connected = await send('/v1/email/connect', { method: 'POST', origin: PUBLIC_URL, body: { email }, forwardedFor: '198.51.100.31' })
    const device = connected.cookies.find((cookie) => cookie.startsWith('__portico_device=')) ?? ''
    const otp = /\b(\d{6})\b/.exec((await mailbox.waitFor(email)).text)?.[1]
    const verified = await send('/v1/otp/verify', { method: 'POST', origin: PUBLIC_URL, body: { email, otp }, headers: { Cookie: device }, forwardedFor: '198.51.100.31' })
    expect(verified.status).toBe(400)
    expect(JSON.parse(verified.body)).toMatchObject({ error: { message: 'The wallet frame did not name its project and page' } })
    expect(verified.cookies.some((cookie) => cookie.startsWith('__portico_session='))).toBe(false)
  })

  async function queryPostgres<Row>(sql: string): Promise<Row[]> {
    const { default: pg } = await import('pg')
    const client = new pg.Client({ connectionString: postgres.url })
    await client.connect()
    try {
      return (await client.query(sql)).rows as Row[]
    } finally {
      await client.end()
    }
  }
})
