import type { Portico } from 'portico'
import { useSelector } from 'portico/react'

/** RegisterAccountNameSuccess (spec section 2): the name is the account's now. */
export default function RegisterAccountNameSuccessView({ portico }: { portico: Portico }) {
  const name = useSelector(portico, (state) => state.router.history[state.router.history.length - 1]?.data?.name)
  return (
    <div className="pc-stack">
      <p data-testid="account-name-registered">
        <strong>{typeof name === 'string' ? name : ''}</strong> is yours.
      </p>
      <p className="pc-muted">Apps that read names now show it instead of your address.</p>
      <button type="button" className="pc-button" onClick={() => portico.router.goBack()}>
        Back to account
      </button>
    </div>
  )
}
