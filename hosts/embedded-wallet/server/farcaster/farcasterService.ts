import { randomBytes } from 'node:crypto'
import type { Address } from 'viem'
import * as z from 'zod/mini'
import type { AuthService, AuthUser } from '../authService'
import type { Database } from '../database'
import { AuthError } from '../errors'
import { generateToken, hashSecret } from '../secrets'
import { socialAccountOf } from '../social/socialService'
import type { IdRegistryConfig } from './idRegistry'
import { FarcasterSignInError, verifyFarcasterSignIn } from './verifySignIn'

/** A sign-in waits up to 5 minutes for the visitor's Farcaster wallet (the relay's channel life). */
export const FARCASTER_FLOW_TTL_MS = 5 * 60_000

/** Texts of the Farcaster login's refusals. */
export const farcasterMessages = {
  relay: 'The Farcaster relay is not reachable',
  badFlow: 'This Farcaster sign-in is invalid, expired or already used',
  otherDevice: 'This sign-in was started on another device',
  custody: "The Farcaster account's custody address could not be read",
} as const

const channelAnswer = z.object({ channelToken: z.string().check(z.maxLength(200)), url: z.string().check(z.maxLength(2048)) })
const statusAnswer = z.union([
  z.object({ state: z.literal('pending') }),
  z.object({
    state: z.literal('completed'),
    message: z.string().check(z.maxLength(4000)),
    signature: z.string().check(z.maxLength(200)),
    fid: z.number().check(z.int(), z.positive()),
    username: z.optional(z.string().check(z.maxLength(64))),
  }),
])

/**
 * A wallet server's Sign In With Farcaster settings: the Farcaster Auth relay, and the node and
 * IdRegistry the fids' custody addresses are read from.
 */
export type FarcasterConfig = { relayUrl: string; idRegistry: IdRegistryConfig }

/** Options of {@link createFarcasterService}. */
export type FarcasterServiceOptions = {
  db: Database
  auth: AuthService
  /** The Farcaster Auth relay (`https://relay.farcaster.xyz` or the dev relay). */
  relayUrl: string
  /** The fid's custody address: the IdRegistry's `custodyOf` (`createIdRegistryCustody` of `./idRegistry`). */
  custodyOf: (fid: number) => Promise<Address>
  /** The server's public origin: the sign-in message's URI, and its host the domain. */
  publicUrl: () => string
  now: () => number
  fetcher?: typeof fetch
}

/**
 * Sign In With Farcaster on the auth server (issue 19): it opens a relay channel with its own
 * nonce for the frame's device, hands the frame the channel's URL (shown as a QR code and link)
 * and a flow id, and on the frame's poll reads the channel: once the visitor's wallet completed
 * it, the EIP-4361 message is verified (domain, URI, nonce, expiry, signature by the fid's
 * custody address) and the fid signs in; the same fid is the same account every time.
 *
 * @example
 * const custodyOf = createIdRegistryCustody({ rpcUrl: 'https://mainnet.optimism.io', address: OP_MAINNET_ID_REGISTRY })
 * const farcaster = createFarcasterService({ db, auth, relayUrl: 'https://relay.farcaster.xyz', custodyOf, publicUrl: () => origin, now: Date.now })
 * const { url, flowId } = await farcaster.start({ deviceId, hostOrigin: 'https://dapp.example' })
 */
export function createFarcasterService(options: FarcasterServiceOptions) {
  const { db, auth, now } = options
  const fetcher = options.fetcher ?? fetch
  const relay = async <T>(path: string, schema: z.ZodMiniType<T>, init: RequestInit & { accepted: number[] }): Promise<T> => {
    const response = await fetcher(`${options.relayUrl}${path}`, { ...init, signal: AbortSignal.timeout(10_000) }).catch(() => undefined)
    const parsed = schema.safeParse(response && init.accepted.includes(response.status) ? await response.json().catch(() => undefined) : undefined)
    if (!parsed.success) throw new AuthError(502, 'farcaster_relay', farcasterMessages.relay)
    return parsed.data
  }
  const { custodyOf } = options
  const siweUri = () => options.publicUrl()
  const domain = () => new URL(options.publicUrl()).host

  return {
    /** Opens a relay channel for the frame's device: the URL for the visitor's wallet, and the flow id to poll with. */
    async start(input: { deviceId: string; hostOrigin: string }): Promise<{ url: string; flowId: string }> {
      // EIP-4361 nonces are alphanumeric.
      const nonce = randomBytes(16).toString('hex')
      const expiresAt = now() + FARCASTER_FLOW_TTL_MS
      const channel = await relay('/v1/channel', channelAnswer, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ siweUri: siweUri(), domain: domain(), nonce, expirationTime: new Date(expiresAt).toISOString() }),
        accepted: [200, 201],
      })
      const flowId = generateToken()
      await db.query(
        'insert into farcaster_flows (flow_hash, channel_token, nonce, device_hash, host_origin, expires_at) values ($1, $2, $3, $4, $5, $6)',
        [hashSecret(flowId), channel.channelToken, nonce, hashSecret(input.deviceId), input.hostOrigin, expiresAt],
      )
      return { url: channel.url, flowId }
    },
    /**
     * The frame's poll: pending until the visitor's wallet completed the channel; then the
     * answer is verified and the flow used up (one time, only the device that started it).
     */
    async poll(input: { flowId: string; deviceId: string }): Promise<{ status: 'pending' } | { status: 'done'; token: string; user: AuthUser }> {
      const flowHash = hashSecret(input.flowId)
      const [flow] = await db.query<{ channel_token: string; nonce: string; device_hash: string }>(
        'select channel_token, nonce, device_hash from farcaster_flows where flow_hash = $1 and used_at is null and expires_at > $2',
        [flowHash, now()],
      )
      if (!flow) throw new AuthError(400, 'farcaster_flow', farcasterMessages.badFlow)
      const deviceHash = hashSecret(input.deviceId)
      if (flow.device_hash !== deviceHash) throw new AuthError(403, 'farcaster_device', farcasterMessages.otherDevice)
      const status = await relay('/v1/channel/status', statusAnswer, { headers: { Authorization: `Bearer ${flow.channel_token}` }, accepted: [200, 202] })
      if (status.state === 'pending') return { status: 'pending' }
      // One answer per flow: a refused signature ends it too (the visitor starts again).
      const [taken] = await db.query('update farcaster_flows set used_at = $2 where flow_hash = $1 and used_at is null returning flow_hash', [flowHash, now()])
      if (!taken) throw new AuthError(400, 'farcaster_flow', farcasterMessages.badFlow)
      await verifyFarcasterSignIn(status, { domain: domain(), uri: siweUri(), nonce: flow.nonce, nowMs: now(), custodyOf }).catch((error: unknown) => {
        throw error instanceof FarcasterSignInError ? new AuthError(400, 'farcaster_signature', error.message) : error
      })
      const userId = await socialAccountOf({ db, now }, 'farcaster', { issuer: 'farcaster', subject: String(status.fid), userName: status.username ?? null })
      return { status: 'done', ...(await auth.socialSession(userId, deviceHash)) }
    },
  }
}

/** What {@link createFarcasterService} returns. */
export type FarcasterService = ReturnType<typeof createFarcasterService>
