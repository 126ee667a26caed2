import { CheckoutUrlError } from './errors'

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/**
 * Returns `url` when a popup may open it: `https:`, or `http:` on a local host (dev checkouts).
 * Anything else (`javascript:`, `data:`, not a URL) throws {@link CheckoutUrlError}: a host's
 * provider is code the plugin does not trust with the visitor's window.
 *
 * @example
 * checkCheckoutUrl('https://pay.coinbase.com/buy/select-asset?sessionToken=t') // the same URL
 */
export function checkCheckoutUrl(url: string): string {
  const parsed = URL.canParse(url) ? new URL(url) : undefined
  const safe = parsed?.protocol === 'https:' || (parsed?.protocol === 'http:' && LOCAL_HOSTS.has(parsed.hostname))
  if (!safe) throw new CheckoutUrlError(String(url))
  return url
}
