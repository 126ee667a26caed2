import { useEffect, useState, type FormEvent } from 'react'
import { BaseError, messages, UserRejectedRequestError, type Portico } from 'portico'
import { Spinner, useI18n } from 'portico/react'
import { AVAILABILITY_DEBOUNCE_MS, REGISTER_ACCOUNT_NAME_SUCCESS_VIEW } from '../constants'
import { AccountNameTakenError } from '../errors'
import { accountNameMessages, checkAccountName } from '../nameRule'
import { accountNamesInstances, offerKey } from '../registry'
import { suggestNames } from '../suggestNames'
import { accountNamesTexts } from '../texts'
import { useNamedAccount } from './useNamedAccount'

/** What the field's label is known to be, for the label it was asked about. */
type Availability = { label: string; status: 'checking' } | { label: string; status: 'available' } | { label: string; status: 'taken'; suggestions: string[] } | { label: string; status: 'failed' }

const describe = (error: unknown) =>
  error instanceof UserRejectedRequestError ? messages.signatureDeclined : error instanceof BaseError ? error.shortMessage : messages.somethingWentWrong

/**
 * RegisterAccountName (spec sections 2 and 5): the name field with its parent (`.portico.eth`),
 * the name rule as the visitor types ('Name must be at least 4 characters long'), availability
 * asked after a pause in typing, suggestions for a taken name, and Register, which asks the
 * wallet only for an available name.
 */
export default function RegisterAccountNameView({ portico }: { portico: Portico }) {
  const account = useNamedAccount(portico)
  const i18n = useI18n(portico)
  const [input, setInput] = useState('')
  const [parent, setParent] = useState<string>()
  const [availability, setAvailability] = useState<Availability>()
  const [busy, setBusy] = useState(false)
  const [failure, setFailure] = useState<string>()
  const check = checkAccountName(input)
  const network = account?.network

  useEffect(() => {
    if (!network) return
    let live = true
    accountNamesInstances
      .get(portico)
      .service()
      .then((names) => names.parentName(network))
      .then((name) => live && setParent(name))
      .catch((error: unknown) => portico.services.logger.warn('Unable to read the parent name', error))
    return () => void (live = false)
  }, [portico, network])

  // Availability (and suggestions) once typing pauses; answers for an older label are dropped.
  const label = check.ok ? check.label : undefined
  useEffect(() => {
    if (!label || !network) return
    let live = true
    const timer = setTimeout(async () => {
      try {
        const names = await accountNamesInstances.get(portico).service()
        const free = await names.isAvailable(label, network)
        const next: Availability = free ? { label, status: 'available' } : { label, status: 'taken', suggestions: await suggestNames(label, (candidate) => names.isAvailable(candidate, network)) }
        if (live) setAvailability(next)
      } catch (error) {
        portico.services.logger.warn('Unable to check the name', error)
        if (live) setAvailability({ label, status: 'failed' })
      }
    }, AVAILABILITY_DEBOUNCE_MS)
    return () => {
      live = false
      clearTimeout(timer)
    }
  }, [portico, network, label])

  if (!account) return <p className="pc-muted">{i18n.t(accountNamesTexts, 'connectToChoose')}</p>
  // An answer about another label is stale: the current label is being checked.
  const current: Availability | undefined = !label ? undefined : availability?.label === label ? availability : { label, status: 'checking' }
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!label || current?.status !== 'available') return
    setBusy(true)
    setFailure(undefined)
    try {
      const instance = accountNamesInstances.get(portico)
      const names = await instance.service()
      const wallet = { request: (args: { method: string; params?: unknown }) => portico.connection.request(account.namespace, args) }
      const { name } = await names.register({ label, address: account.address, network: account.network, wallet })
      instance.offers.set(offerKey(account.network, account.address), false)
      await portico.services.identity.remember(account.address, { name })
      portico.router.replace(REGISTER_ACCOUNT_NAME_SUCCESS_VIEW, { name })
    } catch (error) {
      if (error instanceof AccountNameTakenError) setAvailability({ label, status: 'taken', suggestions: [] })
      setFailure(describe(error))
      setBusy(false)
    }
  }
  const message = !check.ok && input !== '' ? check.message : current?.status === 'taken' ? accountNameMessages.taken : undefined
  return (
    <form className="pc-stack" onSubmit={(event) => void submit(event)} noValidate>
      <label className="pc-visually-hidden" htmlFor="pc-account-name">
        Name
      </label>
      <div style={{ display: 'flex', alignItems: 'center', gap: 6, width: '100%' }}>
        <input
          id="pc-account-name"
          className="pc-input"
          autoComplete="off"
          spellCheck={false}
          placeholder={i18n.t(accountNamesTexts, 'chooseName')}
          value={input}
          aria-invalid={message !== undefined}
          aria-describedby="pc-account-name-status"
          onChange={(event) => setInput(event.target.value.toLowerCase())}
        />
        {parent && <span className="pc-muted">.{parent}</span>}
      </div>
      <div id="pc-account-name-status" aria-live="polite">
        {message && <p className="pc-error">{i18n.message(message)}</p>}
        {current?.status === 'checking' && <Spinner label={i18n.t(accountNamesTexts, 'checking')} />}
        {current?.status === 'available' && parent && <p data-testid="account-name-available">{i18n.t(accountNamesTexts, 'available', { name: `${current.label}.${parent}` })}</p>}
        {current?.status === 'failed' && <p className="pc-error">{i18n.message(messages.somethingWentWrong)}</p>}
      </div>
      {current?.status === 'taken' && current.suggestions.length > 0 && (
        <ul className="pc-list" aria-label={i18n.t(accountNamesTexts, 'suggestions')} style={{ width: '100%' }}>
          {current.suggestions.map((suggestion) => (
            <li key={suggestion}>
              <button type="button" className="pc-item" onClick={() => setInput(suggestion)}>
                <span className="pc-item-name">{suggestion}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
      {failure && (
        <p className="pc-error" role="alert">
          {i18n.message(failure)}
        </p>
      )}
      <button type="submit" className="pc-button" disabled={busy || current?.status !== 'available'}>
        {busy ? i18n.t(accountNamesTexts, 'registering') : i18n.t(accountNamesTexts, 'register')}
      </button>
    </form>
  )
}
