const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">' +
  '<rect width="32" height="32" rx="8" fill="#1f3a8a"/>' +
  '<path d="M9 8h8a7 7 0 0 1 0 14h-4v4H9z" fill="#fff"/>' +
  '<circle cx="17" cy="15" r="3" fill="#1f3a8a"/></svg>'

/** The dev wallet's icon, a base64 `data:image/svg+xml` URL (as Wallet Standard requires). */
export const DEV_WALLET_ICON = `data:image/svg+xml;base64,${btoa(SVG)}` as const satisfies `data:image/svg+xml;base64,${string}`

/** The dev wallet's display name. */
export const DEV_WALLET_NAME = 'Portico Dev Wallet'

/** The dev wallet's EIP-6963 reverse-DNS id. */
export const DEV_WALLET_RDNS = 'dev.portico.wallet'
