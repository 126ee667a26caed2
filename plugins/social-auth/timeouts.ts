/** Spec section 9: 30 s for social and social-redirect requests; past it the socials alert shows. */
export const SOCIAL_TIMEOUT_MS = 30_000
/** How often the flow looks whether the visitor closed the popup. */
export const POPUP_CLOSED_POLL_MS = 500
/** The popup's size (a provider's sign-in page fits). */
export const POPUP_FEATURES = 'popup=yes,width=480,height=640'
