// @vitest-environment jsdom
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createPortico, mainnet, type Portico } from 'portico'
import { lazyOnce } from 'portico/services'
import emailAuth, { SOCIAL_POPUP_CHANNEL, type EmailAuthController } from 'portico/plugins/email-auth'
import { registerController } from '../email-auth/registry'
import { socialMessages } from './alerts'
import { getSocialFlow as getSocialFlowOf, setSocialFlow } from './flows'
import socialAuth from './index'
import { pollUntilDone, runSocialLogin, UntrustedOriginError, waitForPopup } from './runSocialLogin'
import { SOCIAL_TIMEOUT_MS } from './timeouts'

const walletOrigin = 'http://localhost:4000'
const resultUri = `${walletOrigin}/v1/social/result?code=${'a'.repeat(43)}`

/** A page window whose message listeners the test calls, and a popup whose `closed` it sets. */
function setup() {
  const listeners = new Set<(event: MessageEvent<unknown>) => void>()
  const win = {
    addEventListener: (_type: string, listener: (event: MessageEvent<unknown>) => void) => void listeners.add(listener),
    removeEventListener: (_type: string, listener: (event: MessageEvent<unknown>) => void) => void listeners.delete(listener),
  } as unknown as Window
  const popup = { closed: false } as Window & { closed: boolean }
  const post = (data: unknown, origin: string, source: unknown = popup) => {
    for (const listener of [...listeners]) listener({ data, origin, source } as MessageEvent<unknown>)
  }
  return { win, popup, post, listeners }
}

describe('issue 19: the popup answer', () => {
  test('the result URI from the popup window on the wallet origin is taken; listeners are removed', async () => {
    const { win, popup, post, listeners } = setup()
    const answer = waitForPopup({ window: win, popup, walletOrigin })
    post({ channel: SOCIAL_POPUP_CHANNEL, type: 'result', uri: resultUri }, walletOrigin)
    await expect(answer).resolves.toEqual({ kind: 'result', uri: resultUri })
    expect(listeners.size).toBe(0)
  })

  test("a tagged message from another origin fails with 'Untrusted Origin'", async () => {
    const { win, popup, post } = setup()
    const answer = waitForPopup({ window: win, popup, walletOrigin })
    post({ channel: SOCIAL_POPUP_CHANNEL, type: 'result', uri: resultUri }, 'https://evil.example')
    await expect(answer).rejects.toThrow(UntrustedOriginError)
    await expect(answer).rejects.toThrow(socialMessages.untrustedOrigin)
  })

  test('messages of other windows, other channels or other shapes are ignored', async () => {
    vi.useFakeTimers()
    try {
      const { win, popup, post } = setup()
      const answer = waitForPopup({ window: win, popup, walletOrigin })
      post({ channel: SOCIAL_POPUP_CHANNEL, type: 'result', uri: resultUri }, walletOrigin, {})
      post({ channel: 'someone-else', uri: resultUri }, 'https://evil.example')
      post({ channel: SOCIAL_POPUP_CHANNEL, type: 'result', uri: 42 }, walletOrigin)
      post({ channel: SOCIAL_POPUP_CHANNEL, type: 'result', uri: resultUri }, walletOrigin)
      await expect(answer).resolves.toEqual({ kind: 'result', uri: resultUri })
    } finally {
      vi.useRealTimers()
    }
  })

  test('a closed popup ends the wait (back to Connect)', async () => {
    vi.useFakeTimers()
    try {
      const { win, popup } = setup()
      const answer = waitForPopup({ window: win, popup, walletOrigin })
      popup.closed = true
      await vi.advanceTimersByTimeAsync(500)
      await expect(answer).resolves.toEqual({ kind: 'closed' })
    } finally {
      vi.useRealTimers()
    }
  })

  test('§9 no answer within 30 s is a timeout', async () => {
    vi.useFakeTimers()
    try {
      const { win, popup, listeners } = setup()
      const answer = waitForPopup({ window: win, popup, walletOrigin })
      await vi.advanceTimersByTimeAsync(SOCIAL_TIMEOUT_MS - 1)
      expect(listeners.size).toBe(1)
      await vi.advanceTimersByTimeAsync(1)
      await expect(answer).resolves.toEqual({ kind: 'timeout' })
      expect(SOCIAL_TIMEOUT_MS).toBe(30_000)
    } finally {
      vi.useRealTimers()
    }
  })
})

