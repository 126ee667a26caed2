import { readFileSync } from 'node:fs'
import type { Address, Hex } from 'viem'
import * as z from 'zod/mini'
import { openDatabase } from './database'
import type { FarcasterConfig } from './farcaster/farcasterService'
import { OP_MAINNET_ID_REGISTRY } from './farcaster/idRegistry'
import { buildFrameBundle } from './frameBundle'
import { createMailer } from './mailer'
import type { Project } from './projects'
import { SOCIAL_PROVIDERS, type SocialProviderConfig } from './social/providers'
import type { FrameChain } from './startAuthServer'
import { startWalletServer } from './startEmbeddedWallet'

/** Everything the production wallet server needs; {@link readProductionConfig} builds it from the environment. */
export type ProductionConfig = {
  /** The public origin (`https://wallet.example.com`): links, the Origin check and the Host check. */
  publicUrl: string
  /** A PostgreSQL URL: every counter and limit lives there, shared by all server processes. */
  databaseUrl: string
  /** Two different 32-byte keys sealing the server and recovery shares, kept outside the database. */
  sealingKeys: { server: Uint8Array; recovery: Uint8Array }
  smtp: { host: string; port: number; secure: boolean; requireTLS: boolean; auth?: { user: string; pass: string } | undefined; from: string }
  projects: Project[]
  chains: FrameChain[]
  bundlerKey?: Hex | undefined
  dailyGasBudget?: bigint | undefined
  emailChangeCoolingOffMs?: number | undefined
  /** Sign In With Farcaster (off without `FARCASTER_RELAY_URL`): the relay, and where custody is read. */
  farcaster?: FarcasterConfig | undefined
  /** Social login providers (WALLET_CONFIG `social.providers`, secrets from `SOCIAL_<ID>_CLIENT_SECRET`); none: off. */
  socialProviders?: SocialProviderConfig[] | undefined
  /** Account linking by a provider-verified email (WALLET_CONFIG `social.linkVerifiedEmail`); off by default. */
  linkVerifiedEmail?: boolean | undefined
  port: number
  listenHost: string
  trustProxy: boolean
}

/** Refused configuration: the message names the variable and what it must be. */
export class ConfigError extends Error {
  override name = 'ConfigError'
}

const origin = z.string().check(z.refine((value) => URL.canParse(value) && new URL(value).origin === value, 'must be an origin: scheme://host[:port], nothing after'))
const httpsUrl = z.string().check(z.refine((value) => secureUrl(value) !== undefined, 'must be an https URL'))
/** One social provider's OAuth client (its secret comes from the environment) and endpoints. */
const socialProviderSchema = z.object({
  id: z.enum(SOCIAL_PROVIDERS),
  clientId: z.string().check(z.minLength(1)),
  authorizationUrl: httpsUrl,
  tokenUrl: httpsUrl,
  scope: z.string().check(z.minLength(1)),
  responseMode: z.optional(z.enum(['query', 'form_post'])),
  identity: z.union([
    z.object({ kind: z.literal('oidc'), issuer: z.string().check(z.minLength(1)), jwksUri: httpsUrl }),
    z.object({ kind: z.literal('userinfo'), issuer: z.string().check(z.minLength(1)), userinfoUrl: httpsUrl }),
  ]),
})
/** The JSON file named by WALLET_CONFIG: projects and chains (no secrets: those come from the environment). */
const configFileSchema = z.object({
  projects: z.array(z.object({ id: z.string().check(z.minLength(1), z.maxLength(100)), origins: z.array(origin).check(z.minLength(1)) })).check(z.minLength(1)),
  chains: z.array(z.object({
    chainId: z.number().check(z.int(), z.positive()),
    name: z.string().check(z.minLength(1)),
    rpcUrl: z.url(),
    smartAccount: z.optional(z.object({ entryPoint: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)), factory: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)) })),
    maxFeeWei: z.optional(z.string().check(z.regex(/^[0-9]{1,78}$/))),
  })).check(z.minLength(1)),
  dailyGasBudget: z.optional(z.string().check(z.regex(/^\d+$/))),
  emailChangeCoolingOffHours: z.optional(z.number().check(z.nonnegative())),
  social: z.optional(z.object({
    providers: z.array(socialProviderSchema).check(z.refine((list) => new Set(list.map((provider) => provider.id)).size === list.length, 'must name each provider once')),
    linkVerifiedEmail: z.optional(z.boolean()),
  })),
})

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Reads the production configuration from the environment and refuses to go on without what
 * keeps the wallet safe: both sealing keys (different, 32 bytes each), a PostgreSQL URL, an
 * https public URL, an SMTP server that upgrades to TLS. The variables:
 *
 * - `WALLET_PUBLIC_URL` https origin (http only on localhost, to try it out)
 * - `DATABASE_URL` postgres://...
 * - `WALLET_SERVER_SEALING_KEY`, `WALLET_RECOVERY_SEALING_KEY` 64 hex characters each
 * - `SMTP_URL` smtps://user:pass@host:465 or smtp://user:pass@host:587 (STARTTLS required but on loopback); `MAIL_FROM`
 * - `WALLET_CONFIG` path of a JSON file: `{ projects: [{ id, origins }], chains: [{ chainId, name, rpcUrl, smartAccount?, maxFeeWei? }], dailyGasBudget?, emailChangeCoolingOffHours?, social? }`
 *   where `social` is `{ providers: [SocialProviderConfig without clientSecret], linkVerifiedEmail? }`
 * - with social providers: `SOCIAL_<ID>_CLIENT_SECRET` (e.g. `SOCIAL_GOOGLE_CLIENT_SECRET`) per
 *   confidential client; a secret for a provider the file does not list is refused
 * - optional: `BUNDLER_PRIVATE_KEY`, `PORT` (8080), `LISTEN_HOST` (127.0.0.1), `TRUST_PROXY` ('true' behind one reverse proxy)
 * - optional, Sign In With Farcaster: `FARCASTER_RELAY_URL` (the Farcaster Auth relay's origin,
 *   `https://relay.farcaster.xyz`; unset: Farcaster is off), then `FARCASTER_RPC_URL` (an OP
 *   Mainnet JSON-RPC URL, required with it) and `FARCASTER_ID_REGISTRY` (default OP Mainnet's
 *   IdRegistry `0x00000000Fc6c5F01Fc30151999387Bb99A9f489b`), where `custodyOf(fid)` is read
 *
 * @example
 * const config = readProductionConfig(process.env)
 */
