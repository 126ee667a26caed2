/**
 * The IANA time zones of mainland China, Hong Kong and Macau (spec section 9, "Restricted
 * timezones"): the canonical zones of CN, HK and MO in the tz database's `zone.tab`
 * (Asia/Shanghai, Asia/Urumqi, Asia/Hong_Kong, Asia/Macau) and every link to them a browser may
 * still report (`backward` file). Onramp is hidden for visitors in them unless the host turns the
 * rule off (`onramp({ restrictedTimeZones: false })`) or passes its own.
 *
 * @example
 * import { RESTRICTED_TIME_ZONES } from 'portico/plugins/onramp'
 * RESTRICTED_TIME_ZONES.includes('Asia/Hong_Kong') // true
 */
export const RESTRICTED_TIME_ZONES = [
  'Asia/Shanghai',
  'Asia/Urumqi',
  'Asia/Hong_Kong',
  'Asia/Macau',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Kashgar',
  'PRC',
  'Hongkong',
  'Asia/Macao',
] as const

const restricted = new Set<string>(RESTRICTED_TIME_ZONES.map((zone) => zone.toLowerCase()))

/**
 * The default rule: whether `timeZone` (an IANA name, any case) is one of
 * {@link RESTRICTED_TIME_ZONES}.
 *
 * @example
 * import { isRestrictedTimeZone } from 'portico/plugins/onramp'
 * isRestrictedTimeZone('asia/shanghai') // true
 * isRestrictedTimeZone('Asia/Taipei') // false
 */
export function isRestrictedTimeZone(timeZone: string): boolean {
  return restricted.has(timeZone.toLowerCase())
}

/** The visitor's IANA time zone, or '' where the platform does not say. */
export function visitorTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone ?? ''
  } catch {
    return ''
  }
}
