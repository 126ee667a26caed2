import * as z from 'zod/mini'

/**
 * The postMessage protocol between the host page (the email-auth plugin) and the wallet frame
 * (spec section 7). Both sides parse every message with these schemas, post only to the exact
 * other origin, and match replies to requests by a random id.
 */

/** Tag on every message of this protocol. */
export const FRAME_CHANNEL = 'portico-embedded-wallet'

/** A request id: 128 bits from the CSPRNG, hex. */
export const requestIdSchema = z.string().check(z.regex(/^[0-9a-f]{32}$/))

const email = z.string().check(z.email(), z.maxLength(254))
/** Spec section 5: the social providers of the OAuth popup (farcaster signs in another way). */
const socialProvider = z.enum(['google', 'github', 'apple', 'facebook', 'x', 'discord'])
const chainId = z.union([z.number().check(z.int(), z.positive()), z.string().check(z.minLength(1), z.maxLength(64))])
const accountType = z.enum(['eoa', 'smartAccount'])
const empty = z.object({})

/** Payload of each app-to-frame event (spec section 7). */
export const appEventPayloads = {
  SWITCH_NETWORK: z.object({ chainId }),
  CONNECT_EMAIL: z.object({ email }),
  CONNECT_DEVICE: empty,
  // The code is typed into the frame's own field (issue 14): the host never carries one.
  CONNECT_OTP: z.strictObject({}),
  CONNECT_SOCIAL: z.object({ uri: z.string().check(z.maxLength(2048)) }),
  // The social flow the frame started, asked of the auth server when the popup cannot post back.
  POLL_SOCIAL: empty,
  GET_FARCASTER_URI: empty,
  CONNECT_FARCASTER: empty,
  // The visitor left ConnectingFarcaster: the frame stops waiting, so a later approval signs nobody in.
  CANCEL_FARCASTER: empty,
  GET_USER: z.object({ chainId: z.optional(chainId), preferredAccountType: z.optional(accountType) }),
  // returnUrl: the redirect flow's host page (Telegram mini-app), which gets result_uri back.
  GET_SOCIAL_REDIRECT_URI: z.object({ provider: socialProvider, returnUrl: z.optional(z.string().check(z.maxLength(2048))) }),
  SIGN_OUT: empty,
  IS_CONNECTED: z.object({ token: z.optional(z.string()) }),
  GET_CHAIN_ID: empty,
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: empty,
  INIT_SMART_ACCOUNT: empty,
  SET_PREFERRED_ACCOUNT: z.object({ type: accountType }),
  RPC_REQUEST: z.object({ method: z.string().check(z.minLength(1), z.maxLength(100)), params: z.optional(z.unknown()), chainId: z.optional(chainId) }),
  // The frame asks for approval and both codes itself (VERIFY_PRIMARY_OTP, VERIFY_SECONDARY_OTP).
  UPDATE_EMAIL: z.object({ email }),
  SYNC_THEME: z.object({ themeMode: z.optional(z.enum(['dark', 'light'])), themeVariables: z.optional(z.record(z.string(), z.union([z.string(), z.number()]))) }),
  SYNC_DAPP_DATA: z.object({
    metadata: z.optional(z.object({ name: z.string(), description: z.string(), url: z.string(), icons: z.array(z.string()) })),
    sdkVersion: z.string(),
    sdkType: z.string(),
    projectId: z.string(),
  }),
  RELOAD: empty,
  // The modal's locale changed at run time (issue 21); the frame shows only a locale Portico ships, else English.
  SET_LOCALE: z.object({ locale: z.string().check(z.maxLength(16)) }),
} as const

/** The name of an app-to-frame event. */
export type AppEventType = keyof typeof appEventPayloads

/** The user of the embedded wallet (spec section 3). */
export const frameUserSchema = z.object({
  email: z.nullable(z.optional(email)),
  address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)),
  chainId,
  accounts: z.array(z.object({ address: z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)), type: accountType })),
  userName: z.optional(z.string().check(z.maxLength(255))),
  /** The social provider of a social login's account; absent for email (spec section 3). */
  socialProvider: z.optional(z.union([socialProvider, z.literal('farcaster')])),
  smartAccountDeployed: z.boolean(),
  preferredAccountType: accountType,
})

/** The embedded wallet's user. */
export type FrameUser = z.infer<typeof frameUserSchema>

