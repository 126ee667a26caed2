import { describe, expect, test } from 'vitest'
import { alertMessages, createAlertController, providerErrorAlert } from './alerts'
import { createI18n } from './i18n/createI18n'
import { kernelTexts } from './i18n/kernelTexts'
import { createLogger } from './logger'
import type { ToastInput } from './store/toastSlice'

const controller = () => {
  const shown: ToastInput[] = []
  return { shown, alerts: createAlertController({ show: (toast) => void shown.push(toast) }) }
}

describe('§8 configuration alerts', () => {
  test('default: the texts are the spec catalogue', () => {
    expect(Object.values(alertMessages)).toEqual(['Network Not Found', 'Invalid App Configuration', 'Session Expired', 'Invalid Project ID', 'Project ID Not Configured'])
  })

  test('behavior: each alert is shown once, as an error toast', () => {
    const { shown, alerts } = controller()
    alerts.raise('Network Not Found')
    alerts.raise('Network Not Found')
    alerts.raise('Session Expired')
    expect(shown).toEqual([
      { message: 'Network Not Found', variant: 'error' },
      { message: 'Session Expired', variant: 'error' },
    ])
    expect(alerts.wasShown('Network Not Found')).toBe(true)
    expect(alerts.wasShown('Invalid Project ID')).toBe(false)
  })

  test.each([
    ['Unauthorized: origin not allowed', 'Invalid App Configuration'],
    ['JWT validation error: JWT Token is not yet valid', 'Session Expired'],
    ['Unauthorized: invalid key', 'Invalid Project ID'],
  ] as const)('§8 behavior: provider error %j -> alert %j, once', (text, alert) => {
    const { shown, alerts } = controller()
    expect(providerErrorAlert(new Error(text))).toBe(alert)
    expect(providerErrorAlert(text)).toBe(alert)
    expect(providerErrorAlert({ message: text.toUpperCase() })).toBe(alert)
    expect(alerts.report(new Error(text))).toBe(true)
    alerts.report(new Error(text))
    expect(shown).toEqual([{ message: alert, variant: 'error' }])
  })

  test('behavior: other errors raise nothing', () => {
    const { shown, alerts } = controller()
    expect(alerts.report(new Error('User rejected.'))).toBe(false)
    expect(alerts.report(undefined)).toBe(false)
    expect(alerts.report({ code: 5000 })).toBe(false)
    expect(shown).toEqual([])
  })
})

describe('§8 configuration alerts in the locale (issue 21)', () => {
  test('behavior: the toast shows each alert raised in English in the current locale', async () => {
    const i18n = createI18n({ locale: 'en', logger: createLogger('silent'), texts: [kernelTexts] })
    expect(Object.values(alertMessages).map((alert) => i18n.message(alert))).toEqual(Object.values(alertMessages))
    await i18n.setLocale('de')
    expect(Object.values(alertMessages).map((alert) => i18n.message(alert))).toEqual([
      'Netzwerk nicht gefunden',
      'Ungültige App-Konfiguration',
      'Sitzung abgelaufen',
      'Ungültige Projekt-ID',
      'Projekt-ID nicht konfiguriert',
    ])
  })
})
