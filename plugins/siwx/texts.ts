import { defineTexts } from 'portico'

/**
 * The siwx plugin's shell texts (namespace 'siwx'): the sign view's title. English bundled, each
 * other locale a JSON file in `./locales` loaded with `import()` when chosen. The view's own texts
 * are in `./views/texts.ts`.
 */
export const siwxTexts = defineTexts({
  namespace: 'siwx',
  en: {
    signIn: 'Sign In',
  },
  // One import in the page instead of one per locale (./locales/loaders.ts holds them).
  locales: () => import('./locales/loaders'),
})
