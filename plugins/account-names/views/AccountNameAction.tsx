import { useEffect, useState } from 'react'
import type { Portico } from 'portico'
import { useTexts } from 'portico/react'
import { REGISTER_ACCOUNT_NAME_VIEW } from '../constants'
import { accountNamesInstances, offerKey } from '../registry'
import { accountNamesTexts } from '../texts'
import { useNamedAccount } from './useNamedAccount'

/**
 * 'Choose a name' under the account's address on the Account view: shown when the name service
 * serves the account's network and the account has no name there yet. It shows the answer known
 * from the connect at once, and asks again in the background (a name registered elsewhere).
 */
export default function AccountNameAction({ portico }: { portico: Portico }) {
  const account = useNamedAccount(portico)
  const t = useTexts(portico, accountNamesTexts)
  const instance = accountNamesInstances.get(portico)
  const [, setAnswered] = useState(0)
  const address = account?.address
  const network = account?.network
  // Kept by account and network, so an answer about another account never shows.
  const key = address && network ? offerKey(network, address) : undefined
  useEffect(() => {
    if (!address || !network || !key) return
    let live = true
    instance
      .service()
      .then(async (names) => names.supports(network) && !(await names.nameOf(address, network)))
      .then((offered) => {
        instance.offers.set(key, offered)
        if (live) setAnswered((count) => count + 1)
      })
      .catch((error: unknown) => portico.services.logger.warn('Unable to read the account name', error))
    return () => void (live = false)
  }, [portico, instance, address, network, key])
  if (!key || !instance.offers.get(key)) return null
  return (
    <button type="button" className="pc-button pc-button-secondary" data-testid="account-name-choose" onClick={() => portico.router.push(REGISTER_ACCOUNT_NAME_VIEW)}>
      {t('chooseName')}
    </button>
  )
}
