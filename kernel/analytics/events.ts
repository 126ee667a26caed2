/**
 * Analytics event names. The spec's (section 7) first; the kernel adds its own lifecycle
 * events; a plugin may declare more through `definePlugin({ events })`.
 */
export const ANALYTICS_EVENTS = [
  'SEND_INITIATED',
  'SEND_SUCCESS',
  'SEND_ERROR',
  'ERROR_FETCH_TRANSACTIONS',
  'SIWX_AUTH_SUCCESS',
  'SIWX_AUTH_ERROR',
  'CLICK_CANCEL_SIWX',
  'INITIALIZE',
  'MODAL_OPEN',
  'MODAL_CLOSE',
  'CONNECT_SUCCESS',
  'CONNECT_ERROR',
  'DISCONNECT_SUCCESS',
  'SWITCH_NETWORK',
] as const

export type KernelAnalyticsEventName = (typeof ANALYTICS_EVENTS)[number]

/** One analytics event as the host's sink receives it. */
export type AnalyticsEvent = {
  /** Event name, e.g. 'SEND_SUCCESS'. */
  event: string
  /** Serializable details; never a key, token or signature. */
  properties?: Record<string, string | number | boolean | null | undefined>
  /** Milliseconds since the epoch. */
  timestamp: number
}
