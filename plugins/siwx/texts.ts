import { defineTexts } from 'portico'

/**
 * The siwx plugin's texts (namespace 'siwx'): English bundled, each other
 * locale a JSON file in `./locales` loaded with `import()` when chosen.
 */
export const siwxTexts = defineTexts({
  namespace: 'siwx',
  en: {
    signIn: 'Sign In',
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
