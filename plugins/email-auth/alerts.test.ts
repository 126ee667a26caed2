import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { startEmbeddedWallet, type EmbeddedWallet } from '../../hosts/embedded-wallet/server/startEmbeddedWallet'
import { alertMessages, createConfigAlerts, diagnoseFrameLoad, watchChannel } from './alerts'
import type { FrameChannel } from './createFrameChannel'
import { FrameLoadError, FrameRequestError } from './errors'

// Spec section 8 configuration alerts. The diagnosis runs against the real auth server.
const ALLOWED = 'http://127.0.0.1:5555'
let wallet: EmbeddedWallet
beforeAll(async () => {
  wallet = await startEmbeddedWallet({ projects: [{ id: 'alerts-project', origins: [ALLOWED] }], chains: [] })
})
afterAll(async () => {
  await wallet?.stop()
})

/** fetch as a page on `origin` would send it (browsers add the Origin header to a CORS request). */
const from = (origin: string): typeof fetch => (input, init) => fetch(input, { ...init, headers: { Origin: origin } })

describe('diagnoseFrameLoad (real auth server)', () => {
  it("an unknown project -> 'Invalid Project ID'", async () => {
    expect(await diagnoseFrameLoad(wallet.frameUrl, 'no-such-project', from(ALLOWED))).toEqual({ alert: 'Invalid Project ID', reason: 'unknown-project' })
  })

  it("an origin not on the allowlist -> 'Invalid App Configuration'", async () => {
    expect(await diagnoseFrameLoad(wallet.frameUrl, 'alerts-project', from('http://127.0.0.1:6666'))).toEqual({ alert: 'Invalid App Configuration', reason: 'origin-not-allowed' })
  })

  it("an allowed origin whose frame still failed, or a server out of reach -> 'Invalid App Configuration' (load failure)", async () => {
    expect(await diagnoseFrameLoad(wallet.frameUrl, 'alerts-project', from(ALLOWED))).toEqual({ alert: 'Invalid App Configuration', reason: 'load-failure' })
    expect(await diagnoseFrameLoad('http://127.0.0.1:9/frame', 'alerts-project')).toEqual({ alert: 'Invalid App Configuration', reason: 'load-failure' })
  })

  it('the check answer is readable by the asking origin only (CORS echoes it)', async () => {
    const response = await from('http://127.0.0.1:6666')(`${wallet.url}/v1/project/check?projectId=alerts-project`)
    expect(response.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:6666')
    expect(await response.json()).toEqual({ allowed: false })
  })
})

describe('createConfigAlerts', () => {
  const setup = (fetcher: typeof fetch = from(ALLOWED)) => {
    const shown: string[] = []
    const alerts = createConfigAlerts({ show: (message) => shown.push(message), frameUrl: wallet.frameUrl, projectId: 'no-such-project', fetcher })
    return { shown, alerts }
  }

  it('shows each alert once', async () => {
    const { shown, alerts } = setup()
    alerts.raise(alertMessages.sessionExpired)
    alerts.raise(alertMessages.sessionExpired)
    alerts.report(new FrameLoadError('did not say ready'))
    alerts.report(new FrameLoadError('did not say ready'))
    await vi.waitFor(() => expect(shown).toEqual(['Session Expired', 'Invalid Project ID']))
  })

  it("maps the server's 'Session Expired' to its alert and ignores other frame errors", () => {
    const { shown, alerts } = setup()
    alerts.report(new FrameRequestError('RPC_REQUEST', { message: 'User rejected the request.', code: 4001 }))
    alerts.report(new Error('Session Expired'))
    expect(shown).toEqual([])
    alerts.report(new FrameRequestError('RPC_REQUEST', { message: 'Session Expired' }))
    expect(shown).toEqual(['Session Expired'])
  })
})

describe('watchChannel', () => {
  /** A channel whose replies the test decides (the frame itself is covered by the e2e tests). */
  const fakeChannel = (answer: (type: string) => Promise<unknown>): FrameChannel =>
    ({ ready: () => Promise.resolve(), request: (type: string) => answer(type) }) as unknown as FrameChannel

  it("raises 'Session Expired' and disconnects when a request meets an expired session", async () => {
    const shown: string[] = []
    const onSessionExpired = vi.fn()
    const channel = fakeChannel(async () => {
      throw new FrameRequestError('RPC_REQUEST', { message: 'Session Expired' })
    })
    watchChannel(channel, createConfigAlerts({ show: (m) => shown.push(m), frameUrl: wallet.frameUrl, projectId: 'p' }), { hadSession: () => true, onSessionExpired })
    await expect(channel.request('RPC_REQUEST', { method: 'eth_chainId' })).rejects.toThrow('Session Expired')
    expect(shown).toEqual(['Session Expired'])
    expect(onSessionExpired).toHaveBeenCalledOnce()
  })

  it("raises 'Session Expired' on a restore that finds no session only when the page held a login", async () => {
    for (const hadSession of [false, true]) {
      const shown: string[] = []
      const onSessionExpired = vi.fn()
      const channel = fakeChannel(async () => ({ isConnected: false }))
      watchChannel(channel, createConfigAlerts({ show: (m) => shown.push(m), frameUrl: wallet.frameUrl, projectId: 'p' }), { hadSession: () => hadSession, onSessionExpired })
      expect(await channel.request('IS_CONNECTED', {})).toEqual({ isConnected: false })
      expect(shown).toEqual(hadSession ? ['Session Expired'] : [])
      // On restore the connector drops the connection itself.
      expect(onSessionExpired).not.toHaveBeenCalled()
    }
  })
})
