import { useState } from 'react'
import { parseUnits, type Portico } from 'portico'
import { useTexts } from 'portico/react'
import { swapSlice } from '../state/swapSlice'
import { swapViewTexts } from './texts'

/** Highest slippage tolerance a visitor may set, in basis points (50%). */
const MAX_SLIPPAGE_BPS = 5_000n
const PRESETS_BPS = [50, 100, 300]

/** A percentage with up to 2 decimals as basis points, exactly; undefined when out of range or not a number. */
export function parseSlippage(text: string): number | undefined {
  try {
    const bps = parseUnits(text, 2)
    return bps <= MAX_SLIPPAGE_BPS ? Number(bps) : undefined
  } catch {
    return undefined
  }
}

const percent = (bps: number) => (bps / 100).toString()

/** The visitor's slippage tolerance (percent): presets and a field; the host's value until changed. */
export function SlippageField({ portico, value }: { portico: Portico; value: number | undefined }) {
  const t = useTexts(portico, swapViewTexts)
  const [text, setText] = useState<string | undefined>(undefined)
  const invalid = text !== undefined && parseSlippage(text) === undefined
  const set = (bps: number | undefined) => portico.store.dispatch(swapSlice.actions.slippageChanged(bps))
  return (
    <div style={{ width: '100%', textAlign: 'left' }}>
      <label htmlFor="pc-swap-slippage" className="pc-muted">
        {t('slippageTolerance')}
      </label>
      <div style={{ display: 'flex', gap: 6 }}>
        {PRESETS_BPS.map((bps) => (
          <button key={bps} type="button" className="pc-button pc-button-secondary" aria-pressed={value === bps} onClick={() => (setText(undefined), set(bps))}>
            {percent(bps)}%
          </button>
        ))}
        <input
          id="pc-swap-slippage"
          className="pc-input"
          data-testid="swap-slippage"
          inputMode="decimal"
          autoComplete="off"
          aria-invalid={invalid}
          value={text ?? (value === undefined ? '' : percent(value))}
          onChange={(event) => {
            setText(event.target.value)
            const bps = parseSlippage(event.target.value)
            if (bps !== undefined) set(bps)
          }}
        />
      </div>
      {invalid && (
        <p className="pc-error" role="alert" style={{ margin: '4px 0 0' }}>
          {t('slippageRange')}
        </p>
      )}
    </div>
  )
}
