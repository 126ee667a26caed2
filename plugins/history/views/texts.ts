import { defineTexts } from 'portico'
import { PAST_TENSE_TITLES } from '../describeTransaction'

/**
 * The Activity view's texts (namespace 'history-views'): English bundled with the view, which
 * loads on first use, so an English page ships none of them before the click; each other locale a
 * JSON file in `./locales` loaded with `import()` when chosen. The shell's label is in `../texts.ts`.
 */
export const historyViewTexts = defineTexts({
  namespace: 'history-views',
  en: {
    // Item titles, the operation in the past tense: the key is the indexer's operation type.
    ...PAST_TENSE_TITLES,
    // Item
    statusPending: 'Pending',
    statusFailed: 'Failed',
    viewOnExplorer: '(view on {explorer})',
    // List states
    connectToSeeActivity: 'Connect a wallet to see its activity.',
    evmOnly: 'Activity is shown on EVM networks.',
    loadingActivity: 'Loading activity',
    noActivity: 'No activity yet',
    loadMore: 'Load more',
  },
  // One import in the page instead of one per locale (./locales/loaders.ts holds them).
  locales: () => import('./locales/loaders'),
})
