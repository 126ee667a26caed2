import { defineTexts } from 'portico'
import { accountNameMessages } from './nameRule'

/**
 * The account-names plugin's texts (namespace 'account-names'): the name rule's texts (thrown and
 * shown in English by `checkAccountName`, translated when shown) and the views'; English bundled,
 * each other locale a JSON file in `./locales` loaded with `import()` when chosen.
 */
export const accountNamesTexts = defineTexts({
  namespace: 'account-names',
  en: {
    ...accountNameMessages,
    chooseName: 'Choose a name',
    chooseNameTitle: 'Choose a Name',
    nameRegistered: 'Name Registered',
    connectToChoose: 'Connect a wallet to choose a name.',
    checking: 'Checking the name',
    available: '{name} is available',
    suggestions: 'Suggestions',
    registering: 'Registering…',
    register: 'Register',
    isYours: '{name} is yours.',
    appsShowName: 'Apps that read names now show it instead of your address.',
    backToAccount: 'Back to account',
  },
  // One import in the page instead of one per locale (./locales/loaders.ts holds them).
  locales: () => import('./locales/loaders'),
})
