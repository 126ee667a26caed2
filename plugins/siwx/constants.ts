/** The siwx plugin's id: tap name, slice path and analytics namespace. */
export const PLUGIN_ID = 'siwx'

/** The view that asks the visitor to sign the login message (spec section 2). */
export const SIWX_SIGN_VIEW = 'SIWXSignMessage'

/** The wallet-approval view (spec section 2); sign-in required keeps the modal open there too. */
export const APPROVE_VIEW = 'ApproveTransaction'

/** Analytics events of sign-in (spec section 7). */
export const SIWX_EVENTS = ['SIWX_AUTH_SUCCESS', 'SIWX_AUTH_ERROR', 'CLICK_CANCEL_SIWX'] as const

/** Default lifetime of a message built by the local and HTTP configs: 24 hours. */
export const DEFAULT_EXPIRATION_MS = 24 * 60 * 60 * 1000

/** The oldest a verified session may be, from its `issuedAt`: 7 days (issue 14). */
export const MAX_SESSION_AGE_MS = 7 * 24 * 60 * 60 * 1000

/** Clock skew tolerated on `issuedAt` when verifying: 5 minutes. */
export const ISSUED_AT_SKEW_MS = 5 * 60 * 1000
