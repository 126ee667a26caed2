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
  locales: {
    ar: () => import('./locales/ar.json'),
    de: () => import('./locales/de.json'),
    es: () => import('./locales/es.json'),
    fr: () => import('./locales/fr.json'),
    hi: () => import('./locales/hi.json'),
    id: () => import('./locales/id.json'),
    ja: () => import('./locales/ja.json'),
    ko: () => import('./locales/ko.json'),
    'pt-BR': () => import('./locales/pt-BR.json'),
    ru: () => import('./locales/ru.json'),
    tr: () => import('./locales/tr.json'),
    'zh-CN': () => import('./locales/zh-CN.json'),
  },
})
