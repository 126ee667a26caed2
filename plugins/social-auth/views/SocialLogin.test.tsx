// @vitest-environment jsdom
import { act, fireEvent } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createPortico, mainnet, type Portico, type SocialProvider } from 'portico'
import { mountModal } from 'portico/react'
import { lazyOnce } from 'portico/services'
import emailAuth, { type EmailAuthController } from 'portico/plugins/email-auth'
import { registerController } from '../../email-auth/registry'
import socialAuth from '../index'

;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let portico: Portico | undefined
let unmount: (() => void) | undefined
const shadow = () => document.querySelector('portico-modal')?.shadowRoot as ShadowRoot
const social = () => shadow().querySelector('[data-testid="social-login"]')
const buttons = () => [...(social()?.querySelectorAll('button') ?? [])]
const visibleNames = () => buttons().filter((button) => !button.closest('[hidden]')).map((button) => button.getAttribute('aria-label') ?? button.textContent)

/** The Connect view with email and social login, the embedded wallet's controller faked. */
async function open(socials?: SocialProvider[] | false) {
  portico = createPortico({
    networks: [mainnet], projectId: 'demo', storage: { type: 'memory' }, logLevel: 'silent',
    ...(socials === undefined ? {} : { features: { socials } }),
    plugins: [emailAuth({ frameUrl: 'http://localhost:4444/frame' }), socialAuth()],
  })
  const controller = { frameOrigin: 'http://localhost:4444', preload: vi.fn(), socialRedirectUri: vi.fn(() => new Promise<never>(() => undefined)) }
  registerController(portico.store, lazyOnce(async () => controller as unknown as EmailAuthController))
  // As on a page: the buttons' chunk, fetched at install, is in before the click.
  if (socials !== false) await vi.waitFor(() => expect(portico?.views().SocialLogin?.component).toBeDefined())
  await act(async () => void (unmount = mountModal(portico as Portico)))
  await act(async () => portico?.open())
  return controller
}

afterEach(() => {
  act(() => unmount?.())
  unmount = undefined
  portico?.destroy()
  vi.restoreAllMocks()
  document.body.innerHTML = ''
})

