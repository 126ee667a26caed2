import type { Portico } from 'portico'
import type { OAuthProvider } from './providers'

/** How a social login ended: connected, the visitor closed the popup, the 30 s timeout, or the page left for the provider (redirect). */
export type SocialOutcome = 'connected' | 'closed' | 'timeout' | 'redirected'

/** The running flow of an instance (the popup is a window: it lives here, not in the store). */
export type SocialFlow = { provider: OAuthProvider; popup: Window | null | undefined; outcome: Promise<SocialOutcome> }

const flows = new WeakMap<Portico, SocialFlow>()

/** Files the flow the Connect view started in the click; the ConnectingSocial view follows it. */
export const setSocialFlow = (portico: Portico, flow: SocialFlow) => void flows.set(portico, flow)
/** The instance's running flow, if any. */
export const getSocialFlow = (portico: Portico): SocialFlow | undefined => flows.get(portico)
