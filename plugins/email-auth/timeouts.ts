/** Spec section 9: 30 s for email, device, otp, social and social-redirect requests. */
export const FRAME_REQUEST_TIMEOUT_MS = 30_000
/** Spec sections 4 and 9: the wait after the frame's ready event. */
export const FRAME_READY_WAIT_MS = 500
/** How long the frame may take to load and say ready. */
export const FRAME_LOAD_TIMEOUT_MS = 30_000
/** After the iframe's load event, how long a frame that loaded may take to say ready. */
export const FRAME_READY_AFTER_LOAD_MS = 5_000
/** Spec section 8: the UI error after a disallowed RPC method, about 300 ms later. */
export const NOT_ALLOWED_TOAST_DELAY_MS = 300
/**
 * The events that time out after {@link FRAME_REQUEST_TIMEOUT_MS}. CONNECT_OTP is not one since
 * issue 14: it waits while the visitor types the code into the frame's own field, as an
 * approval waits for its click.
 */
export const TIMED_EVENTS = ['CONNECT_EMAIL', 'CONNECT_DEVICE', 'CONNECT_SOCIAL', 'GET_SOCIAL_REDIRECT_URI'] as const
