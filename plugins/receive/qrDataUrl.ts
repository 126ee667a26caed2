import QRCode from 'qrcode'

/**
 * Renders `text` as a QR code (the `qrcode` library, error correction M) into an SVG string and
 * returns it as a `data:image/svg+xml` URL for an `<img src>`: the SVG is never put in the DOM
 * as markup.
 *
 * @example
 * const src = await qrDataUrl('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
 * // 'data:image/svg+xml;charset=utf-8,%3Csvg…'
 */
export async function qrDataUrl(text: string): Promise<string> {
  const svg = await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 2, color: { dark: '#000000ff', light: '#ffffffff' } })
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`
}
