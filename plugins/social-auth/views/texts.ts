import { defineTexts } from 'portico'
import { socialMessages } from '../alerts'

/**
 * The ConnectingSocial view's texts (namespace 'social-auth-views'): English bundled with the
 * view, which loads on the click, so an English page ships none of them before it; each other
 * locale a JSON file in `./locales` loaded with `import()` when chosen. The buttons' texts are in
 * `../texts.ts`.
 */
export const socialViewTexts = defineTexts({
  namespace: 'social-auth-views',
  en: {
    signingInWith: 'Signing in with {provider}',
    continueInWindow: 'Continue in the {provider} window…',
    // When the view was opened without a provider.
    signingInWithYours: 'Signing in with your provider',
    continueInSignInWindow: 'Continue in the sign-in window…',
    cancel: 'Cancel',
    // The flow's texts (`socialMessages`, raised in English): the view and the toast show them through `i18n.message`.
    timeout: socialMessages.timeout,
    untrustedOrigin: socialMessages.untrustedOrigin,
    popupBlocked: socialMessages.popupBlocked,
    invalidSignInAddress: socialMessages.invalidSignInAddress,
    // ConnectingFarcaster: the Sign In With Farcaster channel as a QR code and link.
    farcasterPreparing: 'Opening Sign In With Farcaster…',
    farcasterQrAlt: 'QR code to sign in with Farcaster',
    farcasterScan: 'Scan the code with your phone or open the link, then approve in your Farcaster app.',
    farcasterOpen: 'Open in Farcaster',
  },
  // One import in the page instead of one per locale (./locales/loaders.ts holds them).
  locales: () => import('./locales/loaders'),
})
