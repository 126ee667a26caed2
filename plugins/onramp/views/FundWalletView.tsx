import type { Portico, ViewComponent } from 'portico'
import { useTexts } from 'portico/react'
import { ONRAMP_PROVIDERS_VIEW } from '../constants'
import { onrampViewTexts } from './texts'
import { useOnramp } from './useOnramp'

/**
 * Fund wallet: Buy crypto, Receive (the receive plugin's view, found through the account
 * features it contributed, when installed for this namespace) and the host's extra entries.
 */
function FundWalletView({ portico }: { portico: Portico }) {
  const { options, target } = useOnramp(portico)
  const t = useTexts(portico, onrampViewTexts)
  const receive = portico.accountFeatures().find((f) => f.feature === 'receive' && (!f.namespaces || f.namespaces.includes(target.namespace)))
  const extras = options instanceof Error ? [] : options.fundingOptions
  return (
    <ul className="pc-list" aria-label={t('fundingWays')} data-testid="fund-wallet">
      <li>
        <button type="button" className="pc-item" data-testid="fund-wallet-buy" onClick={() => portico.router.push(ONRAMP_PROVIDERS_VIEW)}>
          <span className="pc-item-name">{t('buyCrypto')}</span>
          <span className="pc-muted">{t('withCardOrBank')}</span>
        </button>
      </li>
      {receive && (
        <li>
          <button type="button" className="pc-item" data-testid="fund-wallet-receive" onClick={() => portico.router.push(receive.view)}>
            <span className="pc-item-name">{t('receiveFunds')}</span>
            <span className="pc-muted">{t('fromAnotherWallet')}</span>
          </button>
        </li>
      )}
      {extras.map((option) => (
        <li key={option.id}>
          {option.href ? (
            <a className="pc-item" data-testid={`fund-wallet-${option.id}`} href={option.href} target="_blank" rel="noopener noreferrer">
              <span className="pc-item-name">{option.label}</span>
            </a>
          ) : (
            <button type="button" className="pc-item" data-testid={`fund-wallet-${option.id}`} onClick={option.onSelect}>
              <span className="pc-item-name">{option.label}</span>
            </button>
          )}
        </li>
      ))}
    </ul>
  )
}

export default FundWalletView as ViewComponent
