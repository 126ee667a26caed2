import { EventEmitter } from 'node:events'
import type UniversalProvider from '@walletconnect/universal-provider'
import { providerErrorAlert } from 'portico'
import { describe, expect, test } from 'vitest'
import { watchProviderAlerts } from './providerAlerts'

const fakeProvider = () => {
  const relayer = new EventEmitter()
  return { relayer, provider: { client: { core: { relayer } } } as unknown as Pick<UniversalProvider, 'client'> }
}

/** Records the alert each reported error stands for (the kernel's controller shows each once). */
const alertsInto = (shown: string[]) => ({
  report(error: unknown) {
    const alert = providerErrorAlert(error)
    if (alert) shown.push(alert)
    return alert !== undefined
  },
})

describe('§8 provider errors mapped to alerts', () => {
  test.each([
    ['Unauthorized: origin not allowed', 'Invalid App Configuration'],
    ['JWT validation error: JWT Token is not yet valid', 'Session Expired'],
    ['Unauthorized: invalid key', 'Invalid Project ID'],
  ])('behavior: a relay error %j is reported (alert %j)', (text, alert) => {
    const { relayer, provider } = fakeProvider()
    const shown: string[] = []
    watchProviderAlerts(provider, alertsInto(shown))
    relayer.emit('relayer_error', new Error(text))
    expect(shown).toEqual([alert])
  })

  test('behavior: other relay errors show nothing; unsubscribing stops the watch', () => {
    const { relayer, provider } = fakeProvider()
    const shown: string[] = []
    const stop = watchProviderAlerts(provider, alertsInto(shown))
    relayer.emit('relayer_error', new Error('socket hang up'))
    stop()
    relayer.emit('relayer_error', new Error('Unauthorized: invalid key'))
    expect(shown).toEqual([])
    expect(relayer.listenerCount('relayer_error')).toBe(0)
  })
})
