const RFC3339 = /^(\d{4})-(\d{2})-(\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(?:\.(\d{1,9}))?(?:([Zz])|([+-])(\d{2}):(\d{2}))$/

/**
 * Milliseconds since the epoch of an RFC 3339 date-time (`2025-01-31T23:59:00Z`,
 * `2025-01-31T23:59:00.123+02:00`), or undefined for anything else: other date forms that
 * `Date.parse` would guess at, impossible dates (`2025-02-30`) and leap seconds.
 *
 * @example
 * import { parseRfc3339 } from 'portico/plugins/siwx'
 * parseRfc3339('2025-01-31T23:59:00Z') // 1738367940000
 * parseRfc3339('Jan 31 2025') // undefined
 */
export function parseRfc3339(value: string): number | undefined {
  const match = RFC3339.exec(value)
  if (!match) return undefined
  const [year, month, day, hour, minute, second] = match.slice(1, 7).map(Number) as [number, number, number, number, number, number]
  const offsetSign = match[9] === '-' ? -1 : 1
  const offsetHours = Number(match[10] ?? 0)
  const offsetMinutes = Number(match[11] ?? 0)
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate()
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth || hour > 23 || minute > 59 || second > 59 || offsetHours > 23 || offsetMinutes > 59) return undefined
  const millis = Number((match[7] ?? '').padEnd(3, '0').slice(0, 3))
  const utc = new Date(0)
  utc.setUTCFullYear(year, month - 1, day) // four-digit years below 100 stay themselves
  utc.setUTCHours(hour, minute, second, millis)
  return utc.getTime() - offsetSign * (offsetHours * 60 + offsetMinutes) * 60_000
}
