import type { Portico } from '../../createPortico'

/** The Connect view's wallet guide view (`enableWalletGuide`). */
export const WALLET_GUIDE_VIEW = 'WalletGuide'

/**
 * The footer of the Connect view when `enableWalletGuide` is on (spec section 1): "Haven't got
 * a wallet?" and a link to the guide.
 */
export function WalletGuideFooter({ portico }: { portico: Portico }) {
  return (
    <p className="pc-muted pc-footer">
      Haven&apos;t got a wallet?{' '}
      <button type="button" className="pc-link" data-testid="wallet-guide-link" onClick={() => portico.router.push(WALLET_GUIDE_VIEW)}>
        Get started
      </button>
    </p>
  )
}

/**
 * 'Continue with a wallet': the button the wallet list waits behind when
 * `features.collapseWallets` is on, or `features.emailShowWallets` off (spec section 1).
 */
export function ContinueWithWallet({ onContinue }: { onContinue: () => void }) {
  return (
    <ul className="pc-list">
      <li>
        <button type="button" className="pc-item" aria-expanded={false} data-testid="continue-with-wallet" onClick={onContinue}>
          <span className="pc-item-name">Continue with a wallet</span>
        </button>
      </li>
    </ul>
  )
}
