import { defineTexts } from 'portico'

/**
 * The receive plugin's shell texts (namespace 'receive'): the Account view's button and the
 * view's title. English bundled, each other locale a JSON file in `./locales` loaded with
 * `import()` when chosen. The view's own texts are in `./views/texts.ts`.
 */
export const receiveTexts = defineTexts({
  namespace: 'receive',
  en: {
    receive: 'Receive',
  },
  // One import in the page instead of one per locale (./locales/loaders.ts holds them).
  locales: () => import('./locales/loaders'),
})
