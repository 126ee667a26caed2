import { randomBytes } from 'node:crypto'
import type { Hex } from 'viem'
import { createAuthService } from './authService'
import { createBundler, type BundlerChain } from './bundler'
import { openDatabase, type Database } from './database'
import { buildFrameBundle } from './frameBundle'
import { startDevMailbox, type DevMailbox } from './mailbox'
import { createMailer, type Mailer } from './mailer'
import { createProjectStore, type Project } from './projects'
import { createSealer } from './secrets'
import { startAuthServer, type FrameChain, type StartAuthServerOptions } from './startAuthServer'
import type { SocialProviderConfig } from './social/providers'
import { createSocialRoutes } from './social/socialRoutes'
import { createSocialService } from './social/socialService'
import { createFarcasterRoutes } from './farcaster/farcasterRoutes'
import { createFarcasterService, type FarcasterConfig } from './farcaster/farcasterService'
import { createIdRegistryCustody } from './farcaster/idRegistry'

/** Options of {@link startEmbeddedWallet}. */
export type StartEmbeddedWalletOptions = {
  /** Projects and their allowed host origins. */
  projects: Project[]
  /** Chains the frame signs for, with their RPC endpoints. */
  chains: FrameChain[]
  /** A PostgreSQL URL; absent means embedded PGlite in memory. */
  databaseUrl?: string | undefined
  /** 32-byte keys sealing the server and recovery shares; kept outside the database. Random when absent. */
  sealingKeys?: { server: Uint8Array; recovery: Uint8Array }
  /**
   * The sponsor's private key for the ERC-4337 bundler: it pays the gas of smart-account
   * operations on every chain with `smartAccount` contracts. Without it, accounts are EOAs only.
   */
  bundlerKey?: Hex | undefined
  /**
   * Gas the bundler sponsors per user and UTC day; an operation that does not fit in what is left
   * is refused ('Daily gas sponsorship limit reached') before anything is sent. Default
   * `DEFAULT_DAILY_GAS_BUDGET` of `sponsorLedger.ts`: 20,000,000 gas.
   */
  dailyGasBudget?: bigint | undefined
  /**
   * How long after an email change new devices and the recovery share's release to devices
   * approved since then wait; default `EMAIL_CHANGE_COOLING_OFF_MS` of `authService.ts`: 24 hours.
   */
  emailChangeCoolingOffMs?: number | undefined
  /**
   * Social login providers (issue 19): each one's OAuth client and endpoints. The demo and the
   * tests pass `startDevSocialProviders().configs` (local oauth2-mock-server providers).
   */
  socialProviders?: readonly SocialProviderConfig[] | undefined
  /** Account linking by a provider-verified email (`createSocialService`'s `linkVerifiedEmail`); off by default. */
  linkVerifiedEmail?: boolean | undefined
  /**
   * Sign In With Farcaster (issue 19): the Farcaster Auth relay and the IdRegistry custody is read
   * from; the demo and the tests pass the dev relay's URL (`startDevFarcasterRelay()`) and the
   * devnet's `LocalIdRegistry` on the local chain.
   */
  farcaster?: FarcasterConfig | undefined
  /** A clock the tests can move forward (`POST /dev/clock`); off by default. */
  testClock?: boolean
  port?: number
}

/** The running embedded-wallet backend. */
export type EmbeddedWallet = {
  /** Origin of the frame and the API, on `localhost`. */
  url: string
  /** `${url}/frame`. */
  frameUrl: string
  /** `${url}/dev/mailbox`: every mail the dev mailbox received. */
  mailboxUrl: string
  mailbox: DevMailbox
  db: Database
  stop(): Promise<void>
}

/**
 * Starts the embedded wallet's backend for the demo and the tests: the database (PGlite or a
 * PostgreSQL server), the dev mailbox (SMTP on 127.0.0.1), and the auth server serving the
 * frame on `localhost`, cross-site to hosts on 127.0.0.1.
 *
 * @example
 * const wallet = await startEmbeddedWallet({ projects: [{ id: 'demo', origins: [hostOrigin] }], chains })
 * wallet.frameUrl // 'http://localhost:41234/frame'
 */
