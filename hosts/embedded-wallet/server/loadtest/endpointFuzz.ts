import fc from 'fast-check'
import { bundlerReceiptBody, bundlerSendBody } from '../../frame/smartAccountBundler'
import { bodies } from '../routes'
import { socialBodies } from '../social/socialRoutes'
import { createBrowser, errorOf, type ApiAnswer } from './browser'
import type { LoadEnvironment } from './environment'
import { createFigures, type Figures, type ScenarioFigures } from './figures'
import { loginMany } from './loginLoad'

const fieldsOf = (schema: { shape: Record<string, unknown> }) => Object.keys(schema.shape)

/**
 * Every POST endpoint of the auth server with the fields of its body schema: the fuzz builds
 * near-valid bodies from them as well as arbitrary JSON and text. `session`: the endpoint needs
 * a signed-in frame (its body is parsed only then). The unit test checks that this list names
 * every route of startAuthServer.ts.
 */
export const POST_ENDPOINTS: readonly { path: string; fields: readonly string[]; session: boolean; page?: true }[] = [
  { path: '/v1/email/connect', fields: fieldsOf(bodies.connectEmail), session: false },
  { path: '/v1/device/status', fields: fieldsOf(bodies.deviceStatus), session: false },
  { path: '/v1/otp/verify', fields: fieldsOf(bodies.verifyOtp), session: false },
  { path: '/v1/session', fields: [], session: true },
  { path: '/v1/session/current', fields: [], session: true },
  { path: '/v1/wallet/shares', fields: fieldsOf(bodies.storeShares), session: true },
  { path: '/v1/wallet/shares/read', fields: fieldsOf(bodies.readShares), session: true },
  { path: '/v1/email/update', fields: fieldsOf(bodies.updateEmail), session: true },
  { path: '/v1/email/update/primary', fields: fieldsOf(bodies.otpOnly), session: true },
  { path: '/v1/email/update/secondary', fields: fieldsOf(bodies.otpOnly), session: true },
  { path: '/v1/account/preferred', fields: fieldsOf(bodies.preferredAccount), session: true },
  { path: '/v1/social/start', fields: fieldsOf(socialBodies.start), session: false },
  { path: '/v1/social/redeem', fields: fieldsOf(socialBodies.redeem), session: false },
  { path: '/v1/social/poll', fields: fieldsOf(socialBodies.poll), session: false },
  // Farcaster login (issue 19): the fields of its farcasterBodies.
  { path: '/v1/farcaster/start', fields: ['projectId', 'hostOrigin'], session: false },
  { path: '/v1/farcaster/poll', fields: ['flowId'], session: false },
  { path: '/v1/bundler/send', fields: fieldsOf(bundlerSendBody), session: true },
  { path: '/v1/bundler/receipt', fields: fieldsOf(bundlerReceiptBody), session: true },
  // The approval page's form POST: it answers with a page.
  { path: '/v1/device/approve', fields: ['token', 'csrf'], session: false, page: true },
  // Last: it ends the session the others use.
  { path: '/v1/session/sign-out', fields: [], session: true },
]

/** GET pages and endpoints, with the query parameter each reads. */
const GET_ENDPOINTS: readonly { path: string; parameter: string }[] = [
  { path: '/v1/project', parameter: 'projectId' },
  { path: '/v1/project/check', parameter: 'projectId' },
  { path: '/frame', parameter: 'projectId' },
  { path: '/v1/device/approve', parameter: 'token' },
]