describe('issue 19: the social buttons of the Connect view', () => {
  test('§9 default order google, x, discord, farcaster, github, apple, facebook: the first with its name, three icons, the rest behind More', async () => {
    await open()
    expect(visibleNames()).toEqual(['Continue with Google', 'Continue with X', 'Continue with Discord', 'Continue with Farcaster', 'More'])
    const more = buttons().find((button) => button.textContent === 'More') as HTMLButtonElement
    expect(more.getAttribute('aria-expanded')).toBe('false')
    const hidden = shadow().getElementById(more.getAttribute('aria-controls') ?? '')
    expect(hidden?.hidden).toBe(true)
    await act(async () => void fireEvent.click(more))
    expect(more.getAttribute('aria-expanded')).toBe('true')
    expect(visibleNames()).toEqual(['Continue with Google', 'Continue with X', 'Continue with Discord', 'Continue with Farcaster', 'More', 'Continue with GitHub', 'Continue with Apple', 'Continue with Facebook'])
  })

  test('spec section 2: Farcaster opens no popup; its ConnectingFarcaster view shows the channel as a QR code and link', async () => {
    const controller = await open(['farcaster', 'google'])
    Object.assign(controller, { farcasterUri: vi.fn(async () => 'http://127.0.0.1:9/~/siwf?channelToken=abc'), connectFarcaster: vi.fn(() => new Promise<never>(() => undefined)) })
    const openSpy = vi.spyOn(window, 'open')
    await act(async () => void fireEvent.click(buttons()[0] as HTMLButtonElement))
    expect(openSpy).not.toHaveBeenCalled()
    expect(portico?.store.getState().router.history.at(-1)?.view).toBe('ConnectingFarcaster')
    await vi.waitFor(() => expect(shadow().querySelector('[data-testid="farcaster-qr"]')).not.toBeNull())
    const view = shadow().querySelector('[data-testid="connecting-farcaster"]') as HTMLElement
    expect(view.querySelector('img')?.getAttribute('src')).toMatch(/^data:image\/svg\+xml/)
    expect(view.querySelector('a')?.getAttribute('href')).toBe('http://127.0.0.1:9/~/siwf?channelToken=abc')
    await vi.waitFor(() => expect((controller as unknown as { connectFarcaster: ReturnType<typeof vi.fn> }).connectFarcaster).toHaveBeenCalledTimes(1))
  })

  test('a channel URL with another scheme is refused', async () => {
    const controller = await open(['farcaster'])
    Object.assign(controller, { farcasterUri: vi.fn(async () => 'javascript:alert(1)'), connectFarcaster: vi.fn() })
    await act(async () => void fireEvent.click(buttons()[0] as HTMLButtonElement))
    await vi.waitFor(() => expect(shadow().querySelector('[data-testid="connecting-farcaster"] [role="alert"]')).not.toBeNull())
    expect(shadow().querySelector('[data-testid="connecting-farcaster"] [role="alert"]')?.textContent).toBe('The wallet sent an invalid sign-in address')
    expect((controller as unknown as { connectFarcaster: ReturnType<typeof vi.fn> }).connectFarcaster).not.toHaveBeenCalled()
  })

  test("the host's order and subset; two providers need no More", async () => {
    await open(['github', 'google'])
    expect(visibleNames()).toEqual(['Continue with GitHub', 'Continue with Google'])
  })

  test('socials: false leaves the plugin out', async () => {
    await open(false)
    expect(social()).toBeNull()
    expect(portico?.plugins()).not.toContain('social-auth')
  })

  test('email: false (no embedded wallet to sign in to) leaves it out too', () => {
    portico = createPortico({ networks: [mainnet], projectId: 'demo', storage: { type: 'memory' }, logLevel: 'silent', features: { email: false }, plugins: [emailAuth({ frameUrl: 'http://localhost:4444/frame' }), socialAuth()] })
    expect(portico.plugins()).not.toContain('social-auth')
  })

  test('the popup opens on the wallet origin inside the click, before anything is awaited', async () => {
    await open()
    const popup = { closed: false, close: vi.fn(), location: { replace: vi.fn() } }
    const openSpy = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    fireEvent.click(buttons()[0] as HTMLButtonElement)
    expect(openSpy).toHaveBeenCalledTimes(1)
    expect(openSpy.mock.calls[0]?.[0]).toBe('http://localhost:4444/social/popup')
    await act(async () => undefined)
    expect(portico?.store.getState().router.history.at(-1)).toEqual({ view: 'ConnectingSocial', data: { provider: 'google' } })
  })

  test('issue 21: in Japanese the buttons, More and the ConnectingSocial view show no English; a blocked popup says so in Japanese', async () => {
    await open()
    await act(async () => portico?.setLocale('ja'))
    expect(visibleNames()).toEqual(['Google で続ける', 'X で続ける', 'Discord で続ける', 'Farcaster で続ける', 'その他'])
    const popup = { closed: false, close: vi.fn(), location: { replace: vi.fn() } }
    const openSpy = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window)
    await act(async () => void fireEvent.click(buttons()[0] as HTMLButtonElement))
    await vi.waitFor(() => expect(shadow().querySelector('[data-testid="connecting-social"]')).not.toBeNull())
    const connecting = () => shadow().querySelector('[data-testid="connecting-social"]') as HTMLElement
    expect(shadow().querySelector('.pc-title')?.textContent).toBe('接続中')
    expect(connecting().querySelector('[role="progressbar"]')?.getAttribute('aria-label')).toBe('Google でサインインしています')
    expect(connecting().textContent).toBe('Google のウィンドウで続行してください…キャンセル')
    await act(async () => void fireEvent.click(connecting().querySelector('button') as HTMLButtonElement))

    // The browser blocked the popup: the flow fails with the plugin's text, shown in the locale.
    openSpy.mockReturnValue(null)
    await act(async () => void fireEvent.click(buttons()[0] as HTMLButtonElement))
    await vi.waitFor(() => expect(connecting()?.querySelector('[role="alert"]')).toBeTruthy())
    expect(connecting().querySelector('[role="alert"]')?.textContent).toBe('サインインウィンドウがブロックされました。このサイトのポップアップを許可して、もう一度お試しください。')
    expect(connecting().querySelector('button')?.textContent).toBe('戻る')
  })
})
