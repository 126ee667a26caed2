/** Spec section 9: 30 s for social and social-redirect requests; past it the socials alert shows. */
export const SOCIAL_TIMEOUT_MS = 30_000
/** How often the frame asks the auth server whether the flow finished (the popup may not post). */
export const SOCIAL_POLL_MS = 1500
/**
 * How long a popup the page no longer sees is still polled for. A provider's
 * Cross-Origin-Opener-Policy makes a live popup look closed, so a 'closed' popup may still be
 * signing in: the view goes back to Connect, and the flow finishes the login if it completes.
 */
export const DETACHED_POLL_MS = 5 * 60_000
/** How often the flow looks whether the visitor closed the popup. */
export const POPUP_CLOSED_POLL_MS = 500
/** The popup's size (a provider's sign-in page fits). */
export const POPUP_FEATURES = 'popup=yes,width=480,height=640'
