import type { Portico } from '../../createPortico'
import { kernelTexts } from '../../i18n/kernelTexts'
import { useContextI18n, useTexts } from '../useTexts'

/** The Connect view's wallet guide view (`enableWalletGuide`). */
export const WALLET_GUIDE_VIEW = 'WalletGuide'

/**
 * The footer of the Connect view when `enableWalletGuide` is on (spec section 1): "Haven't got
 * a wallet?" and a link to the guide.
 */
export function WalletGuideFooter({ portico }: { portico: Portico }) {
  const t = useTexts(portico, kernelTexts)
  return (
    <p className="pc-muted pc-footer">
      {t('noWalletYet')}{' '}
      <button type="button" className="pc-link" data-testid="wallet-guide-link" onClick={() => portico.router.push(WALLET_GUIDE_VIEW)}>
        {t('getStarted')}
      </button>
    </p>
  )
}

/**
 * 'Continue with a wallet': the button the wallet list waits behind when
 * `features.collapseWallets` is on, or `features.emailShowWallets` off (spec section 1).
 */
export function ContinueWithWallet({ onContinue }: { onContinue: () => void }) {
  const i18n = useContextI18n()
  return (
    <ul className="pc-list">
      <li>
        <button type="button" className="pc-item" aria-expanded={false} data-testid="continue-with-wallet" onClick={onContinue}>
          <span className="pc-item-name">{i18n ? i18n.t(kernelTexts, 'continueWithWallet') : kernelTexts.en.continueWithWallet}</span>
        </button>
      </li>
    </ul>
  )
}