export async function startEmbeddedWallet(options: StartEmbeddedWalletOptions): Promise<EmbeddedWallet> {
  const [db, mailbox, frameScript] = await Promise.all([openDatabase({ url: options.databaseUrl }), startDevMailbox(), buildFrameBundle()])
  const mailer = createMailer({ host: '127.0.0.1', port: mailbox.port, from: 'Portico Wallet <wallet@localhost>' })
  let offset = 0
  const server = await startWalletServer({
    ...options,
    db,
    mailer,
    frameScript,
    sealingKeys: options.sealingKeys ?? { server: randomBytes(32), recovery: randomBytes(32) },
    now: () => Date.now() + offset,
    server: {
      ...(options.port === undefined ? {} : { port: options.port }),
      dev: { mailbox, ...(options.testClock ? { advanceClock: (ms: number) => void (offset += ms) } : {}) },
    },
  })
  return {
    url: server.url,
    frameUrl: `${server.url}/frame`,
    mailboxUrl: `${server.url}/dev/mailbox`,
    mailbox,
    db,
    async stop() {
      await server.close()
      mailer.close()
      await mailbox.close()
      await db.close()
    },
  }
}

/** What the dev entry ({@link startEmbeddedWallet}) and the production entry (production.ts) both start. */
export type WalletServerParts = {
  db: Database
  mailer: Mailer
  frameScript: string
  projects: Project[]
  chains: FrameChain[]
  sealingKeys: { server: Uint8Array; recovery: Uint8Array }
  bundlerKey?: Hex | undefined
  dailyGasBudget?: bigint | undefined
  emailChangeCoolingOffMs?: number | undefined
  /** Social login providers (issue 19); none: the social routes answer 404. */
  socialProviders?: readonly SocialProviderConfig[] | undefined
  /** Account linking by a provider-verified email; off by default. */
  linkVerifiedEmail?: boolean | undefined
  /** Sign In With Farcaster's relay and IdRegistry (issue 19); none: its routes answer 404. */
  farcaster?: FarcasterConfig | undefined
  now: () => number
  /** HTTP options: port, public URL and proxy (production), dev tools (demo and tests). */
  server: Pick<StartAuthServerOptions, 'port' | 'publicUrl' | 'listenHost' | 'trustProxy' | 'dev'>
}

/**
 * Saves the projects, then starts the auth service, the bundler (with a key and a chain with
 * smart-account contracts) and the HTTP server on an opened database and mailer.
 *
 * @example
 * const server = await startWalletServer({ db, mailer, frameScript, projects, chains, sealingKeys, now: Date.now, server: { port: 8080 } })
 */
export async function startWalletServer(parts: WalletServerParts): Promise<{ url: string; close(): Promise<void> }> {
  const { db, now } = parts
  const projects = createProjectStore(db)
  for (const project of parts.projects) await projects.save(project)
  // The public URL is known once the server listens; the auth service reads it lazily.
  const base = { url: '' }
  const auth = createAuthService({
    db,
    mailer: parts.mailer,
    serverSealer: createSealer(parts.sealingKeys.server),
    recoverySealer: createSealer(parts.sealingKeys.recovery),
    get publicUrl() {
      return base.url
    },
    now,
    emailChangeCoolingOffMs: parts.emailChangeCoolingOffMs,
  })
  const bundlerChains = parts.chains.flatMap(({ chainId, rpcUrl, smartAccount }): BundlerChain[] => (smartAccount ? [{ chainId, rpcUrl, smartAccount }] : []))
  const bundler = parts.bundlerKey && bundlerChains.length > 0 ? createBundler({ chains: bundlerChains, privateKey: parts.bundlerKey, db, dailyGasBudget: parts.dailyGasBudget, now }) : undefined
  const social = parts.socialProviders?.length
    ? createSocialRoutes({ social: createSocialService({ db, auth, providers: parts.socialProviders, linkVerifiedEmail: parts.linkVerifiedEmail, publicUrl: () => base.url, now }), projects, publicUrl: () => base.url })
    : undefined
  const farcaster = parts.farcaster
    ? createFarcasterRoutes({ farcaster: createFarcasterService({ db, auth, relayUrl: parts.farcaster.relayUrl, custodyOf: createIdRegistryCustody(parts.farcaster.idRegistry), publicUrl: () => base.url, now }), projects })
    : undefined
  const server = await startAuthServer({ auth, projects, chains: parts.chains, bundler, frameScript: parts.frameScript, social, farcaster, ...parts.server })
  base.url = server.url
  return server
}
