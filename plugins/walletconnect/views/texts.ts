import { defineTexts } from 'portico'

/**
 * The walletconnect plugin's texts (namespace 'walletconnect'), all the QR view's: English bundled
 * with the view, which loads on first use, so an English page ships none of them before the
 * click; each other locale a JSON file in `./locales` loaded with `import()` when chosen.
 */
export const walletConnectTexts = defineTexts({
  namespace: 'walletconnect',
  en: {
    linkCopied: 'Link copied',
    linkCopyFailed: 'Unable to copy the link',
    unavailable: 'WalletConnect is not available.',
    qrAlt: 'WalletConnect QR code',
    preparingQr: 'Preparing the QR code',
    scanWith: 'Scan with {name}',
    yourMobileWallet: 'your mobile wallet',
    refreshes: 'The code refreshes by itself before it expires.',
    open: 'Open {name}',
    copyLink: 'Copy link',
  },
  // One import in the page instead of one per locale (./locales/loaders.ts holds them).
  locales: () => import('./locales/loaders'),
})
