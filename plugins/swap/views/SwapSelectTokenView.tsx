import { useEffect, useState } from 'react'
import { isEvmAddress, type Portico, type TextParams } from 'portico'
import { Spinner, useI18n, useSelector, WalletIcon } from 'portico/react'
import { toSwapToken } from '../runtime/applySwapData'
import { errorText } from '../runtime/errorText'
import { loadSwapTokens, readTokenMetadata, type TokenOption } from '../runtime/loadSwapTokens'
import { swapSlice } from '../state/swapSlice'
import { swapViewTexts } from './texts'
import type { SwapToken } from '../types'
import { formatAmount } from './formatAmount'
import { useSwapSession } from './useSwapSession'

const GROUPS: [TokenOption['source'], keyof typeof swapViewTexts.en][] = [
  ['yours', 'groupYours'],
  ['listed', 'groupListed'],
  ['imported', 'groupImported'],
]

const matches = (token: SwapToken, query: string) =>
  !query || token.symbol.toLowerCase().includes(query) || token.name.toLowerCase().includes(query) || token.address.toLowerCase() === query

/**
 * The token picker for one side of the form: the visitor's tokens first (with balances), then
 * the providers' lists, then imports; search by symbol, name or address. An address no list
 * knows can be imported from its contract, behind a warning.
 */
export default function SwapSelectTokenView({ portico }: { portico: Portico }) {
  const { form, account, runtime } = useSwapSession(portico)
  const i18n = useI18n(portico)
  const t = (key: keyof typeof swapViewTexts.en, params?: TextParams) => i18n.t(swapViewTexts, key, params)
  const side = useSelector(portico, (state) => (state.router.history.at(-1)?.data?.side === 'buy' ? 'buy' : 'sell'))
  const [tokens, setTokens] = useState<TokenOption[] | undefined>(undefined)
  const [search, setSearch] = useState('')
  // An address no list knows, read from its contract (kept with the address it was read for).
  const [lookup, setLookup] = useState<{ address: string; token?: SwapToken; error?: string } | undefined>(undefined)
  const query = search.trim().toLowerCase()

  useEffect(() => {
    if (!account || !runtime) return
    let live = true
    void loadSwapTokens(portico, account, runtime, form.imported).then((loaded) => live && setTokens(loaded))
    return () => void (live = false)
  }, [portico, account, runtime, form.imported])

  const known = tokens?.some((token) => token.address.toLowerCase() === query)
  useEffect(() => {
    if (!account || !isEvmAddress(query) || known !== false) return
    let live = true
    readTokenMetadata(portico, account, search.trim()).then(
      (token) => live && setLookup({ address: query, token }),
      (error: unknown) => live && setLookup({ address: query, error: errorText(error) }),
    )
    return () => void (live = false)
  }, [portico, account, query, search, known])
  const candidate = lookup?.address === query && known === false ? lookup : undefined

  if (!account) return <p className="pc-muted">{t('connectToSwap')}</p>
  const choose = (token: SwapToken) => {
    portico.store.dispatch(swapSlice.actions.tokenSelected({ side, token: toSwapToken(token) }))
    portico.router.goBack()
  }
  const picked = side === 'sell' ? form.sellToken : form.buyToken
  const shown = tokens?.filter((token) => matches(token, query)) ?? []
  return (
    <div className="pc-stack" style={{ alignItems: 'stretch' }} data-testid="swap-select-token">
      <input className="pc-input" type="search" data-testid="swap-token-search" aria-label={t('searchTokens')} placeholder={t('searchTokensPlaceholder')} value={search} onChange={(event) => setSearch(event.target.value)} />
      {!tokens && <Spinner label={t('loadingTokens')} />}
      {tokens && shown.length === 0 && !candidate && <p className="pc-muted">{t('noTokens')}</p>}
      {candidate?.error && <p className="pc-error" role="alert">{i18n.message(candidate.error)}</p>}
      {candidate?.token && (
        <div className="pc-stack" style={{ alignItems: 'stretch', padding: 0 }}>
          <p className="pc-error" role="alert" data-testid="swap-import-warning" style={{ margin: 0 }}>
            {t('importWarning')}
          </p>
          <button type="button" className="pc-item" data-testid="swap-token-import" onClick={() => (portico.store.dispatch(swapSlice.actions.tokenImported(candidate.token as SwapToken)), choose(candidate.token as SwapToken))}>
            <WalletIcon name={candidate.token.symbol} imageUrl={undefined} />
            <span className="pc-item-name">{t('importToken', { symbol: candidate.token.symbol, name: candidate.token.name })}</span>
          </button>
        </div>
      )}
      {GROUPS.map(([source, labelKey]) => {
        const label = t(labelKey)
        const group = shown.filter((token) => token.source === source)
        if (group.length === 0) return null
        return (
          <section key={source} aria-label={label}>
            <h3 className="pc-group-label">{label}</h3>
            <ul className="pc-list">
              {group.map((token) => (
                <li key={token.address}>
                  <button
                    type="button"
                    className="pc-item"
                    data-testid={`swap-token-option-${token.symbol}`}
                    aria-current={picked?.address.toLowerCase() === token.address.toLowerCase() ? 'true' : undefined}
                    onClick={() => choose(token)}
                  >
                    <WalletIcon name={token.symbol} imageUrl={token.logoURI} />
                    <span className="pc-item-name">
                      {token.symbol} <span className="pc-muted">{token.name}</span>
                    </span>
                    {token.balance !== undefined && <span className="pc-muted">{i18n.formatDecimal(formatAmount(token.balance, token.decimals))}</span>}
                    {source === 'imported' && <span className="pc-tag">{t('groupImported')}</span>}
                  </button>
                </li>
              ))}
            </ul>
          </section>
        )
      })}
    </div>
  )
}

