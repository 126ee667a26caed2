import { useEffect, useRef, useState } from 'react'
import { formatUnits, messages, parseUnits, type Portico } from 'portico'
import { useI18n, useSelector, WalletIcon } from 'portico/react'
import { SWAP_VIEWS } from '../constants'
import { swapMessages } from '../errors'
import { isNative } from '../evm/createChainReader'
import { applySwapData } from '../runtime/applySwapData'
import { errorText } from '../runtime/errorText'
import { maxSellAmount } from '../runtime/maxSellAmount'
import { readSellBalance } from '../runtime/readSellBalance'
import { swapSlice, type SwapState } from '../state/swapSlice'
import { formatAmount } from './formatAmount'
import { QuoteDetails } from './QuoteDetails'
import { SlippageField } from './SlippageField'
import { swapViewTexts } from './texts'
import { useFormOnChain, usePreparePair, useQuoteLoop, useSwapSession } from './useSwapSession'

/** What the amount field accepts while typing: digits and at most one dot. */
const AMOUNT_TEXT = /^\d*\.?\d*$/

/** Why the form cannot go on (in English, shown through `i18n.message`), or undefined when it can; shown on the button. */
function blocker(form: SwapState): string | undefined {
  const { sellToken, buyToken, amount, quote, sellBalance } = form
  if (!sellToken || !buyToken) return messages.sendSelectToken
  let sellAmount: bigint
  try {
    sellAmount = parseUnits(amount === '' ? '0' : amount, sellToken.decimals)
  } catch (error) {
    return errorText(error)
  }
  if (sellAmount === 0n) return messages.sendEnterAmount
  if (sellBalance !== undefined && BigInt(sellBalance) < sellAmount) return swapMessages.insufficientBalance
  if (form.quoteStatus === 'error') return form.quoteError
  if (!quote) return swapViewTexts.en.fetchingQuote
  const fee = quote.networkFee === undefined ? 0n : BigInt(quote.networkFee)
  if (isNative(sellToken.address) && sellBalance !== undefined && BigInt(sellBalance) < sellAmount + fee) return swapMessages.insufficientGas
  return undefined
}

/**
 * The Swap form (spec sections 2 and 9): sold token and exact amount (Max keeps gas for a
 * native sell), bought token and its quote, the quote's facts, the slippage, then the review.
 * Opened with swap data, it fills itself from it. On a chain no provider serves, it gives way to
 * UnsupportedChain.
 */
