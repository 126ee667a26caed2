import type { KernelHooks } from '../hooks'
import type { Logger } from '../logger'
import type { AnalyticsEvent } from './events'

/** Sends analytics events. */
export type Analytics = {
  /** Whether events are delivered at all (`features.analytics`). */
  readonly enabled: boolean
  /** Records an event; does nothing when analytics is off. */
  track(event: string, properties?: AnalyticsEvent['properties']): void
}

/**
 * Analytics of one instance: each event goes through the `analytics` hook, then to the
 * host's sink. When `enabled` is false nothing is built, tapped or sent.
 */
export function createAnalytics(options: {
  enabled: boolean
  hooks: KernelHooks
  sink: ((event: AnalyticsEvent) => void) | undefined
  logger: Logger
  now?: () => number
}): Analytics {
  const { enabled, hooks, sink, logger, now = Date.now } = options
  return {
    enabled,
    track(name, properties) {
      if (!enabled) return
      const event: AnalyticsEvent = { event: name, timestamp: now(), ...(properties ? { properties } : {}) }
      try {
        hooks.analytics.call(event)
        sink?.(event)
      } catch (error) {
        // A broken sink or tap must never break the flow that reported the event.
        logger.error(`Unable to report analytics event ${name}`, error)
      }
    },
  }
}
