import * as z from 'zod/mini'
import { messages } from 'portico'
import type { FrameChannel } from './createFrameChannel'
import { FrameLoadError, FrameRequestError } from './errors'

/**
 * The configuration alerts of spec section 8 that the embedded wallet raises, with their exact
 * texts. 'Project ID Not Configured' is thrown when the plugin is installed without a project id.
 */
export const alertMessages = {
  invalidAppConfiguration: 'Invalid App Configuration',
  sessionExpired: 'Session Expired',
  invalidProjectId: 'Invalid Project ID',
  projectIdNotConfigured: messages.projectIdNotConfigured,
} as const

/** One of the alert texts. */
export type AlertMessage = (typeof alertMessages)[keyof typeof alertMessages]

const checkAnswer = z.object({ allowed: z.boolean() })

/** Why the frame did not load, as {@link diagnoseFrameLoad} found out. */
export type FrameLoadDiagnosis = { alert: AlertMessage; reason: 'unknown-project' | 'origin-not-allowed' | 'load-failure' }

/**
 * Why the frame did not load for this page: the auth server's `/v1/project/check` tells an
 * unknown project ('Invalid Project ID') from an origin that is not on the allowlist ('Invalid
 * App Configuration'). Any other failure (the server unreachable, a CSP that blocks the check, a
 * malformed answer, or an allowed origin whose frame still failed) is an embedded-wallet load
 * failure: 'Invalid App Configuration' too (spec section 8).
 *
 * @example
 * const { alert } = await diagnoseFrameLoad('https://wallet.example/frame', 'my-project')
 */
export async function diagnoseFrameLoad(frameUrl: string, projectId: string, fetcher: typeof fetch = globalThis.fetch): Promise<FrameLoadDiagnosis> {
  const failure: FrameLoadDiagnosis = { alert: alertMessages.invalidAppConfiguration, reason: 'load-failure' }
  try {
    const url = new URL('/v1/project/check', frameUrl)
    url.searchParams.set('projectId', projectId)
    const response = await fetcher(url, { credentials: 'omit' })
    if (response.status === 404) return { alert: alertMessages.invalidProjectId, reason: 'unknown-project' }
    const answer = checkAnswer.safeParse(await response.json())
    if (answer.success && !answer.data.allowed) return { alert: alertMessages.invalidAppConfiguration, reason: 'origin-not-allowed' }
    return failure
  } catch {
    return failure
  }
}

/** Options of {@link createConfigAlerts}. */
export type ConfigAlertsOptions = {
  /** Shows an alert (the kernel's toast, variant error). */
  show(message: AlertMessage): void
  /** Where the diagnosis of a load failure is logged. */
  logger?: { warn(message: string, ...details: unknown[]): void }
  frameUrl: string
  projectId: string
  fetcher?: typeof fetch
}

/**
 * The embedded wallet's alerts, each shown once per page (spec section 8: "each shown once").
 * `report` maps an error of the frame channel to its alert: a frame that did not load ->
 * diagnosed as above; the auth server's 'Session Expired' -> 'Session Expired'.
 *
 * @example
 * const alerts = createConfigAlerts({ show: (message) => toast.show({ message, variant: 'error' }), frameUrl, projectId })
 * channel.ready().catch(alerts.report)
 */
export function createConfigAlerts(options: ConfigAlertsOptions) {
  const shown = new Set<AlertMessage>()
  const raise = (message: AlertMessage) => {
    if (shown.has(message)) return
    shown.add(message)
    options.show(message)
  }
  let diagnosing: Promise<void> | undefined
  return {
    raise,
    /** Raises the alert an error stands for, if any (never throws). */
    report(error: unknown): void {
      if (error instanceof FrameLoadError) {
        diagnosing ??= diagnoseFrameLoad(options.frameUrl, options.projectId, options.fetcher).then(({ alert, reason }) => {
          options.logger?.warn(`The wallet frame did not load (${reason})`)
          raise(alert)
        })
        return
      }
      if (error instanceof FrameRequestError && error.shortMessage === alertMessages.sessionExpired) raise(alertMessages.sessionExpired)
    },
    /** Whether `message` was already shown. */
    wasShown: (message: AlertMessage) => shown.has(message),
  }
}

/** What {@link createConfigAlerts} returns. */
export type ConfigAlerts = ReturnType<typeof createConfigAlerts>

/**
 * Watches a frame channel for the alerts' conditions: a load failure, the server's 'Session
 * Expired' on any request, and a session that is gone on restore (`IS_CONNECTED` false while the
 * page still holds a login: `hadSession`). After a request failed that way, `onSessionExpired`
 * runs (the plugin disconnects there); on restore the connector drops the connection itself.
 *
 * @example
 * watchChannel(channel, alerts, { hadSession: () => storage.emailLoginUsed.get() === true, onSessionExpired: () => {} })
 */
export function watchChannel(channel: FrameChannel, alerts: ConfigAlerts, options: { hadSession(): boolean; onSessionExpired(): void }): void {
  channel.ready().catch(alerts.report)
  const request = channel.request
  const expired = (duringRequest: boolean) => {
    alerts.raise(alertMessages.sessionExpired)
    // On restore the connector itself drops the connection; after a request the plugin must.
    if (duringRequest) options.onSessionExpired()
  }
  channel.request = (async (type, payload) => {
    const restoring = type === 'IS_CONNECTED' && options.hadSession()
    try {
      const reply = await request(type, payload)
      if (restoring && (reply as { isConnected: boolean }).isConnected === false) expired(false)
      return reply
    } catch (error) {
      alerts.report(error)
      if (error instanceof FrameRequestError && error.shortMessage === alertMessages.sessionExpired && type !== 'SIGN_OUT') expired(true)
      throw error
    }
  }) as FrameChannel['request']
}
