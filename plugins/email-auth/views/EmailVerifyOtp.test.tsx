// @vitest-environment jsdom
import { StrictMode } from 'react'
import { act, cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, test, vi } from 'vitest'
import { createPortico, mainnet, type Portico } from 'portico'
import { lazyOnce } from 'portico/services'
import type { EmailAuthController } from '../createEmailAuthController'
import emailAuth from '../index'
import { loadEmailAuthController, registerController } from '../registry'
import EmailVerifyOtp from './EmailVerifyOtp'

let portico: Portico
afterEach(() => {
  cleanup()
  portico.destroy()
})

describe('EmailVerifyOtp (spec section 4, VERIFY_OTP)', () => {
  test('behavior: React StrictMode mounts the view twice without dropping the code panel; leaving the view drops it', async () => {
    portico = createPortico({ networks: [mainnet], projectId: 'demo', storage: { type: 'memory' }, logLevel: 'silent', plugins: [emailAuth({ frameUrl: 'http://localhost:4444/frame' })] })
    const controller = { enterOtp: vi.fn(() => new Promise<void>(() => undefined)), abandonFramePanel: vi.fn(), setApprovalTarget: () => undefined }
    registerController(portico.store, lazyOnce(async () => controller as unknown as EmailAuthController))
    await loadEmailAuthController(portico)
    portico.router.push('EmailVerifyOtp')
    const view = render(
      <StrictMode>
        <EmailVerifyOtp portico={portico} />
      </StrictMode>,
    )
    // StrictMode ran the effect, its cleanup and the effect again: the panel stays (the frame is not reloaded).
    expect(controller.enterOtp).toHaveBeenCalledTimes(2)
    expect(controller.abandonFramePanel).not.toHaveBeenCalled()
    // Back to Connect: the view goes and its panel with it.
    act(() => portico.router.push('Connect'))
    view.unmount()
    expect(controller.abandonFramePanel).toHaveBeenCalledTimes(1)
  })
})
