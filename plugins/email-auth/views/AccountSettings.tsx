import { useState } from 'react'
import type { Portico } from '../../../kernel/createPortico'
import { useSelector } from '../../../kernel/ui/useSelector'
import { getEmailAuthController } from '../registry'
import { describeError } from './describeError'

/** Account settings of the embedded wallet: its email (with update) and its account type. */
export default function AccountSettings({ portico }: { portico: Portico }) {
  const controller = getEmailAuthController(portico)
  const user = useSelector(portico, (state) => state['email-auth']?.user)
  const [error, setError] = useState<string | undefined>()
  if (!user) return <p className="pc-stack pc-muted">Account settings are available for email wallets.</p>
  const choose = (type: 'eoa' | 'smartAccount') => {
    setError(undefined)
    controller.setPreferredAccount(type).catch((caught: unknown) => setError(describeError(caught)))
  }
  return (
    <div className="pc-stack" data-testid="email-account-settings">
      <p>
        Email: <b>{user.email ?? '-'}</b>
      </p>
      <button type="button" className="pc-button pc-button-secondary" onClick={() => portico.router.push('UpdateEmailWallet')}>
        Update email
      </button>
      <fieldset className="pc-stack">
        <legend>Account type</legend>
        {(['eoa', 'smartAccount'] as const).map((type) => (
          <label key={type}>
            <input type="radio" name="account-type" checked={user.preferredAccountType === type} onChange={() => choose(type)} />{' '}
            {type === 'eoa' ? 'Standard account (EOA)' : 'Smart account'}
          </label>
        ))}
      </fieldset>
      {error && (
        <p className="pc-error" role="alert">
          {error}
        </p>
      )}
    </div>
  )
}
