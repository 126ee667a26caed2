import { defineTexts } from 'portico'

/**
 * The swap plugin's texts (namespace 'swap'): English bundled, each other
 * locale a JSON file in `./locales` loaded with `import()` when chosen.
 */
export const swapTexts = defineTexts({
  namespace: 'swap',
  en: {
    swap: 'Swap',
    selectToken: 'Select Token',
    reviewSwap: 'Review Swap',
  },
  // One import in the page instead of one per locale (./locales/loaders.ts holds them).
  locales: () => import('./locales/loaders'),
})