const hex = (length: number) => fc.string({ unit: fc.constantFrom(...'0123456789abcdefABCDEF'), minLength: length, maxLength: length })
/** Values near what a field takes (right shape, wrong content, wrong type) and anything at all. */
const fieldValue = fc.oneof(
  fc.emailAddress(),
  fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 0, maxLength: 8 }),
  hex(40).map((value) => `0x${value}`),
  hex(64).map((value) => `0x${value}`),
  hex(66),
  fc.constantFrom('eoa', 'smartAccount', 'google', 'github', 'https://app.loadtest.example', 31337, 0, -1, 1e308, true, false, null, '', '\u0000', '\u202e'),
  fc.string({ maxLength: 300 }),
  fc.jsonValue({ maxDepth: 3 }),
)
const nearValid = (fields: readonly string[]) =>
  fields.length === 0 ? fc.dictionary(fc.string({ maxLength: 10 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 3 }) : fc.record(Object.fromEntries(fields.map((field) => [field, fieldValue])), { requiredKeys: [] })
/** A body: near-valid fields, any JSON, or any text (often not JSON at all). */
const bodyFor = (fields: readonly string[]) => fc.oneof(nearValid(fields), fc.jsonValue({ maxDepth: 4 }), fc.string({ maxLength: 500 }).map((text) => ({ raw: text })))

/**
 * A clear refusal: below 500, and a 4xx carries `{ error: { code, message } }` with a message
 * (a page, or an endpoint a page reads, may answer with a page that says why instead).
 */
function judge(answer: ApiAnswer, page: boolean): string | undefined {
  if (answer.status >= 500) return `${answer.status}`
  if (answer.status < 400) return undefined
  if (errorOf(answer.body)?.message.trim()) return undefined
  if (page && typeof answer.body === 'string' && /<h1>[^<]+<\/h1>/.test(answer.body)) return undefined
  return `${answer.status} without an error message: ${JSON.stringify(answer.body).slice(0, 120)}`
}

/**
 * A fast-check fuzz of every server endpoint's body (and of the GET endpoints' query): near-valid
 * bodies, arbitrary JSON, arbitrary text, one oversized body; with a signed-in session where the
 * endpoint needs one, so the body is parsed. Every answer must be below 500, and every refusal
 * a clear error (`{ error: { code, message } }`).
 *
 * @example
 * const figures = await runEndpointFuzz(env, { runs: 200, seed: 14 })
 */
export async function runEndpointFuzz(env: LoadEnvironment, options: { runs: number; seed: number }): Promise<ScenarioFigures> {
  const figures = createFigures(`fuzz of every server endpoint (${options.runs} inputs each)`)
  const { finished } = await loginMany(env, { logins: 1, clients: 1, figures })
  const signedIn = finished[0]?.browser
  if (!signedIn) {
    figures.violation('the fuzz could not sign in')
    return figures.finish()
  }
  const anonymous = createBrowser(env.target, { ip: '10.251.0.1', figures })
  let index = 0
  for (const endpoint of POST_ENDPOINTS) {
    const bodies = fc.sample(bodyFor(endpoint.fields), { numRuns: options.runs, seed: options.seed + index++ })
    const browser = endpoint.session ? signedIn : anonymous
    await inBatches(bodies, 16, (body) => check(figures, endpoint.path, body, () => browser.post(endpoint.path, isRaw(body) ? body.raw : body), endpoint.page ?? false))
    await check(figures, endpoint.path, 'oversized', () => browser.post(endpoint.path, JSON.stringify({ email: 'x'.repeat(70_000) })), endpoint.page ?? false)
  }
  for (const endpoint of GET_ENDPOINTS) {
    const values = fc.sample(fc.oneof(fc.string({ maxLength: 200 }), fc.constantFrom('loadtest', '', '%', '%00', '../frame')), { numRuns: options.runs, seed: options.seed + index++ })
    await inBatches(values, 16, (value) => check(figures, `GET ${endpoint.path}`, value, () => anonymous.get(`${endpoint.path}?${endpoint.parameter}=${encodeURIComponent(value)}`), true))
  }
  return figures.finish()
}

const isRaw = (body: unknown): body is { raw: string } => typeof body === 'object' && body !== null && !Array.isArray(body) && Object.keys(body).length === 1 && typeof (body as { raw?: unknown }).raw === 'string'

async function check(figures: Figures, label: string, input: unknown, send: () => Promise<ApiAnswer>, page: boolean): Promise<void> {
  const answer = await send().catch((error: unknown) => ({ status: 0, body: String(error), retryAfter: undefined }))
  figures.count('inputs sent')
  const problem = answer.status === 0 ? `no answer: ${String(answer.body)}` : judge(answer, page)
  if (problem) figures.violation(`${label} ${JSON.stringify(input)?.slice(0, 160)}: ${problem}`)
  else if (answer.status >= 400) figures.count('inputs refused with a clear error')
}

async function inBatches<T>(items: readonly T[], size: number, run: (item: T) => Promise<void>): Promise<void> {
  for (let start = 0; start < items.length; start += size) await Promise.all(items.slice(start, start + size).map(run))
}

