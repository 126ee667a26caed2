// @vitest-environment jsdom
import { act, fireEvent } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, test, vi } from 'vitest'
import { createPortico, mainnet, type Portico } from 'portico'
import { mountModal } from 'portico/react'
import { lazyOnce } from 'portico/services'
import type { EmailAuthController } from '../createEmailAuthController'
import emailAuth from '../index'
import { registerController } from '../registry'

// React's act() environment flag for a render outside RTL's render().
;(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true

let portico: Portico
let unmount: () => void
const shadow = () => document.querySelector('portico-modal')?.shadowRoot as ShadowRoot
const emailInput = () => shadow().querySelector<HTMLInputElement>('input[type="email"]')
const submitButton = () => shadow().querySelector<HTMLButtonElement>('[data-testid="email-auth-form"] button[type="submit"]')

/** The Connect view with the email plugin, its controller coming from `load` (mountModal renders in StrictMode). */
async function openWithController(load: () => Promise<EmailAuthController>) {
  portico = createPortico({ networks: [mainnet], projectId: 'demo', storage: { type: 'memory' }, logLevel: 'silent', plugins: [emailAuth({ frameUrl: 'http://localhost:4444/frame' })] })
  registerController(portico.store, lazyOnce(load))
  await act(async () => void (unmount = mountModal(portico)))
  await act(async () => portico.open())
}

/** The email field's view loads on first use, in its own boundary of the Connect view. */
async function emailFieldLoaded() {
  await act(async () => void (await portico.views().EmailLogin?.load?.()))
  expect(emailInput()).not.toBeNull()
}

/** The Connect view with its email field loaded. */
async function openEmailLogin(load: () => Promise<EmailAuthController>) {
  await openWithController(load)
  await emailFieldLoaded()
}

const typeEmail = (value: string) => act(() => void fireEvent.change(emailInput() as HTMLInputElement, { target: { value } }))
const submit = () => act(async () => void fireEvent.submit(shadow().querySelector('[data-testid="email-auth-form"]') as HTMLFormElement))

/** A controller whose email submit connects at once. */
const fakeController = () => ({ submitEmail: vi.fn(async () => 'CONNECT' as const), preload: vi.fn() }) as unknown as EmailAuthController & { submitEmail: ReturnType<typeof vi.fn> }

let consoleError: ReturnType<typeof vi.spyOn>
beforeEach(() => void (consoleError = vi.spyOn(console, 'error')))
afterEach(() => {
  act(() => unmount())
  portico.destroy()
  consoleError.mockRestore()
  document.body.innerHTML = ''
})

describe('§2 the email field never holds the Connect view back', () => {
  test('behavior: with a controller that never arrives, the wallet list is there at once, the email field as soon as its view loaded, and the field takes input', async () => {
    await openWithController(() => new Promise<never>(() => undefined))
    expect(shadow().querySelector('nav[aria-label="Wallets"]')).not.toBeNull()
    expect(shadow().querySelector('[role="progressbar"]')).toBeNull()
    await emailFieldLoaded()
    await typeEmail('ada@example.com')
    expect(emailInput()?.value).toBe('ada@example.com')
    expect(submitButton()?.disabled).toBe(false)
    // No React complaint under StrictMode (no use() on a promise made during render).
    expect(consoleError).not.toHaveBeenCalled()
  })

  test('behavior: a submit waits for the controller, then sends the email; the field is busy meanwhile', async () => {
    let arrive: (controller: EmailAuthController) => void = () => undefined
    await openEmailLogin(() => new Promise<EmailAuthController>((resolve) => void (arrive = resolve)))
    await typeEmail('  ada@example.com ')
    await submit()
    expect(submitButton()?.textContent).toBe('Sending…')
    expect(emailInput()?.disabled).toBe(true)
    const controller = fakeController()
    await act(async () => arrive(controller))
    expect(controller.submitEmail).toHaveBeenCalledWith('ada@example.com')
    expect(submitButton()?.textContent).toBe('Continue')
    expect(consoleError).not.toHaveBeenCalled()
  })

  test("error: a controller that cannot load: 'Unable to load email login dependency' under the field, which stays usable", async () => {
    await openEmailLogin(() => Promise.reject(new Error('chunk did not arrive')))
    await typeEmail('ada@example.com')
    await submit()
    expect(shadow().querySelector('[data-testid="email-auth-form"] [role="alert"]')?.textContent).toBe('Unable to load email login dependency')
    expect(emailInput()?.disabled).toBe(false)
    expect(shadow().querySelector('nav[aria-label="Wallets"]')).not.toBeNull()
  })

  test('§5 validation: an invalid email is refused before the controller is asked', async () => {
    const controller = fakeController()
    await openEmailLogin(async () => controller)
    await typeEmail('not an email')
    await submit()
    expect(shadow().querySelector('[data-testid="email-auth-form"] [role="alert"]')?.textContent).toBe('Enter a valid email address')
    expect(controller.submitEmail).not.toHaveBeenCalled()
  })
})

describe('issue 15: the email field keeps its place while its chunk loads', () => {
  /** Tag and class of each box that takes space (the visually hidden label does not). */
  const boxes = (root: Element) => [root, ...root.querySelectorAll('*')].filter((element) => !element.classList.contains('pc-visually-hidden')).map((element) => `${element.tagName === 'FORM' ? 'DIV' : element.tagName}.${element.className}`)

  test('before the field arrives, its space: the same boxes as the form, hidden; then the form alone', async () => {
    portico = createPortico({ networks: [mainnet], projectId: 'demo', storage: { type: 'memory' }, logLevel: 'silent', plugins: [emailAuth({ frameUrl: 'http://localhost:4444/frame' })] })
    await act(async () => void (unmount = mountModal(portico)))
    // Opened without waiting for promises: the field's chunk has not arrived yet.
    act(() => portico.open())
    const space = shadow().querySelector('div.pc-email-form') as HTMLElement
    expect(space).not.toBeNull()
    expect(space.style.visibility).toBe('hidden')
    expect(emailInput()).toBeNull()
    await emailFieldLoaded()
    const form = shadow().querySelector('[data-testid="email-auth-form"]') as HTMLElement
    expect(boxes(space)).toEqual(boxes(form))
    expect(shadow().querySelector('div.pc-email-form')).toBeNull()
  })
})
