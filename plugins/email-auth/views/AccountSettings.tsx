import { type Portico, truncateAddress } from 'portico'
import { useSelector } from 'portico/react'
import type { FrameUser } from '../protocol'
import { useEmailAuthController } from '../registry'
import { SOCIAL_PROVIDER_NAMES } from '../socialNames'
import { useBusyAction } from './useBusyAction'

type AccountType = FrameUser['preferredAccountType']

const LABELS: Record<AccountType, { title: string; detail: string }> = {
  smartAccount: { title: 'Smart account', detail: 'A contract account: batched calls, gas paid by the wallet' },
  eoa: { title: 'Standard account (EOA)', detail: 'Your key itself: it pays its own gas' },
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
  if (!user) return <p className="pc-stack pc-muted">Account settings are available for email wallets.</p>
  const offered = new Set(user.accounts.map((account) => account.type))
  const choose = (type: AccountType) => {
    if (type !== user.preferredAccountType) void run(() => controller.setPreferredAccount(type))
  }
  return (
    <div className="pc-stack" data-testid="email-account-settings">
      {user.socialProvider ? (
        // Spec section 3: the connected wallet's social provider, with the provider's user name.
        <p data-testid="email-account-social">
          Signed in with <b>{SOCIAL_PROVIDER_NAMES[user.socialProvider]}</b>
          {user.userName && (
            <>
              {' '}as <b>{user.userName}</b>
            </>
          )}
        </p>
      ) : (
        <>
          <p>
            Email: <b>{user.email ?? '-'}</b>
          </p>
          <button type="button" className="pc-button pc-button-secondary" onClick={() => portico.router.push('UpdateEmailWallet')}>
            Update email
          </button>
        </>
      )}
      <fieldset className="pc-stack" aria-busy={busy} disabled={busy}>
        <legend>Account type</legend>
        {(['smartAccount', 'eoa'] as const).map((type) => {
          const account = user.accounts.find((entry) => entry.type === type)
          return (
            <label key={type} data-testid={`email-account-type-${type}`}>
              <input type="radio" name="account-type" checked={user.preferredAccountType === type} disabled={!offered.has(type)} onChange={() => choose(type)} />{' '}
              {LABELS[type].title}
              <span className="pc-muted"> {account ? truncateAddress(account.address) : 'not available on this network'}</span>
              <br />
              <small className="pc-muted">{LABELS[type].detail}</small>
            </label>
          )
        })}
      </fieldset>
      {offered.has('smartAccount') && (
        <p className="pc-muted" data-testid="email-smart-account-status">
          Smart account {user.smartAccountDeployed ? 'deployed' : 'not deployed yet: it deploys with its first transaction'}
        </p>
      )}
      {error && (
        <p className="pc-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
