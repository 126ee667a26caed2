import { defineTexts } from 'portico'

/**
 * The SIWXSignMessage view's texts (namespace 'siwx-views'): English bundled with the view, which
 * loads on first use, so an English page ships none of them before the click; each other locale a
 * JSON file in `./locales` loaded with `import()` when chosen. Its title is in `../texts.ts`.
 */
export const siwxViewTexts = defineTexts({
  namespace: 'siwx-views',
  en: {
    thisApp: 'This app',
    needsToConnect: '{app} needs to connect to your wallet',
    signToProve: 'Sign this message to prove you own this wallet and proceed.',
    cancelDisconnects: 'Canceling will disconnect you.',
    wallet: 'Wallet',
    waitingFor: 'Waiting for {name}',
    yourWallet: 'your wallet',
    cancel: 'Cancel',
    signing: 'Signing…',
    sign: 'Sign',
  },
  // One import in the page instead of one per locale (./locales/loaders.ts holds them).
  locales: () => import('./locales/loaders'),
})
