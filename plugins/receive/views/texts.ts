import { defineTexts } from 'portico'

/**
 * The Receive view's texts (namespace 'receive-views'): English bundled with the view, which
 * loads on first use, so an English page ships none of them before the click; each other locale a
 * JSON file in `./locales` loaded with `import()` when chosen. Its title is in `../texts.ts`.
 */
export const receiveViewTexts = defineTexts({
  namespace: 'receive-views',
  en: {
    connectToReceive: 'Connect a wallet to receive funds.',
    qrAlt: 'QR code of {address}',
    qrFailed: 'Unable to draw the QR code',
    drawingQr: 'Drawing the QR code',
    onlyTheseNetworks: 'Only send assets on these networks to this address:',
    networksForAddress: 'Networks for this address',
  },
  // One import in the page instead of one per locale (./locales/loaders.ts holds them).
  locales: () => import('./locales/loaders'),
})
