import { defineTexts } from 'portico'

/**
 * The history plugin's texts (namespace 'history'): English bundled, each other
 * locale a JSON file in `./locales` loaded with `import()` when chosen.
 */
export const historyTexts = defineTexts({
  namespace: 'history',
  en: {
    activity: 'Activity',
  },
  // One import in the page instead of one per locale (./locales/loaders.ts holds them).
  locales: () => import('./locales/loaders'),
})
