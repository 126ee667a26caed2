import type { CaipNetworkId } from '../caip/types'
import type { Logger } from '../logger'
import type { CaipNetwork } from '../networks/types'
import type { PorticoStorage } from '../storage/types'

/**
 * The fields of a sign-in message (spec section 3, "SIWX session"). Times are ISO 8601 strings.
 *
 * @example
 * import type { SIWXMessageData } from 'portico'
 * const data: SIWXMessageData = {
 *   chainId: 'eip155:1', accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
 *   domain: 'dapp.example', uri: 'https://dapp.example/', version: '1', nonce: 'k3J9x0aQ2mZt7LbE',
 *   issuedAt: '2025-01-01T00:00:00.000Z',
 * }
 */
export type SIWXMessageData = {
  /** CAIP-2 network id the account signs in on, e.g. `eip155:1`. */
  chainId: CaipNetworkId
  /** The account's address, without the CAIP prefix (EIP-55 checksummed on eip155). */
  accountAddress: string
  /** Host (and port) of the page asking for the sign-in: `location.host`. */
  domain: string
  /** The page asking for the sign-in: `location.href`. */
  uri: string
  /** Message version; always '1'. */
  version: '1'
  /** Random, single-use, at least 8 alphanumeric characters. */
  nonce: string
  issuedAt?: string | undefined
  expirationTime?: string | undefined
  notBefore?: string | undefined
  requestId?: string | undefined
  resources?: string[] | undefined
  /** Human-readable line shown in the wallet. */
  statement?: string | undefined
}

/**
 * A message ready to sign: its fields, and `toString()` giving the exact text the wallet signs
 * (EIP-4361 on eip155, CAIP-122 on solana and bip122).
 *
 * @example
 * import type { SIWXMessage } from 'portico'
 * const text = (message: SIWXMessage) => message.toString()
 */
export type SIWXMessage = SIWXMessageData & { toString(): string }

/**
 * A signed sign-in (spec section 3): the message fields, the text signed and the signature
 * (hex on eip155, base58 on solana).
 *
 * @example
 * import type { SIWXSession } from 'portico'
 * const owner = (session: SIWXSession) => session.data.accountAddress
 */
export type SIWXSession = {
  data: SIWXMessageData
  message: string
  signature: string
}

/**
 * What Portico hands a SIWX config once, when the siwx plugin installs: the instance's storage
 * (sessions of the local config live here), its networks and RPC, its logger and the page.
 *
 * @example
 * import type { SIWXEnvironment } from 'portico'
 * const pageHost = (environment: SIWXEnvironment) => environment.page?.host
 */
export type SIWXEnvironment = {
  storage: PorticoStorage
  networks: readonly CaipNetwork[]
  /** JSON-RPC of a network (verifies smart-account signatures). */
  rpc(network: CaipNetwork): { request(args: { method: string; params?: unknown }): Promise<unknown> }
  logger: Logger
  /** The host page, or `undefined` on the server. */
  page: { host: string; href: string } | undefined
}

/**
 * A Sign-In-With-X config: where messages come from and where sessions go. Pass one as the
 * `siwx` option with the siwx plugin installed; `portico/plugins/siwx` ships a local config
 * (`createLocalSiwx`, no server) and an HTTP one (`createHttpSiwx`).
 *
 * @example
 * import { createPortico, mainnet } from 'portico'
 * import siwx, { createLocalSiwx } from 'portico/plugins/siwx'
 * createPortico({ networks: [mainnet], siwx: createLocalSiwx({ required: true }), plugins: [siwx()] })
 */
export type SIWXConfig = {
  /**
   * Builds the message for an account on a network. MUST use a fresh, random, single-use nonce
   * and MUST put the page's domain and URI in it; the `toString()` result is what is signed.
   */
  createMessage(input: { chainId: CaipNetworkId; accountAddress: string }): Promise<SIWXMessage>
  /**
   * Stores a signed session. MUST verify it first (signature, domain, chain, times, nonce) and
   * MUST throw, storing nothing, when it is not valid.
   */
  addSession(session: SIWXSession): Promise<void>
  /** Removes the sessions of one account on one network. MUST NOT throw when there are none. */
  revokeSession(chainId: CaipNetworkId, address: string): Promise<void>
  /**
   * Replaces every stored session with `sessions` (`[]` signs every account out). MUST verify
   * each session's fields and signature like `addSession` (a nonce seen before is allowed).
   */
  setSessions(sessions: SIWXSession[]): Promise<void>
  /**
   * The valid sessions of an account on a network. MUST NOT return expired sessions. A throw
   * is an init failure: Portico disconnects and shows the spec's error.
   */
  getSessions(chainId: CaipNetworkId, address: string): Promise<SIWXSession[]>
  /** Whether sign-in is required: a visitor who cancels is disconnected. SHOULD be constant. */
  getRequired?(): boolean
  /** Same as `getRequired`, as a flag; `getRequired` wins when both are set. */
  required?: boolean
  /** MAY receive Portico's environment; called once when the siwx plugin installs. */
  setup?(environment: SIWXEnvironment): void
}

/**
 * The older sign-in-with-Ethereum config (AppKit's `SIWEConfig`), accepted as `siweConfig` and
 * adapted to {@link SIWXConfig} by the siwx plugin.
 *
 * @example
 * import type { SIWEConfig } from 'portico'
 * const siweConfig: SIWEConfig = {
 *   getNonce: async () => (await fetch('/nonce')).text(),
 *   createMessage: ({ address, chainId, nonce }) => `...`,
 *   verifyMessage: async ({ message, signature }) => (await fetch('/verify', { method: 'POST', body: JSON.stringify({ message, signature }) })).ok,
 *   getSession: async () => null,
 *   signOut: async () => true,
 * }
 */
export type SIWEConfig = {
  /** Domain, URI, statement and chains for the message; default the page and the host's networks. */
  getMessageParams?(): Promise<{ domain: string; uri: string; chains: number[]; statement?: string; exp?: string; nbf?: string; requestId?: string; resources?: string[] }>
  /** Renders the message text (EIP-4361) from its fields. */
  createMessage(args: SIWECreateMessageArgs): string
  /** A fresh nonce from the server. */
  getNonce(address?: string): Promise<string>
  /** The current session, or null. */
  getSession(): Promise<{ address: string; chainId: number } | null>
  /** Verifies on the server; resolves false when invalid. */
  verifyMessage(args: { message: string; signature: string }): Promise<boolean>
  /** Ends the server session. */
  signOut(): Promise<boolean>
  onSignIn?(session?: { address: string; chainId: number }): void
  onSignOut?(): void
  /** Default true. */
  enabled?: boolean
  required?: boolean
  /** Default true: disconnecting signs out. */
  signOutOnDisconnect?: boolean
}

/**
 * Arguments of {@link SIWEConfig.createMessage}.
 *
 * @example
 * import type { SIWECreateMessageArgs } from 'portico'
 * const args: SIWECreateMessageArgs = { address: 'eip155:1:0xf39F...', chainId: 1, nonce: 'abc12345', domain: 'dapp.example', uri: 'https://dapp.example', version: '1' }
 */
export type SIWECreateMessageArgs = {
  /** CAIP-10 address, as AppKit passes it. */
  address: string
  chainId: number
  nonce: string
  domain: string
  uri: string
  version: '1'
  statement?: string | undefined
  iat?: string | undefined
  exp?: string | undefined
  nbf?: string | undefined
  requestId?: string | undefined
  resources?: string[] | undefined
}
