import { randomBytes } from 'node:crypto'
import { OTP_MAX_ATTEMPTS } from '../otpStore'
import { VERIFY_LIMITS } from '../rateLimits'
import { createBrowser, errorOf } from './browser'
import type { LoadEnvironment } from './environment'
import { createFigures, type ScenarioFigures } from './figures'

const codeOf = (text: string) => /is (\d{6})\./.exec(text)?.[1] ?? ''

/**
 * Proves that what limits or counts lives in PostgreSQL and not in one process's memory: with
 * two server processes on one database, each check starts on one and ends on the other.
 * - send throttle: a code asked on A, a second one asked on B within 30 s is throttled;
 * - code attempts: concurrent wrong guesses split across A and B burn the code after 5 in all; the right
 *   code is then refused on either;
 * - verify rate limit: a device's code checks on A and B count against one limit;
 * - sessions: opened on A, accepted on B; signed out on B, refused on A.
 * (The sponsorship ledger is shared the same way: see sponsorLoad.ts.)
 *
 * @example
 * const figures = await checkSharedState(env) // env with two servers
 */
export async function checkSharedState(env: LoadEnvironment): Promise<ScenarioFigures> {
  const figures = createFigures('state shared by 2 server processes')
  if (env.target.ports.length < 2) {
    figures.violation('needs two server processes')
    return figures.finish()
  }
  const tag = randomBytes(4).toString('hex')
  const browser = (n: number) => createBrowser(env.target, { ip: `10.250.${n}.1`, figures })
  const expect = (what: string, ok: boolean) => (ok ? figures.count(`held: ${what}`) : figures.violation(what))

  // Send throttle.
  {
    const email = `throttle-${tag}@load.example`
    const client = browser(1)
    const first = await client.post('/v1/email/connect', { email }, 0)
    const second = await client.post('/v1/email/connect', { email }, 1)
    expect('a code asked on A, then on B within 30 s: B answers 429 throttled', first.status === 200 && second.status === 429 && errorOf(second.body)?.code === 'throttled')
  }

  // Code attempts.
  {
    const email = `attempts-${tag}@load.example`
    const client = browser(2)
    const sent = await client.post('/v1/email/connect', { email }, 0)
    const code = codeOf((await env.mailbox.waitFor(email)).text)
    const wrong = code === '000000' ? '111111' : '000000'
    // 10 guesses and 2 right codes: within the device's verify limit (20), so only the attempts count refuses.
    const guesses = await Promise.all(Array.from({ length: 10 }, (_, index) => client.post('/v1/otp/verify', { email, otp: wrong }, index % 2)))
    const invalid = guesses.filter((answer) => errorOf(answer.body)?.code === 'invalid_code').length
    const right = await Promise.all([client.post('/v1/otp/verify', { email, otp: code }, 0), client.post('/v1/otp/verify', { email, otp: code }, 1)])
    expect(
      `10 concurrent wrong guesses split across A and B: at most ${OTP_MAX_ATTEMPTS - 1} answered invalid_code, the rest burned_code; the right code then refused on both`,
      sent.status === 200 && invalid <= OTP_MAX_ATTEMPTS - 1 && guesses.every((answer) => answer.status === 400) && right.every((answer) => errorOf(answer.body)?.code === 'burned_code'),
    )
  }

  // Verify rate limit per device: the checks on both servers count against one window.
  {
    const client = browser(3)
    const limit = VERIFY_LIMITS.perDevice.limit
    const answers: number[] = []
    for (let index = 0; index <= limit; index++) answers.push((await client.post('/v1/otp/verify', { email: `limit-${tag}-${index}@load.example`, otp: '123456' }, index % 2)).status)
    expect(`${limit} code checks of one device alternating A and B, then the next is 429`, answers.slice(0, limit).every((status) => status === 400) && answers[limit] === 429)
  }

  // Sessions.
  {
    const email = `session-${tag}@load.example`
    const client = browser(4)
    await client.post('/v1/email/connect', { email }, 0)
    const code = codeOf((await env.mailbox.waitFor(email)).text)
    const verified = await client.post('/v1/otp/verify', { email, otp: code }, 0)
    const onB = await client.post('/v1/session', {}, 1)
    const token = client.sessionToken()
    const signedOut = await client.post('/v1/session/sign-out', {}, 1)
    // The browser dropped its cookie: replay the old token on A, as a thief who kept it would.
    if (token) client.replaySession(token)
    const afterOnA = await client.post('/v1/session', {}, 0)
    expect(
      'a session opened on A is accepted on B; signed out on B, its token is refused on A',
      verified.status === 200 && onB.status === 200 && signedOut.status === 200 && token !== undefined && afterOnA.status === 401,
    )
  }
  return figures.finish()
}

