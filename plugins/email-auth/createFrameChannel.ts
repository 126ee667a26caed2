import { TimeoutError } from 'portico'
import { FrameLoadError, FrameRequestError } from './errors'
import {
  createRequestId,
  FRAME_CHANNEL,
  frameMessageSchema,
  frameReplyPayloads,
  type AppEventType,
  type FrameReply,
} from './protocol'
import { FRAME_LOAD_TIMEOUT_MS, FRAME_READY_AFTER_LOAD_MS, FRAME_READY_WAIT_MS, FRAME_REQUEST_TIMEOUT_MS, TIMED_EVENTS } from './timeouts'

/** Options of {@link createFrameChannel}. */
export type FrameChannelOptions = {
  /** The frame page, e.g. `https://wallet.example/frame`; its origin is the only one answered. */
  frameUrl: string
  /** Query of the frame URL (spec section 7), and the modal's locale for the frame's own texts (issue 21). */
  query: { projectId: string; chainId: string; version: string; enableLogger: boolean; locale?: string | undefined }
  /** The page's window (absent on the server). */
  window: Window
  /** Frame events (approval shown or hidden); `payload` as the frame sent it, unchecked. */
  onEvent?: (type: 'APPROVAL_SHOW' | 'APPROVAL_HIDE', payload: unknown) => void
  /** Runs once after ready + 500 ms (dapp data and smart-account networks sync); a failure is logged. */
  afterReady?: (send: FrameChannel['request']) => Promise<void>
  /** Where a failed sync is reported. */
  logger?: { warn(message: string, ...details: unknown[]): void }
  /** Override of the spec's waits, for tests only. */
  timing?: Partial<{ requestTimeoutMs: number; readyWaitMs: number; loadTimeoutMs: number; readyAfterLoadMs: number }>
}

/** A live channel to the wallet frame. */
export type FrameChannel = {
  /** Resolves once the frame said ready, 500 ms passed and the first syncs ran. */
  ready(): Promise<void>
  /** Sends one app event and resolves with the frame's validated reply. */
  request<T extends AppEventType>(type: T, payload: unknown): Promise<FrameReply<T>>
  /** The iframe element (positioned by the approval view). */
  readonly iframe: HTMLIFrameElement
  /** Messages dropped because of their origin, source window or shape. */
  dropped(): number
  /** Rejects every open request with `error`. */
  rejectAll(error: Error): void
  /** Reloads the frame (dropping its open approval); later requests wait for its next ready event. */
  reload(): Promise<void>
  destroy(): void
}

type Pending = { type: AppEventType; resolve(value: unknown): void; reject(error: Error): void; timer: ReturnType<typeof setTimeout> | undefined }

/**
 * Loads the wallet frame in a hidden iframe and speaks the protocol of `protocol.ts`: each
 * message is parsed with zod, only messages from the iframe's window and the frame's exact
 * origin count (others are dropped and counted), requests go to that origin (never '*') with
 * a random id, and the email, device, otp and social requests time out after 30 s (their
 * listener removed). A frame that does not load -> 'Unable to load email login dependency'.
 *
 * @example
 * import { createFrameChannel } from 'portico/plugins/email-auth'
 * const channel = createFrameChannel({ frameUrl, query: { projectId: 'demo', chainId: '1', version: '4', enableLogger: false }, window })
 * await channel.ready()
 * const { action } = await channel.request('CONNECT_EMAIL', { email: 'ada@example.com' })
 */
