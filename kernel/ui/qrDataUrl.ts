/**
 * Renders `text` (an address, a pairing URI) as a QR code: an SVG from the `qrcode` package,
 * loaded on first use, returned as a `data:image/svg+xml` URL for an `<img src>` — the SVG is
 * never put in the DOM as markup.
 *
 * @example
 * import { qrDataUrl } from 'portico/react'
 * const img = document.createElement('img')
 * img.src = await qrDataUrl('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
 */
export async function qrDataUrl(text: string): Promise<string> {
  const { default: QRCode } = await import('qrcode')
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000', light: '#ffffff' } })
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
