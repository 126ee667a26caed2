import { describe, expect, test, vi } from 'vitest'
import { isRestrictedTimeZone, RESTRICTED_TIME_ZONES, visitorTimeZone } from './restrictedTimeZones'

const canonical = (timeZone: string) => new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone

describe('§9 restricted time zones (mainland China, Hong Kong, Macau)', () => {
  test('default: the exact IANA list: the zone.tab zones of CN, HK and MO and every link to them', () => {
    expect(RESTRICTED_TIME_ZONES).toEqual([
      'Asia/Shanghai', 'Asia/Urumqi', 'Asia/Hong_Kong', 'Asia/Macau',
      'Asia/Chongqing', 'Asia/Chungking', 'Asia/Harbin', 'Asia/Kashgar', 'PRC', 'Hongkong', 'Asia/Macao',
    ])
    // Every name is one the platform knows, and resolves to one of the four canonical zones.
    expect(new Set(RESTRICTED_TIME_ZONES.map(canonical))).toEqual(new Set(['Asia/Shanghai', 'Asia/Urumqi', 'Asia/Hong_Kong', 'Asia/Macau']))
    // No other canonical zone the platform lists resolves there (nothing missing from the list).
    const listed = Intl.supportedValuesOf('timeZone').filter((zone) => ['Asia/Shanghai', 'Asia/Urumqi', 'Asia/Hong_Kong', 'Asia/Macau'].includes(canonical(zone)))
    for (const zone of listed) expect(RESTRICTED_TIME_ZONES).toContain(zone)
  })

  test('behavior: matched in any case; neighbours (Taipei, Singapore, Tokyo, UTC) are not restricted', () => {
    for (const zone of RESTRICTED_TIME_ZONES) {
      expect(isRestrictedTimeZone(zone)).toBe(true)
      expect(isRestrictedTimeZone(zone.toUpperCase())).toBe(true)
    }
    for (const zone of ['Asia/Taipei', 'Asia/Singapore', 'Asia/Tokyo', 'UTC', 'Europe/London', '', 'Asia/Beijing']) expect(isRestrictedTimeZone(zone)).toBe(false)
  })

  test('behavior: the visitor zone comes from Intl, and an Intl failure reads as unknown', () => {
    expect(visitorTimeZone()).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone)
    const spy = vi.spyOn(Intl, 'DateTimeFormat').mockImplementation(() => {
      throw new RangeError('no ICU')
    })
    expect(visitorTimeZone()).toBe('')
    spy.mockRestore()
  })
})
