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
  // One import in the page instead of one per locale (./locales/loaders.ts holds them).
  locales: () => import('./locales/loaders'),
})
