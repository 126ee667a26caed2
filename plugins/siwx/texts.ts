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
