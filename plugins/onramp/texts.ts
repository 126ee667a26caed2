import { defineTexts } from 'portico'

/**
 * The onramp plugin's texts (namespace 'onramp'): English bundled, each other
 * locale a JSON file in `./locales` loaded with `import()` when chosen.
 */
export const onrampTexts = defineTexts({
  namespace: 'onramp',
  en: {
    buy: 'Buy',
    fundWallet: 'Fund wallet',
    buyCrypto: 'Buy crypto',
    unsafeCheckoutUrl: 'The provider returned an unsafe checkout URL',
    sessionTokenMissing: 'Coinbase session token missing',
  },
  // One import in the page instead of one per locale (./locales/loaders.ts holds them).
  locales: () => import('./locales/loaders'),
})
