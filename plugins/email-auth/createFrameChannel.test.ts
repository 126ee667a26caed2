// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createFrameChannel, type FrameChannel } from './createFrameChannel'
import { FRAME_CHANNEL } from './protocol'

const FRAME_URL = 'http://localhost:4444/frame'
const FRAME_ORIGIN = 'http://localhost:4444'
let channel: FrameChannel
let posted: { message: { id: string; type: string; payload: unknown }; origin: string }[]
let afterReady: ReturnType<typeof vi.fn<() => Promise<void>>>

const fromFrame = (data: unknown, overrides: { origin?: string; source?: MessageEventSource | null } = {}) =>
  window.dispatchEvent(new MessageEvent('message', { data, origin: overrides.origin ?? FRAME_ORIGIN, source: overrides.source === undefined ? channel.iframe.contentWindow : overrides.source }))
/** Lets the awaited handshake and request chains run. */
const flush = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve()
}
const ready = () => fromFrame({ channel: FRAME_CHANNEL, kind: 'event', type: 'READY', payload: { version: '4' } })
/** The frame says ready and the 500 ms wait passes. */
const handshake = async () => {
  const done = channel.ready()
  ready()
  await vi.advanceTimersByTimeAsync(500)
  await done
}
const reply = (id: string, payload: unknown) => fromFrame({ channel: FRAME_CHANNEL, kind: 'response', id, ok: true, payload })

beforeEach(() => {
  vi.useFakeTimers()
  posted = []
  afterReady = vi.fn<() => Promise<void>>(async () => undefined)
  channel = createFrameChannel({ frameUrl: FRAME_URL, window, query: { projectId: 'p', chainId: '1', version: '4', enableLogger: false }, afterReady })
  vi.spyOn(channel.iframe.contentWindow as Window, 'postMessage').mockImplementation(((message: never, origin: string) => void posted.push({ message, origin })) as never)
})
afterEach(() => {
  channel.destroy()
  vi.useRealTimers()
})

describe('frame channel reload', () => {
  test('a request made while the frame reloads goes to the reloaded document, after its READY (a view React StrictMode mounts again right after its panel was dropped)', async () => {
    await handshake()
    const reloading = channel.reload()
    const pending = channel.request('CONNECT_OTP', {})
    await flush()
    // Only RELOAD went out: the document going away would drop the request.
    expect(posted.map(({ message }) => message.type)).toEqual(['RELOAD'])
    reply(posted[0]?.message.id ?? '', {})
    await reloading
    ready()
    await vi.advanceTimersByTimeAsync(500)
    await flush()
    expect(posted.map(({ message }) => message.type)).toEqual(['RELOAD', 'CONNECT_OTP'])
    reply(posted[1]?.message.id ?? '', {})
    await expect(pending).resolves.toEqual({})
  })
})

describe('§7 frame channel', () => {
  test('§7 behavior: the iframe URL carries projectId, chainId, version and enableLogger; it is hidden', () => {
    const url = new URL(channel.iframe.src)
    expect(url.origin + url.pathname).toBe(FRAME_URL)
    expect(Object.fromEntries(url.searchParams)).toEqual({ projectId: 'p', chainId: '1', version: '4', enableLogger: 'false' })
    expect(channel.iframe.style.width).toBe('0px')
    expect(channel.iframe.getAttribute('aria-hidden')).toBe('true')
  })

  test('§4 behavior: ready, then 500 ms, then the syncs; requests go to the exact origin with a random id', async () => {
    const pending = channel.request('GET_CHAIN_ID', {})
    ready()
    await vi.advanceTimersByTimeAsync(499)
    expect(afterReady).not.toHaveBeenCalled()
    expect(posted).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(afterReady).toHaveBeenCalledTimes(1)
    expect(posted).toHaveLength(1)
    const [first] = posted
    expect(first?.origin).toBe(FRAME_ORIGIN)
    expect(first?.message.id).toMatch(/^[0-9a-f]{32}$/)
    reply(first!.message.id, { chainId: 31337 })
    await expect(pending).resolves.toEqual({ chainId: 31337 })
  })

  test('§7 security: a message from another origin or window is dropped, counted, and resolves nothing', async () => {
    await handshake()
    const pending = channel.request('GET_CHAIN_ID', {})
    await flush()
    const id = posted[0]!.message.id
    fromFrame({ channel: FRAME_CHANNEL, kind: 'response', id, ok: true, payload: { chainId: 666 } }, { origin: 'http://evil.example' })
    fromFrame({ channel: FRAME_CHANNEL, kind: 'response', id, ok: true, payload: { chainId: 666 } }, { source: window })
    fromFrame({ channel: FRAME_CHANNEL, kind: 'response', id: 'not-hex', ok: true })
    expect(channel.dropped()).toBe(3)
    reply(id, { chainId: 1 })
    await expect(pending).resolves.toEqual({ chainId: 1 })
    reply(id, { chainId: 2 }) // a second answer to a settled id
    expect(channel.dropped()).toBe(4)
  })

  test('issue 14: a frame event reaches onEvent with its payload (the approval panel asks for its height)', async () => {
    channel.destroy()
    const onEvent = vi.fn()
    channel = createFrameChannel({ frameUrl: FRAME_URL, window, query: { projectId: 'p', chainId: '1', version: '4', enableLogger: false }, onEvent })
    fromFrame({ channel: FRAME_CHANNEL, kind: 'event', type: 'APPROVAL_SHOW', payload: { height: 412 } })
    fromFrame({ channel: FRAME_CHANNEL, kind: 'event', type: 'APPROVAL_HIDE' })
    expect(onEvent.mock.calls).toEqual([['APPROVAL_SHOW', { height: 412 }], ['APPROVAL_HIDE', undefined]])
  })

  test("§8 error: an invalid answer is refused; an error without message reads 'An error occurred'", async () => {
    await handshake()
    const invalid = channel.request('GET_USER', {})
    const failing = channel.request('SIGN_OUT', {})
    await flush()
    reply(posted[0]!.message.id, { address: 'not an address' })
    fromFrame({ channel: FRAME_CHANNEL, kind: 'response', id: posted[1]!.message.id, ok: false, error: {} })
    await expect(invalid).rejects.toThrow('The wallet frame sent an invalid answer')
    await expect(failing).rejects.toMatchObject({ shortMessage: 'An error occurred' })
  })

  test('§9 behavior: email, device and otp requests time out after 30 s and drop their listener; others wait', async () => {
    await handshake()
    const email = channel.request('CONNECT_EMAIL', { email: 'ada@example.com' })
    const rpc = channel.request('RPC_REQUEST', { method: 'personal_sign' })
    email.catch(() => undefined)
    await flush()
    await vi.advanceTimersByTimeAsync(29_999)
    expect(channel.dropped()).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    await expect(email).rejects.toMatchObject({ shortMessage: 'Something went wrong' })
    reply(posted[0]!.message.id, { action: 'VERIFY_OTP' }) // too late: no listener any more
    expect(channel.dropped()).toBe(1)
    reply(posted[1]!.message.id, { result: '0xsig' })
    await expect(rpc).resolves.toEqual({ result: '0xsig' })
  })

  test("§8 error: a frame that loads but never says ready -> 'Unable to load email login dependency'", async () => {
    const pending = channel.ready()
    pending.catch(() => undefined)
    channel.iframe.dispatchEvent(new Event('load'))
    await vi.advanceTimersByTimeAsync(5_000)
    await expect(pending).rejects.toMatchObject({ shortMessage: 'Unable to load email login dependency' })
  })
})
