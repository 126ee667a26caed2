import { appEventPayloads, appMessageSchema, FRAME_CHANNEL, type AppEventType } from '../../../plugins/email-auth/protocol'
import { announceReady } from './announceReady'
import { callApi, projectSchema, setApiScope, topLevelOrigin } from './api'
import { frameLocaleOf, setFrameLocale } from './frameI18n'
import { FrameRpcError } from './signer'
import { createWallet, type WalletContext } from './wallet'

/**
 * The wallet frame's entry. It answers only its parent window, and only when the parent's
 * origin is on the project's allowlist (fetched from the auth server); every other message is
 * dropped and counted. Replies go to that exact origin, never '*'.
 */
async function start() {
  const query = new URL(location.href).searchParams
  const projectId = query.get('projectId') ?? ''
  const logger = query.get('enableLogger') === 'true'
  const log = (...args: unknown[]) => logger && console.info('[portico-frame]', ...args)
  // Chromium and Safari expose the embedding origin; elsewhere the referrer's origin.
  const parentOrigin = location.ancestorOrigins?.[0] ?? (document.referrer ? new URL(document.referrer).origin : '')
  if (window.parent === window || !parentOrigin) return log('not embedded')
  // The modal's locale (issue 21), loaded with the project so no panel opens in English first.
  const localeLoaded = setFrameLocale(frameLocaleOf(query.get('locale')), document).catch((error: unknown) => log('locale not loaded', error))
  const [project] = await Promise.all([callApi(`/v1/project?projectId=${encodeURIComponent(projectId)}`, projectSchema, { method: 'GET' }), localeLoaded])
  if (!project.origins.includes(parentOrigin)) return log('origin not allowed', parentOrigin)
  const topOrigin = topLevelOrigin(window, parentOrigin)
  if (!topOrigin) return log('the top-level origin is unknown')
  setApiScope({ projectId, topOrigin })
  const queryChain = Number(query.get('chainId'))
  const initialChain = project.chains.some((chain) => chain.chainId === queryChain) ? queryChain : (project.chains[0]?.chainId ?? 1)
  const post = (message: object) => window.parent.postMessage({ channel: FRAME_CHANNEL, ...message }, parentOrigin)
  const context: WalletContext = {
    project,
    projectId,
    parentOrigin,
    chainId: initialChain,
    shownChainId: initialChain,
    approvalHooks: {
      show: (height?: number) => post({ kind: 'event', type: 'APPROVAL_SHOW', ...(height === undefined ? {} : { payload: { height } }) }),
      hide: () => post({ kind: 'event', type: 'APPROVAL_HIDE' }),
    },
  }
  const handlers = createWallet()
  let dropped = 0
  // The drop count is visible on the frame's own document (tests read it through the frame).
  const countDrop = () => void (document.documentElement.dataset.dropped = String((dropped += 1)))

  // The parent's first message can only come in a later task, after the listener below is on.
  const ready = announceReady(() => post({ kind: 'event', type: 'READY', payload: { version: query.get('version') ?? '' } }))
  window.addEventListener('message', (event: MessageEvent<unknown>) => {
    if (event.source !== window.parent || event.origin !== parentOrigin) {
      countDrop()
      return log('dropped a message', dropped)
    }
    const message = appMessageSchema.safeParse(event.data)
    if (!message.success) {
      countDrop()
      return log('dropped a malformed message', dropped)
    }
    ready.heard()
    const { id, type } = message.data
    const payload = appEventPayloads[type].safeParse(message.data.payload)
    if (!payload.success) return post({ kind: 'response', id, ok: false, error: { message: payload.error.issues[0]?.message ?? 'Invalid input' } })
    const handler = handlers[type] as (payload: unknown, context: WalletContext) => Promise<unknown>
    handler(payload.data, context)
      .then((result) => post({ kind: 'response', id, ok: true, payload: result }))
      .catch((error: unknown) => {
        log(type as AppEventType, error)
        const text = error instanceof Error ? error.message : undefined
        post({ kind: 'response', id, ok: false, error: { ...(text ? { message: text.slice(0, 500) } : {}), ...(error instanceof FrameRpcError ? { code: error.code } : {}) } })
      })
  })
}

void start().catch((error: unknown) => console.error('[portico-frame] failed to start', error))