export function createFrameChannel(options: FrameChannelOptions): FrameChannel {
  const { window: win } = options
  const timing = {
    requestTimeoutMs: FRAME_REQUEST_TIMEOUT_MS,
    readyWaitMs: FRAME_READY_WAIT_MS,
    loadTimeoutMs: FRAME_LOAD_TIMEOUT_MS,
    readyAfterLoadMs: FRAME_READY_AFTER_LOAD_MS,
    ...options.timing,
  }
  const url = new URL(options.frameUrl)
  const frameOrigin = url.origin
  const { projectId, chainId, version, enableLogger, locale } = options.query
  url.search = new URLSearchParams({ projectId, chainId, version, enableLogger: String(enableLogger), ...(locale ? { locale } : {}) }).toString()

  const iframe = win.document.createElement('iframe')
  iframe.title = 'Embedded wallet'
  iframe.setAttribute('data-portico-embedded-wallet', '')
  iframe.setAttribute('aria-hidden', 'true')
  iframe.tabIndex = -1
  Object.assign(iframe.style, { position: 'fixed', width: '0', height: '0', border: '0', opacity: '0', pointerEvents: 'none', top: '0', left: '0' })
  iframe.src = url.toString()

  const pending = new Map<string, Pending>()
  let dropped = 0
  let destroyed = false
  let markReady: () => void = () => {}
  let failLoad: (error: Error) => void = () => {}
  let loadTimer: ReturnType<typeof setTimeout> | undefined
  /** A fresh wait for the frame's ready event (first load, and after a reload). */
  const expectReady = () => {
    const event = new Promise<void>((resolve, reject) => {
      markReady = resolve
      failLoad = reject
    })
    // Until someone waits on it, a load failure must not surface as an unhandled rejection.
    event.catch(() => undefined)
    loadTimer = setTimeout(() => failLoad(new FrameLoadError(`The frame did not say ready within ${timing.loadTimeoutMs} ms`)), timing.loadTimeoutMs)
    return event
  }
  let readyEvent = expectReady()
  let afterLoadTimer: ReturnType<typeof setTimeout> | undefined
  iframe.addEventListener('load', () => {
    afterLoadTimer = setTimeout(() => failLoad(new FrameLoadError('The frame loaded but did not say ready (is this origin on the allowlist?)')), timing.readyAfterLoadMs)
  })
  iframe.addEventListener('error', () => failLoad(new FrameLoadError('The frame failed to load')))

  const settle = (id: string) => {
    const entry = pending.get(id)
    if (!entry) return undefined
    pending.delete(id)
    if (entry.timer !== undefined) clearTimeout(entry.timer)
    return entry
  }

  const onMessage = (event: MessageEvent<unknown>) => {
    if (event.source !== iframe.contentWindow || event.origin !== frameOrigin) {
      // Only our own channel's messages are counted; other postMessage traffic on the page is not ours.
      if (isRecord(event.data) && event.data.channel === FRAME_CHANNEL) dropped += 1
      return
    }
    const parsed = frameMessageSchema.safeParse(event.data)
    if (!parsed.success) return void (dropped += 1)
    const message = parsed.data
    if (message.kind === 'event') {
      if (message.type === 'READY') {
        clearTimeout(loadTimer)
        if (afterLoadTimer !== undefined) clearTimeout(afterLoadTimer)
        markReady()
      } else options.onEvent?.(message.type, message.payload)
      return
    }
    const entry = settle(message.id)
    if (!entry) return void (dropped += 1)
    if (!message.ok) return entry.reject(new FrameRequestError(entry.type, message.error))
    const payload = frameReplyPayloads[entry.type].safeParse(message.payload)
    if (!payload.success) return entry.reject(new FrameRequestError(entry.type, { message: 'The wallet frame sent an invalid answer' }))
    entry.resolve(payload.data)
  }
  win.addEventListener('message', onMessage)
  win.document.body.appendChild(iframe)

  const send = <T extends AppEventType>(type: T, payload: unknown): Promise<FrameReply<T>> =>
    new Promise<FrameReply<T>>((resolve, reject) => {
      if (destroyed) return reject(new FrameLoadError('The frame was removed'))
      const target = iframe.contentWindow
      if (!target) return reject(new FrameLoadError('The frame has no window'))
      const id = createRequestId()
      const timed = (TIMED_EVENTS as readonly string[]).includes(type)
      const timer = timed
        ? setTimeout(() => settle(id)?.reject(new TimeoutError({ timeout: timing.requestTimeoutMs, url: `${frameOrigin} ${type}` })), timing.requestTimeoutMs)
        : undefined
      pending.set(id, { type, resolve: resolve as (value: unknown) => void, reject, timer })
      target.postMessage({ channel: FRAME_CHANNEL, kind: 'request', id, type, payload }, frameOrigin)
    })

  let readyPromise: Promise<void> | undefined
  /** Spec section 4: ready ends loading, then 500 ms, then the dapp data and smart-account syncs. */
  const handshake = () =>
    readyEvent
      .then(() => new Promise<void>((resolve) => setTimeout(resolve, timing.readyWaitMs)))
      .then(() => options.afterReady?.(send).catch((error: unknown) => options.logger?.warn('Unable to sync the wallet frame', error)))
  const channel: FrameChannel = {
    iframe,
    ready() {
      readyPromise ??= handshake()
      return readyPromise
    },
    async request(type, payload) {
      // A reload started meanwhile: wait for the reloaded document, the one going away drops requests.
      for (let ready = channel.ready(); ; ready = channel.ready()) {
        await ready
        if (ready === readyPromise) return send(type, payload)
      }
    },
    dropped: () => dropped,
    async reload() {
      await channel.ready()
      const reloaded = send('RELOAD', {})
      // At once: a request made from now on (a view React StrictMode mounts again right after its
      // panel was dropped) waits for the reloaded document's READY.
      readyEvent = expectReady()
      readyPromise = handshake()
      await reloaded
    },
    rejectAll(error) {
      for (const id of [...pending.keys()]) settle(id)?.reject(error)
    },
    destroy() {
      destroyed = true
      clearTimeout(loadTimer)
      if (afterLoadTimer !== undefined) clearTimeout(afterLoadTimer)
      channel.rejectAll(new FrameLoadError('The frame was removed'))
      win.removeEventListener('message', onMessage)
      iframe.remove()
    },
  }
  return channel
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
