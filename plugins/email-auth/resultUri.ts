/**
 * The query parameter a redirect-based social login (Telegram mini-app) returns to the host page
 * with (spec section 2): the one-time result URI on the wallet origin, used once and removed from
 * the address.
 */
export const SOCIAL_RESULT_PARAM = 'result_uri'

/**
 * Takes `result_uri` out of the page's address: removed with `history.replaceState` (no reload,
 * no new history entry, the rest of the address and the history state kept) and returned;
 * undefined when the address has none (or there is no window: server rendering).
 *
 * @example
 * const resultUri = takeSocialResultUri()
 * if (resultUri) await controller.connectSocial(resultUri)
 */
export function takeSocialResultUri(win: Pick<Window, 'location' | 'history'> | undefined = globalThis.window): string | undefined {
  if (!win) return undefined
  const address = new URL(win.location.href)
  const uri = address.searchParams.get(SOCIAL_RESULT_PARAM)
  if (uri === null) return undefined
  address.searchParams.delete(SOCIAL_RESULT_PARAM)
  win.history.replaceState(win.history.state, '', address.href)
  return uri
}
