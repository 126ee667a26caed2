import { defineTexts } from 'portico'

/**
 * The walletconnect plugin's texts (namespace 'walletconnect'): English bundled, each other
 * locale a JSON file in `./locales` loaded with `import()` when chosen.
 */
export const walletConnectTexts = defineTexts({
  namespace: 'walletconnect',
  en: {
    linkCopied: 'Link copied',
    linkCopyFailed: 'Unable to copy the link',
    unavailable: 'WalletConnect is not available.',
    qrAlt: 'WalletConnect QR code',
    preparingQr: 'Preparing the QR code',
    scanWith: 'Scan with {name}',
    yourMobileWallet: 'your mobile wallet',
    refreshes: 'The code refreshes by itself before it expires.',
    open: 'Open {name}',
    copyLink: 'Copy link',
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
