/**
 * The pairing URI as a QR code: an SVG from the `qrcode` package (loaded on first use) as a
 * `data:image/svg+xml` URL for an `<img>` (never injected as markup).
 *
 * @example
 * import { qrDataUrl } from 'portico/plugins/walletconnect'
 * img.src = await qrDataUrl('wc:abc@2?relay-protocol=irn&symKey=...')
 */
export async function qrDataUrl(uri: string): Promise<string> {
  const { default: QRCode } = await import('qrcode')
  const svg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 1, color: { dark: '#000000', light: '#ffffff' } })
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
