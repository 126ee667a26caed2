/**
 * Styles of the QR view, appended to the modal's sheets through the `styles` hook. The code
 * stays black on white in both themes (scanners need the contrast).
 *
 * @example
 * import { QR_STYLES } from './styles'
 * hooks.styles.tap((sheets) => [...sheets, QR_STYLES])
 */
export const QR_STYLES = [
  '.pc-qr{width:232px;height:232px;padding:8px;border-radius:var(--pc-radius-m, 8px);background:#fff;display:flex;align-items:center;justify-content:center;box-sizing:content-box}',
  '.pc-qr-loading{background:var(--pc-background-raised)}',
].join('\n')
