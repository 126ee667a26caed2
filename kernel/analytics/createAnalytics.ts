import type { KernelHooks } from '../hooks'
import type { Logger } from '../logger'
import { ANALYTICS_EVENTS, type AnalyticsEvent } from './events'

const KERNEL_EVENTS: ReadonlySet<string> = new Set(ANALYTICS_EVENTS)

/** Sends analytics events. */
export type Analytics = {
  /** Whether events are delivered at all (`features.analytics`). */
  readonly enabled: boolean
  /** Records an event; does nothing when analytics is off. */
  track(event: string, properties?: AnalyticsEvent['properties']): void
}

/**
 * Analytics of one instance: each event goes through the `analytics` hook, then to the
 * host's sink. When `enabled` is false nothing is built, tapped or sent. An event name that is
 * neither the kernel's ({@link ANALYTICS_EVENTS}) nor declared by an installed plugin
 * (`definePlugin({ events })`) is still sent, with a warning: a misspelt name shows at once.
 *
 * @example
 * import { createAnalytics } from './createAnalytics'
 * import { createKernelHooks } from '../hooks'
 * import { createLogger } from '../logger'
 * const analytics = createAnalytics({ enabled: true, hooks: createKernelHooks(), sink: console.log, logger: createLogger('warn') })
 * analytics.track('MODAL_OPEN')
 */
export function createAnalytics(options: {
  enabled: boolean
  hooks: KernelHooks
  sink: ((event: AnalyticsEvent) => void) | undefined
  logger: Logger
  /** Event names installed plugins declare, besides the kernel's. */
  pluginEvents?: () => Iterable<string>
  now?: () => number
}): Analytics {
  const { enabled, hooks, sink, logger, pluginEvents = () => [], now = Date.now } = options
  const declared = (name: string) => KERNEL_EVENTS.has(name) || [...pluginEvents()].includes(name)
  return {
    enabled,
    track(name, properties) {
      if (!enabled) return
      if (!declared(name)) logger.warn(`Analytics event '${name}' is not declared: add it to the plugin's \`events\``)
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
