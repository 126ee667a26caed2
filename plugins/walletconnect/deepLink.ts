import type { CatalogWallet } from 'portico'

const UNSAFE_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about', 'http', 'https'])

/**
 * The link that opens a mobile wallet with a pairing URI: its universal link (https only) as
 * `{link}/wc?uri=...`, else its custom scheme as `{scheme}://wc?uri=...`; `undefined` when the
 * catalog gives neither or only unsafe ones (a catalog is an outside service: untrusted).
 *
 * @example
 * import { walletDeepLink } from 'portico/plugins/walletconnect'
 * walletDeepLink({ native: 'metamask://', universal: 'https://metamask.app.link' }, 'wc:abc@2?relay-protocol=irn')
 * // 'https://metamask.app.link/wc?uri=wc%3Aabc%402%3Frelay-protocol%3Dirn'
 */
export function walletDeepLink(mobile: CatalogWallet['mobile'], uri: string): string | undefined {
  const encoded = encodeURIComponent(uri)
  if (mobile.universal) {
    try {
      const url = new URL(mobile.universal)
      if (url.protocol === 'https:' && !url.username && !url.password) return `${url.origin}${url.pathname.replace(/\/+$/, '')}/wc?uri=${encoded}`
    } catch {
      // fall through to the native scheme
    }
  }
  const scheme = mobile.native?.match(/^([a-z][a-z0-9+.-]*):(\/\/)?$/i)?.[1]?.toLowerCase()
  if (scheme && !UNSAFE_SCHEMES.has(scheme)) return `${scheme}://wc?uri=${encoded}`
  return undefined
}