describe('issue 19: the frame polls the flow too (a provider page may sever the opener)', () => {
  let portico: Portico | undefined
  afterEach(() => {
    portico?.destroy()
    portico = undefined
    vi.useRealTimers()
  })

  /** An instance on its ConnectingSocial view, the wallet's controller faked, a popup that never posts. */
  function start(pollAnswers: boolean[]) {
    portico = createPortico({ networks: [mainnet], projectId: 'demo', storage: { type: 'memory' }, logLevel: 'silent', plugins: [emailAuth({ frameUrl: walletOrigin }), socialAuth()] })
    const controller = {
      frameOrigin: walletOrigin,
      socialRedirectUri: vi.fn(async () => 'http://127.0.0.1:9/authorize'),
      pollSocial: vi.fn(async () => pollAnswers.shift() ?? false),
      connectSocial: vi.fn(async () => undefined),
    }
    registerController(portico.store, lazyOnce(async () => controller as unknown as EmailAuthController))
    const popup = { closed: false, close: vi.fn(), location: { replace: vi.fn() } } as unknown as Window & { closed: boolean }
    portico.router.push('ConnectingSocial', { provider: 'google' })
    const outcome = runSocialLogin(portico, 'google', popup, { pollMs: 100, timeoutMs: 10_000, detachedMs: 5_000 })
    setSocialFlow(portico, { provider: 'google', popup, outcome })
    return { controller, popup, outcome, view: () => portico?.store.getState().router.history.at(-1)?.view }
  }

  test('no message from the popup: the poll finishing the flow connects, the result code is never needed', async () => {
    vi.useFakeTimers()
    const { controller, popup, outcome } = start([false, false, true])
    await vi.advanceTimersByTimeAsync(350)
    await expect(outcome).resolves.toBe('connected')
    expect(controller.pollSocial).toHaveBeenCalledTimes(3)
    expect(controller.connectSocial).not.toHaveBeenCalled()
    expect(popup.close).toHaveBeenCalled()
  })

  test("a popup that looks closed returns to Connect, and the flow still connects when the poll finds it done", async () => {
    vi.useFakeTimers()
    const { controller, popup, outcome, view } = start([false, false, false, false, false, false, false, false, true])
    await vi.advanceTimersByTimeAsync(150)
    popup.closed = true
    await vi.advanceTimersByTimeAsync(500)
    await expect(outcome).resolves.toBe('closed')
    expect(view()).toBe('Connect')
    expect(controller.pollSocial.mock.calls.length).toBeLessThan(9)
    await vi.advanceTimersByTimeAsync(1000)
    // Polled on after the close until the ninth answer said done (that call connects); then no more.
    expect(controller.pollSocial).toHaveBeenCalledTimes(9)
    await vi.advanceTimersByTimeAsync(1000)
    expect(controller.pollSocial).toHaveBeenCalledTimes(9)
  })

  test('the popup result first: the poll stops and the frame redeems the result URI', async () => {
    vi.useFakeTimers()
    const { controller, outcome } = start([])
    await vi.advanceTimersByTimeAsync(250)
    window.dispatchEvent(new MessageEvent('message', { data: { channel: SOCIAL_POPUP_CHANNEL, type: 'result', uri: resultUri }, origin: walletOrigin, source: getPopup() }))
    await expect(outcome).resolves.toBe('connected')
    expect(controller.connectSocial).toHaveBeenCalledWith(resultUri)
    const calls = controller.pollSocial.mock.calls.length
    await vi.advanceTimersByTimeAsync(1000)
    expect(controller.pollSocial.mock.calls.length).toBe(calls)
  })

  const getPopup = () => (portico ? (getSocialFlowOf(portico)?.popup ?? null) : null)
})

describe('pollUntilDone', () => {
  test('a failing check ends the polling (logged), it does not fail the flow', async () => {
    const onError = vi.fn()
    const failure = new Error('No social sign-in is in progress')
    const done = await pollUntilDone(() => Promise.reject(failure), { signal: new AbortController().signal, intervalMs: 1, wanted: () => true, onError })
    expect(done).toBe(false)
    expect(onError).toHaveBeenCalledWith(failure)
  })

  test('an abort ends the wait at once; wanted() false ends it before the next check', async () => {
    const aborted = new AbortController()
    const check = vi.fn(async () => false)
    const waiting = pollUntilDone(check, { signal: aborted.signal, intervalMs: 60_000, wanted: () => true, onError: vi.fn() })
    aborted.abort()
    await expect(waiting).resolves.toBe(false)
    await expect(pollUntilDone(check, { signal: new AbortController().signal, intervalMs: 1, wanted: () => false, onError: vi.fn() })).resolves.toBe(false)
    expect(check).not.toHaveBeenCalled()
  })
})
