import { describe, expect, test, vi } from 'vitest'
import { SOCIAL_POPUP_CHANNEL } from 'portico/plugins/email-auth'
import { socialMessages } from './alerts'
import { UntrustedOriginError, waitForPopup } from './runSocialLogin'
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