export function readProductionConfig(env: Readonly<Record<string, string | undefined>>, readFile: (path: string) => string = (path) => readFileSync(path, 'utf8')): ProductionConfig {
  const required = (name: string) => {
    const value = env[name]?.trim()
    if (!value) throw new ConfigError(`${name} is required`)
    return value
  }
  const sealingKey = (name: string) => {
    const value = required(name)
    if (!/^[0-9a-fA-F]{64}$/.test(value)) throw new ConfigError(`${name} must be 32 bytes in hex (64 characters)`)
    return Uint8Array.from(Buffer.from(value, 'hex'))
  }
  const server = sealingKey('WALLET_SERVER_SEALING_KEY')
  const recovery = sealingKey('WALLET_RECOVERY_SEALING_KEY')
  if (Buffer.from(server).equals(Buffer.from(recovery))) throw new ConfigError('WALLET_SERVER_SEALING_KEY and WALLET_RECOVERY_SEALING_KEY must differ')

  const publicUrl = required('WALLET_PUBLIC_URL')
  const publicParsed = URL.canParse(publicUrl) ? new URL(publicUrl) : undefined
  if (!publicParsed || publicParsed.origin !== publicUrl.replace(/\/$/, '')) throw new ConfigError('WALLET_PUBLIC_URL must be an origin such as https://wallet.example.com')
  if (publicParsed.protocol !== 'https:' && !(publicParsed.protocol === 'http:' && LOOPBACK.has(publicParsed.hostname))) throw new ConfigError('WALLET_PUBLIC_URL must use https')

  const databaseUrl = required('DATABASE_URL')
  if (!/^postgres(ql)?:\/\//.test(databaseUrl)) throw new ConfigError('DATABASE_URL must be a PostgreSQL URL (postgres://...)')

  const smtpUrl = required('SMTP_URL')
  const smtp = URL.canParse(smtpUrl) ? new URL(smtpUrl) : undefined
  if (!smtp || (smtp.protocol !== 'smtp:' && smtp.protocol !== 'smtps:')) throw new ConfigError('SMTP_URL must be smtps://user:pass@host:465 or smtp://user:pass@host:587')
  const secure = smtp.protocol === 'smtps:'

  const file = configFileSchema.safeParse(parseJson(readFile(required('WALLET_CONFIG'))))
  if (!file.success) {
    const issue = file.error.issues[0]
    throw new ConfigError(`WALLET_CONFIG: ${issue?.path.join('.') ?? ''} ${issue?.message ?? 'is invalid'}`.trim())
  }

  const bundlerKey = env.BUNDLER_PRIVATE_KEY?.trim()
  if (bundlerKey && !/^0x[0-9a-fA-F]{64}$/.test(bundlerKey)) throw new ConfigError('BUNDLER_PRIVATE_KEY must be 0x and 64 hex characters')
  const port = Number(env.PORT ?? 8080)
  if (!Number.isInteger(port) || port < 0 || port > 65_535) throw new ConfigError('PORT must be a port number')
  const trustProxy = env.TRUST_PROXY ?? 'false'
  if (trustProxy !== 'true' && trustProxy !== 'false') throw new ConfigError("TRUST_PROXY must be 'true' or 'false'")
  const farcaster = readFarcasterConfig(env)
  const socialProviders = readSocialProviders(file.data.social?.providers ?? [], env)

  return {
    publicUrl: publicParsed.origin,
    databaseUrl,
    sealingKeys: { server, recovery },
    smtp: {
      host: smtp.hostname,
      port: Number(smtp.port || (secure ? 465 : 587)),
      secure,
      requireTLS: !secure && !LOOPBACK.has(smtp.hostname),
      auth: smtp.username ? { user: decodeURIComponent(smtp.username), pass: decodeURIComponent(smtp.password) } : undefined,
      from: required('MAIL_FROM'),
    },
    projects: file.data.projects,
    chains: file.data.chains,
    bundlerKey: bundlerKey ? (bundlerKey as Hex) : undefined,
    dailyGasBudget: file.data.dailyGasBudget === undefined ? undefined : BigInt(file.data.dailyGasBudget),
    emailChangeCoolingOffMs: file.data.emailChangeCoolingOffHours === undefined ? undefined : file.data.emailChangeCoolingOffHours * 3_600_000,
    farcaster,
    socialProviders: socialProviders.length > 0 ? socialProviders : undefined,
    linkVerifiedEmail: file.data.social?.linkVerifiedEmail,
    port,
    listenHost: env.LISTEN_HOST?.trim() || '127.0.0.1',
    trustProxy: trustProxy === 'true',
  }
}

/** An https URL (http only on loopback, to try it out), or undefined when it is not one. */
function secureUrl(value: string): URL | undefined {
  const url = URL.canParse(value) ? new URL(value) : undefined
  return url && (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.has(url.hostname))) ? url : undefined
}

