import { defineTexts } from 'portico'

/**
 * The receive plugin's texts (namespace 'receive'): English bundled, each other
 * locale a JSON file in `./locales` loaded with `import()` when chosen.
 */
export const receiveTexts = defineTexts({
  namespace: 'receive',
  en: {
    receive: 'Receive',
    connectToReceive: 'Connect a wallet to receive funds.',
    qrAlt: 'QR code of {address}',
    qrFailed: 'Unable to draw the QR code',
    drawingQr: 'Drawing the QR code',
    onlyTheseNetworks: 'Only send assets on these networks to this address:',
    networksForAddress: 'Networks for this address',
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
