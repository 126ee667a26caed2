/**
 * USD text for display (2 decimals, grouped). Prices are display data, never money logic.
 *
 * @example
 * formatUsd(1234.5) // '$1,234.50'
 */
export function formatUsd(value: number): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)
}
