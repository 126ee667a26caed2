/**
 * USD text for display in a locale (2 decimals, the locale's grouping and currency layout).
 * Prices are display data, never money logic.
 *
 * @example
 * formatUsd(1234.5, 'en') // '$1,234.50'
 */
export function formatUsd(value: number, locale: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(value)
}
