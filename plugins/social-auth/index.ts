import { definePlugin, kernelTexts, type PluginDefinition, type ViewComponent } from 'portico'
import { lazyOnce } from 'portico/services'
import { SocialLoginSpace } from './views/SocialLoginSpace'

/** The plugin's id: tap name, analytics namespace. */
export const PLUGIN_ID = 'social-auth'

export { OAUTH_PROVIDERS } from './providers'
export type { OAuthProvider } from './providers'
export { socialMessages } from './alerts'
export { SOCIAL_TIMEOUT_MS } from './timeouts'
export type { SocialOutcome } from './flows'

/** Options of {@link socialAuth}. */
export type SocialAuthOptions = {
  /**
   * Sign in by redirect instead of a popup, for pages that cannot open one (a Telegram mini-app):
   * the page goes to the provider and comes back with `result_uri` in its address, which the
   * email-auth plugin redeems once and removes (spec section 2).
   */
  redirect?: boolean
}

const STYLES = `.pc-social,.pc-social-row{display:flex;gap:8px}.pc-social{flex-direction:column;margin:0 0 12px}.pc-social-row[hidden]{display:none}.pc-social-icon{flex:1;padding:0 8px}`

/**
 * Social login (issue 19): Google, X, Discord, Farcaster, GitHub, Apple and Facebook buttons in
 * the Connect view (the host's `features.socials`, in its order; off with `socials: false`),
 * signing in to the same embedded wallet as the email login: the email-auth plugin
 * (`portico/plugins/email-auth`, which loads the wallet frame) must be installed too. The buttons
 * (a chunk of their own, fetched at install) draw at once; the popup flow (authorization code with state, nonce and PKCE on the wallet's auth
 * server) loads on the click, or with `redirect: true` the page goes to the provider and returns
 * with `result_uri`. Farcaster shows a Sign In With Farcaster QR code and link (ConnectingFarcaster).
 *
 * @example
 * import { createPortico, mainnet } from 'portico'
 * import emailAuth from 'portico/plugins/email-auth'
 * import socialAuth from 'portico/plugins/social-auth'
 * const portico = createPortico({
 *   networks: [mainnet],
 *   projectId: 'my-project',
 *   features: { socials: ['google', 'github'] },
 *   plugins: [emailAuth({ frameUrl: 'https://wallet.example/frame' }), socialAuth()],
 * })
 */
export default function socialAuth(options: SocialAuthOptions = {}): PluginDefinition<typeof PLUGIN_ID> {
  // One chunk, one component: what the install fetches is what a click before it arrived loads.
  const buttons = lazyOnce(async () => (await import('./views/SocialLogin')).socialLoginView(options.redirect) as ViewComponent)
  const title = kernelTexts.ref('connectWallet')
  return definePlugin({
    id: PLUGIN_ID,
    // It signs in through the email login's embedded wallet: without it, no dead buttons.
    enabled: (config) => config.features.socials !== false && config.features.email,
    viewTexts: async () => (await import('./views/texts')).socialViewTexts,
    views: {
      // Until the buttons' chunk is in (see apply), a click draws them once it arrives.
      SocialLogin: { title, load: async () => ({ default: await buttons() }) },
      ConnectingSocial: { title: kernelTexts.ref('connecting'), load: () => import('./views/ConnectingSocial') as Promise<{ default: ViewComponent }> },
      ConnectingFarcaster: { title: kernelTexts.ref('connecting'), load: () => import('./views/ConnectingFarcaster') as Promise<{ default: ViewComponent }> },
    },
    apply({ hooks, services }) {
      hooks.connectMethods.tap((methods) => [...methods, { method: 'social', view: 'SocialLogin', fallback: SocialLoginSpace as ViewComponent }])
      hooks.styles.tap((sheets) => [...sheets, STYLES])
      // The buttons (icons, the flow's start) are a chunk of their own, fetched now, at install:
      // once it is in, long before the click, SocialLogin is registered to be drawn at once.
      let installed = true
      buttons().then(
        (component) => {
          if (installed) hooks.viewRegistry.tap((views) => ({ ...views, SocialLogin: { title, component } }))
        },
        (error: unknown) => services.logger.error('Unable to load the social buttons', error),
      )
      return () => void (installed = false)
    },
  })
}
