/** The checkout window: a popup beside the dapp, not a tab. */
export const POPUP_FEATURES = 'popup=yes,width=480,height=720'

/**
 * Opens the (blank) checkout popup. MUST be called synchronously inside the visitor's click, so no
 * popup blocker stops it; the purchase then sends it to the provider's page. `null` when the
 * browser blocked it anyway.
 */
export const openCheckoutWindow = (): Window | null => window.open('', '_blank', POPUP_FEATURES)