/** Payload of each successful reply. */
export const frameReplyPayloads = {
  SWITCH_NETWORK: z.object({ chainId }),
  CONNECT_EMAIL: z.object({ action: z.enum(['VERIFY_DEVICE', 'VERIFY_OTP', 'CONNECT']) }),
  CONNECT_DEVICE: empty,
  CONNECT_OTP: empty,
  CONNECT_SOCIAL: frameUserSchema,
  /** null while the visitor is still at the provider. */
  POLL_SOCIAL: z.object({ user: z.nullable(frameUserSchema) }),
  GET_FARCASTER_URI: z.object({ url: z.string() }),
  CONNECT_FARCASTER: frameUserSchema,
  CANCEL_FARCASTER: empty,
  GET_USER: frameUserSchema,
  GET_SOCIAL_REDIRECT_URI: z.object({ uri: z.string() }),
  SIGN_OUT: empty,
  IS_CONNECTED: z.object({ isConnected: z.boolean() }),
  GET_CHAIN_ID: z.object({ chainId }),
  GET_SMART_ACCOUNT_ENABLED_NETWORKS: z.object({ smartAccountEnabledNetworks: z.array(z.number()) }),
  INIT_SMART_ACCOUNT: z.object({ address: z.string(), isDeployed: z.boolean() }),
  SET_PREFERRED_ACCOUNT: z.object({ type: accountType, address: z.string() }),
  RPC_REQUEST: z.object({ result: z.unknown() }),
  UPDATE_EMAIL: z.object({ newEmail: email }),
  SYNC_THEME: empty,
  SYNC_DAPP_DATA: empty,
  RELOAD: empty,
  SET_LOCALE: empty,
} as const satisfies Record<AppEventType, z.ZodMiniType>

/** What a successful reply to `T` carries. */
export type FrameReply<T extends AppEventType> = z.infer<(typeof frameReplyPayloads)[T]>

const appEventTypes = Object.keys(appEventPayloads) as [AppEventType, ...AppEventType[]]

/** An app-to-frame request; the payload is checked per type with {@link appEventPayloads}. */
export const appMessageSchema = z.object({
  channel: z.literal(FRAME_CHANNEL),
  kind: z.literal('request'),
  id: requestIdSchema,
  type: z.enum(appEventTypes),
  payload: z.unknown(),
})

/** A frame reply or a frame event; reply payloads are checked per type with {@link frameReplyPayloads}. */
export const frameMessageSchema = z.union([
  z.object({ channel: z.literal(FRAME_CHANNEL), kind: z.literal('response'), id: requestIdSchema, ok: z.literal(true), payload: z.unknown() }),
  z.object({
    channel: z.literal(FRAME_CHANNEL),
    kind: z.literal('response'),
    id: requestIdSchema,
    ok: z.literal(false),
    error: z.object({ message: z.optional(z.string().check(z.maxLength(500))), code: z.optional(z.number()) }),
  }),
  z.object({ channel: z.literal(FRAME_CHANNEL), kind: z.literal('event'), type: z.enum(['READY', 'APPROVAL_SHOW', 'APPROVAL_HIDE']), payload: z.optional(z.unknown()) }),
])

/** A parsed frame message. */
export type FrameMessage = z.infer<typeof frameMessageSchema>
/** A parsed app message. */
export type AppMessage = z.infer<typeof appMessageSchema>

/** Tag of the social login popup's message to the host page (issue 19). */
export const SOCIAL_POPUP_CHANNEL = 'portico-social'
export { SOCIAL_RESULT_PARAM } from './resultUri'
/** Path of the one-time result URI on the wallet origin (`?code=`), which CONNECT_SOCIAL carries. */
export const SOCIAL_RESULT_PATH = '/v1/social/result'

/**
 * The popup's message to its opener: the result URI, posted from the wallet origin only to the
 * host origin the flow was started for. The host checks the sender's origin and window as well.
 */
export const socialPopupMessageSchema = z.object({ channel: z.literal(SOCIAL_POPUP_CHANNEL), type: z.literal('result'), uri: z.string().check(z.maxLength(2048)) })

/** A fresh request id from `crypto.getRandomValues` (never Math.random). */
export function createRequestId(): string {
  const bytes = new Uint8Array(16)
  globalThis.crypto.getRandomValues(bytes)
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
