import { defineTexts } from '../i18n/defineTexts'

/**
 * The Send flow's texts (namespace 'portico-send'): English bundled with the Send views (they
 * load on first use), each other locale a JSON file in `./locales` loaded with `import()`. The
 * spec's texts of the form ('Insufficient balance', ...) are the kernel's.
 */
export const sendTexts = defineTexts({
  namespace: 'portico-send',
  en: {
    amount: 'Amount',
    max: 'Max',
    to: 'To',
    addressOrName: 'Address or name',
    lookingUp: 'Looking up {name}…',
    networkFeeLine: 'Network fee: {fee}',
    feeUnavailable: 'Unable to estimate the network fee',
    addReceiver: 'Add a receiver',
    estimatingFee: 'Estimating network fee…',
    previewSend: 'Preview send',
    nothingToSend: 'Nothing to send.',
    network: 'Network',
    networkFee: 'Network fee',
    estimating: 'Estimating…',
    cancel: 'Cancel',
    searchToken: 'Search token',
    noTokens: 'No tokens',
    amountTo: '{amount} to {receiver}',
    viewOnExplorer: 'View on explorer',
    done: 'Done',
  },
  // One import in the page instead of one per locale (./locales/loaders.ts holds them).
  locales: () => import('./locales/loaders'),
})
