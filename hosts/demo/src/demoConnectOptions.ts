import type { PorticoConfig } from 'portico'

/**
 * The Connect view's options from the page URL, so a reload (and a test) reproduces them:
 * `?legal=1` (legal checkbox with the demo's terms and privacy pages), `?collapseWallets=1`,
 * `?emailShowWallets=0`, `?allWallets=0` and `?walletGuide=0`.
 */
export function demoConnectOptions(search = location.search): Pick<PorticoConfig, 'features' | 'termsConditionsUrl' | 'privacyPolicyUrl' | 'enableWalletGuide'> {
  const query = new URLSearchParams(search)
  const legal = query.get('legal') === '1'
  return {
    features: {
      legalCheckbox: legal,
      collapseWallets: query.get('collapseWallets') === '1',
      emailShowWallets: query.get('emailShowWallets') !== '0',
      allWallets: query.get('allWallets') !== '0',
    },
    enableWalletGuide: query.get('walletGuide') !== '0',
    ...(legal ? { termsConditionsUrl: `${location.origin}/legal.html#terms`, privacyPolicyUrl: `${location.origin}/legal.html#privacy` } : {}),
  }
}
