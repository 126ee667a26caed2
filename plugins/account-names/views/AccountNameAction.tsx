import { useEffect, useState } from 'react'
import type { Portico } from 'portico'
import { useTexts } from 'portico/react'
import { REGISTER_ACCOUNT_NAME_VIEW } from '../constants'
import { accountNamesInstances } from '../registry'
import { accountNamesTexts } from '../texts'
import { useNamedAccount } from './useNamedAccount'

/**
 * 'Choose a name' under the account's address on the Account view: shown when the name service
 * serves the account's network and the account has no name there yet.
 */
export default function AccountNameAction({ portico }: { portico: Portico }) {
  const account = useNamedAccount(portico)
  const t = useTexts(portico, accountNamesTexts)
  // The answer is kept with the account and network it is about, so a stale one never shows.
  const [answer, setAnswer] = useState<{ key: string; offered: boolean }>()
  const address = account?.address
  const network = account?.network
  const key = address && network ? `${network.caipNetworkId}|${address}` : undefined
  useEffect(() => {
    if (!address || !network || !key) return
    let live = true
    accountNamesInstances
      .get(portico)
      .service()
      .then(async (names) => names.supports(network) && !(await names.nameOf(address, network)))
      .then((offered) => live && setAnswer({ key, offered }))
      .catch((error: unknown) => portico.services.logger.warn('Unable to read the account name', error))
    return () => void (live = false)
  }, [portico, address, network, key])
  if (!answer?.offered || answer.key !== key) return null
  return (
    <button type="button" className="pc-button pc-button-secondary" data-testid="account-name-choose" onClick={() => portico.router.push(REGISTER_ACCOUNT_NAME_VIEW)}>
      {t('chooseName')}
    </button>
  )
}
