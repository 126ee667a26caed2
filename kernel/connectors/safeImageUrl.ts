/**
 * Longest image URL kept (data URLs of wallet icons are a few kB; this bounds the store).
 *
 * @example
 * import { MAX_IMAGE_URL_LENGTH } from 'portico'
 * MAX_IMAGE_URL_LENGTH // 262144
 */
export const MAX_IMAGE_URL_LENGTH = 262_144
/**
 * Longest wallet name kept, in characters.
 *
 * @example
 * import { MAX_WALLET_NAME_LENGTH } from 'portico'
 * MAX_WALLET_NAME_LENGTH // 64
 */
export const MAX_WALLET_NAME_LENGTH = 64

const DATA_IMAGE = /^data:image\/(?:png|jpeg|gif|webp|svg\+xml)(?:;[-\w.+=]+)*,/i
// C0/C1 controls, bidi overrides and isolates, zero-width and BOM characters.
// eslint-disable-next-line no-control-regex -- removing control characters is the point
const UNSAFE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g
// eslint-disable-next-line no-control-regex -- a URL with a control character is rejected
const URL_CONTROL = /[\u0000-\u001f\u007f]/

/**
 * Keeps an untrusted wallet icon only when it is a `data:image/(png|jpeg|gif|webp|svg+xml)`
 * data URL or an `https:` URL (parsed with `URL`). Anything else (`javascript:`, `http:`,
 * `data:text/html`, relative paths, non-strings) gives `undefined`.
 *
 * @param value The icon as the wallet or catalog gave it.
 * @returns The URL to put in an `<img src>`, or `undefined`.
 *
 * @example
 * import { safeImageUrl } from 'portico'
 * safeImageUrl('https://example.com/icon.png') // 'https://example.com/icon.png'
 * safeImageUrl('javascript:alert(1)') // undefined
 */
export function safeImageUrl(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const text = value.trim()
  if (text === '' || text.length > MAX_IMAGE_URL_LENGTH || URL_CONTROL.test(text)) return undefined
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return undefined
  }
  if (url.protocol === 'data:') return DATA_IMAGE.test(text) ? text : undefined
  if (url.protocol === 'https:' && url.username === '' && url.password === '' && url.hostname !== '') return url.href
  return undefined
}

/**
 * Cleans an untrusted wallet name for display as text: control, bidi-override and zero-width
 * characters removed, whitespace collapsed, trimmed, capped at {@link MAX_WALLET_NAME_LENGTH}.
 * Markup stays as literal text (React renders it as text, never as HTML).
 *
 * @param value The name as the wallet or catalog gave it.
 * @returns The cleaned name; `''` when nothing is left (callers drop such wallets).
 *
 * @example
 * import { safeWalletName } from 'portico'
 * safeWalletName('  Meta\u0000Mask \n') // 'MetaMask'
 */
export function safeWalletName(value: unknown): string {
  if (typeof value !== 'string') return ''
  const cleaned = value.replace(/\s+/g, ' ').replace(UNSAFE_CHARACTERS, '').trim()
  return [...cleaned].slice(0, MAX_WALLET_NAME_LENGTH).join('').trim()
}