/** Sign In With Farcaster's settings: on with `FARCASTER_RELAY_URL`, which then needs `FARCASTER_RPC_URL`. */
function readFarcasterConfig(env: Readonly<Record<string, string | undefined>>): FarcasterConfig | undefined {
  const relayUrl = env.FARCASTER_RELAY_URL?.trim()
  const rpcUrl = env.FARCASTER_RPC_URL?.trim()
  const registry = env.FARCASTER_ID_REGISTRY?.trim()
  if (!relayUrl) {
    if (rpcUrl || registry) throw new ConfigError('FARCASTER_RPC_URL and FARCASTER_ID_REGISTRY need FARCASTER_RELAY_URL')
    return undefined
  }
  const relay = secureUrl(relayUrl)
  if (!relay || relay.origin !== relayUrl.replace(/\/$/, '')) throw new ConfigError('FARCASTER_RELAY_URL must be an https origin such as https://relay.farcaster.xyz')
  if (!rpcUrl) throw new ConfigError('FARCASTER_RPC_URL is required with FARCASTER_RELAY_URL (an OP Mainnet JSON-RPC URL)')
  if (!secureUrl(rpcUrl)) throw new ConfigError('FARCASTER_RPC_URL must be an https URL')
  if (registry && !/^0x[0-9a-fA-F]{40}$/.test(registry)) throw new ConfigError('FARCASTER_ID_REGISTRY must be 0x and 40 hex characters')
  return { relayUrl: relay.origin, idRegistry: { rpcUrl, address: registry ? (registry as Address) : OP_MAINNET_ID_REGISTRY } }
}

/** The file's providers with their secrets from `SOCIAL_<ID>_CLIENT_SECRET`; a secret for an unlisted provider is refused. */
function readSocialProviders(providers: readonly z.infer<typeof socialProviderSchema>[], env: Readonly<Record<string, string | undefined>>): SocialProviderConfig[] {
  const secretName = (id: string) => `SOCIAL_${id.toUpperCase()}_CLIENT_SECRET`
  for (const id of SOCIAL_PROVIDERS) {
    if (env[secretName(id)]?.trim() && !providers.some((provider) => provider.id === id)) throw new ConfigError(`${secretName(id)} is set but WALLET_CONFIG social.providers has no ${id}`)
  }
  return providers.map((provider) => ({ ...provider, clientSecret: env[secretName(provider.id)]?.trim() || undefined }))
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    throw new ConfigError('WALLET_CONFIG is not valid JSON')
  }
}

/**
 * Starts the wallet server for production: PostgreSQL, a real SMTP server, the sealing keys of
 * the configuration, no dev routes (no `/dev/mailbox`, no test clock), and requests for any
 * other `Host` than the public URL's refused.
 *
 * @example
 * const wallet = await startProductionWallet(readProductionConfig(process.env))
 * process.once('SIGTERM', () => void wallet.stop())
 */
export async function startProductionWallet(config: ProductionConfig): Promise<{ url: string; stop(): Promise<void> }> {
  const [db, frameScript] = await Promise.all([openDatabase({ url: config.databaseUrl }), buildFrameBundle()])
  const mailer = createMailer(config.smtp)
  const server = await startWalletServer({
    db,
    mailer,
    frameScript,
    projects: config.projects,
    chains: config.chains,
    sealingKeys: config.sealingKeys,
    bundlerKey: config.bundlerKey,
    dailyGasBudget: config.dailyGasBudget,
    emailChangeCoolingOffMs: config.emailChangeCoolingOffMs,
    farcaster: config.farcaster,
    socialProviders: config.socialProviders,
    linkVerifiedEmail: config.linkVerifiedEmail,
    now: Date.now,
    server: { port: config.port, publicUrl: config.publicUrl, listenHost: config.listenHost, trustProxy: config.trustProxy },
  }).catch(async (error: unknown) => {
    mailer.close()
    await db.close()
    throw error
  })
  return {
    url: server.url,
    async stop() {
      await server.close()
      mailer.close()
      await db.close()
    },
  }
}
