import { type Portico, truncateAddress } from 'portico'
import { useI18n, useSelector } from 'portico/react'
import type { FrameUser } from '../protocol'
import { useEmailAuthController } from '../registry'
import { SOCIAL_PROVIDER_NAMES } from '../socialNames'
import { emailAuthViewTexts } from './texts'
import { richText } from './richText'
import { useBusyAction } from './useBusyAction'

type AccountType = FrameUser['preferredAccountType']

type EmailTextKey = keyof typeof emailAuthViewTexts.en
const LABELS: Record<AccountType, { title: EmailTextKey; detail: EmailTextKey }> = {
  smartAccount: { title: 'smartAccount', detail: 'smartAccountDetail' },
  eoa: { title: 'eoa', detail: 'eoaDetail' },
}

/**
 * Account settings of the embedded wallet: its email (with update) and its account type (spec
 * section 3: a smart account by default, an EOA selectable). Switching stores the choice on the
 * auth server, so every device sees it, and moves the connection to that account.
 */
export default function AccountSettings({ portico }: { portico: Portico }) {
  const controller = useEmailAuthController(portico)
  const user = useSelector(portico, (state) => state['email-auth']?.user)
  const { busy, error, run } = useBusyAction()
  const i18n = useI18n(portico)
  const t = (key: EmailTextKey) => i18n.t(emailAuthViewTexts, key)
  if (!user) return <p className="pc-stack pc-muted">{t('settingsEmailOnly')}</p>
  const offered = new Set(user.accounts.map((account) => account.type))
  const choose = (type: AccountType) => {
    if (type !== user.preferredAccountType) void run(() => controller.setPreferredAccount(type))
  }
  return (
    <div className="pc-stack" data-testid="email-account-settings">
      {user.socialProvider ? (
        // Spec section 3: the connected wallet's social provider, with the provider's user name.
        <p data-testid="email-account-social">
          {richText(t(user.userName ? 'signedInWithAs' : 'signedInWith'), { provider: <b>{SOCIAL_PROVIDER_NAMES[user.socialProvider]}</b>, user: <b>{user.userName}</b> })}
        </p>
      ) : (
        <>
          <p>
            {richText(t('emailIs'), { email: <b>{user.email ?? '-'}</b> })}
          </p>
          <button type="button" className="pc-button pc-button-secondary" onClick={() => portico.router.push('UpdateEmailWallet')}>
            {t('updateEmail')}
          </button>
        </>
      )}
      <fieldset className="pc-stack" aria-busy={busy} disabled={busy}>
        <legend>{t('accountType')}</legend>
        {(['smartAccount', 'eoa'] as const).map((type) => {
          const account = user.accounts.find((entry) => entry.type === type)
          return (
            <label key={type} data-testid={`email-account-type-${type}`}>
              <input type="radio" name="account-type" checked={user.preferredAccountType === type} disabled={!offered.has(type)} onChange={() => choose(type)} />{' '}
              {t(LABELS[type].title)}
              <span className="pc-muted"> {account ? truncateAddress(account.address) : t('notOnThisNetwork')}</span>
              <br />
              <small className="pc-muted">{t(LABELS[type].detail)}</small>
            </label>
          )
        })}
      </fieldset>
      {offered.has('smartAccount') && (
        <p className="pc-muted" data-testid="email-smart-account-status">
          {t(user.smartAccountDeployed ? 'smartDeployed' : 'smartNotDeployed')}
        </p>
      )}
      {error && (
        <p className="pc-error" role="alert">
          {i18n.message(error)}
        </p>
      )}
    </div>
  )
}
