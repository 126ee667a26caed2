import type { Portico } from 'portico'
import { useSelector, useTexts } from 'portico/react'
import { accountNamesTexts } from '../texts'

/** RegisterAccountNameSuccess (spec section 2): the name is the account's now. */
export default function RegisterAccountNameSuccessView({ portico }: { portico: Portico }) {
  const name = useSelector(portico, (state) => state.router.history[state.router.history.length - 1]?.data?.name)
  const t = useTexts(portico, accountNamesTexts)
  return (
    <div className="pc-stack">
      <p data-testid="account-name-registered">
        {t('isYours')
          .split(/(\{name\})/)
          .map((part, index) => (part === '{name}' ? <strong key={index}>{typeof name === 'string' ? name : ''}</strong> : part))}
      </p>
      <p className="pc-muted">{t('appsShowName')}</p>
      <button type="button" className="pc-button" onClick={() => portico.router.goBack()}>
        {t('backToAccount')}
      </button>
    </div>
  )
}