export default function SwapView({ portico }: { portico: Portico }) {
  const session = useSwapSession(portico)
  const { form, account, connected, runtime, served } = session
  const route = useSelector(portico, (state) => state.router.history.at(-1))
  const [dataError, setDataError] = useState<string | undefined>(undefined)
  const applied = useRef<unknown>(undefined)
  const i18n = useI18n(portico)
  const t = (key: keyof typeof swapViewTexts.en, params?: Record<string, string>) => i18n.t(swapViewTexts, key, params)
  useFormOnChain(portico, session)
  usePreparePair(portico, session)

  useEffect(() => {
    if (connected && !served) portico.router.replace('UnsupportedChain')
  }, [portico, connected, served])

  useEffect(() => {
    const data = route?.view === SWAP_VIEWS.swap ? route.data : undefined
    if (!data || applied.current === data || !account || !runtime || !served) return
    applied.current = data
    applySwapData(portico, account, runtime, data).then(
      () => setDataError(undefined),
      (error: unknown) => setDataError(`${i18n.message(errorText(error))}${error instanceof Error && 'details' in error && error.details ? `: ${String(error.details)}` : ''}`),
    )
  }, [portico, route, account, runtime, served, i18n])

  const sellKey = form.sellToken ? `${form.sellToken.chainId}:${form.sellToken.address}` : ''
  useEffect(() => void readSellBalance(portico), [portico, sellKey, account?.address])
  const key = [sellKey, form.buyToken?.address, form.amount, form.slippageBps, account?.chainId, account?.address].join('|')
  useQuoteLoop(portico, key, Boolean(account && served && form.sellToken && form.buyToken && /[1-9]/.test(form.amount)))

  if (!account) return <p className="pc-muted">{t('connectToSwap')}</p>
  const { sellToken, buyToken, quote } = form
  const problem = blocker(form)
  const pick = (side: 'sell' | 'buy') => portico.router.push(SWAP_VIEWS.selectToken, { side })
  const setAmount = (text: string) => AMOUNT_TEXT.test(text) && portico.store.dispatch(swapSlice.actions.amountChanged(text))
  const max = async () => {
    const amount = await maxSellAmount(portico).catch(() => undefined)
    if (amount !== undefined && sellToken) portico.store.dispatch(swapSlice.actions.amountChanged(formatUnits(amount, sellToken.decimals)))
  }
  return (
    <form
      className="pc-stack"
      aria-label={t('swap')}
      data-testid="swap-view"
      onSubmit={(event) => {
        event.preventDefault()
        if (!problem) portico.router.push(SWAP_VIEWS.preview)
      }}
    >
      <fieldset style={{ width: '100%', border: 0, padding: 0, margin: 0, display: 'grid', gap: 6, textAlign: 'left' }}>
        <legend className="pc-muted">{t('youSell')}</legend>
        <div style={{ display: 'flex', gap: 8 }}>
          <input
            className="pc-input"
            data-testid="swap-amount"
            aria-label={t('amountToSell')}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={form.amount}
            onChange={(event) => setAmount(event.target.value)}
          />
          <TokenButton token={sellToken} testId="swap-sell-token" label={t('selectTokenButton')} onClick={() => pick('sell')} />
        </div>
        <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
          <span className="pc-muted" data-testid="swap-sell-balance">
            {t('balance', { balance: sellToken && form.sellBalance !== undefined ? `${i18n.formatDecimal(formatAmount(BigInt(form.sellBalance), sellToken.decimals))} ${sellToken.symbol}` : '–' })}
          </span>
          <button type="button" className="pc-button pc-button-secondary" data-testid="swap-max" disabled={!sellToken} onClick={() => void max()}>
            {t('max')}
          </button>
        </div>
      </fieldset>
      <button type="button" className="pc-icon-button" aria-label={t('flipTokens')} data-testid="swap-flip" onClick={() => portico.store.dispatch(swapSlice.actions.flipped())}>
        ⇅
      </button>
      <fieldset style={{ width: '100%', border: 0, padding: 0, margin: 0, display: 'grid', gap: 6, textAlign: 'left' }}>
        <legend className="pc-muted">{t('youBuy')}</legend>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <output className="pc-input" data-testid="swap-buy-amount" aria-live="polite" style={{ display: 'flex', alignItems: 'center' }}>
            {quote && buyToken ? i18n.formatDecimal(formatAmount(BigInt(quote.buyAmount), buyToken.decimals)) : form.quoteStatus === 'loading' ? '…' : '0'}
          </output>
          <TokenButton token={buyToken} testId="swap-buy-token" label={t('selectTokenButton')} onClick={() => pick('buy')} />
        </div>
      </fieldset>
      {quote && sellToken && buyToken && <QuoteDetails portico={portico} quote={quote} sellToken={sellToken} buyToken={buyToken} network={account.network} prefix="swap" />}
      <SlippageField portico={portico} value={form.slippageBps ?? runtime?.slippageBps} />
      {dataError && (
        <p className="pc-error" role="alert" data-testid="swap-data-error">
          {dataError}
        </p>
      )}
      {problem && form.quoteStatus === 'error' && (
        <p className="pc-error" role="alert" data-testid="swap-error">
          {i18n.message(problem)}
        </p>
      )}
      <button type="submit" className="pc-button" data-testid="swap-review" disabled={problem !== undefined} style={{ width: '100%' }}>
        {problem === undefined ? t('reviewSwapButton') : i18n.message(problem)}
      </button>
    </form>
  )
}

function TokenButton({ token, testId, label, onClick }: { token: SwapState['sellToken']; testId: string; label: string; onClick: () => void }) {
  return (
    <button type="button" className="pc-item" data-testid={testId} onClick={onClick} style={{ width: 'auto', flex: 'none' }}>
      {token && <WalletIcon name={token.symbol} imageUrl={token.logoURI} />}
      <span className="pc-item-name">{token ? token.symbol : label}</span>
    </button>
  )
}
