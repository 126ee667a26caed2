import { afterEach, expect, test, vi } from 'vitest'
import { createPortico } from '../createPortico'
import { mainnet } from '../networks/eip155'
import { definePlugin } from '../plugin'

afterEach(() => void vi.restoreAllMocks())

const limit = definePlugin({ id: 'send-limit', events: ['SEND_LIMIT_HIT'], apply: () => {} })

test('§7 behavior: kernel events and the events installed plugins declare are sent without a warning', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const sink = vi.fn()
  const portico = createPortico({ networks: [mainnet], logLevel: 'warn', onAnalyticsEvent: sink, plugins: [limit] })
  portico.services.analytics.track('SEND_LIMIT_HIT')
  portico.services.analytics.track('SEND_SUCCESS')
  expect(sink.mock.calls.map(([event]) => event.event)).toEqual(['INITIALIZE', 'SEND_LIMIT_HIT', 'SEND_SUCCESS'])
  expect(warn).not.toHaveBeenCalled()
})

test('§7 behavior: an event no installed plugin declares is sent with a warning naming it', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  const sink = vi.fn()
  const portico = createPortico({ networks: [mainnet], logLevel: 'warn', onAnalyticsEvent: sink, plugins: [limit] })
  portico.uninstall('send-limit')
  portico.services.analytics.track('SEND_LIMIT_HIT')
  expect(sink.mock.calls.map(([event]) => event.event)).toContain('SEND_LIMIT_HIT')
  expect(warn).toHaveBeenCalledWith(expect.stringContaining("Analytics event 'SEND_LIMIT_HIT' is not declared"))
})
