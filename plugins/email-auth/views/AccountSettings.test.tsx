// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, test } from 'vitest'
import { createPortico, mainnet, type Portico } from 'portico'
import { lazyOnce } from 'portico/services'
import type { EmailAuthController } from '../createEmailAuthController'
import emailAuth from '../index'
import { loadEmailAuthController, registerController } from '../registry'
import { emailAuthSlice } from '../slice'
import AccountSettings from './AccountSettings'
import ApproveTransaction from './ApproveTransaction'

const ADDRESS = '0x23618e81E3f5cdF7f54C3d65f7FBc0aBf5B21E8f'
let portico: Portico
afterEach(() => {
  cleanup()
  portico.destroy()
})

/** An instance with the email plugin, its controller loaded (these views only read it) and a signed-in user. */
async function setup() {
  portico = createPortico({ networks: [mainnet], projectId: 'demo', storage: { type: 'memory' }, logLevel: 'silent', plugins: [emailAuth({ frameUrl: 'http://localhost:4444/frame' })] })
  registerController(portico.store, lazyOnce(async () => ({ setApprovalTarget: () => undefined, abandonFramePanel: () => undefined }) as unknown as EmailAuthController))
  await loadEmailAuthController(portico)
  portico.store.dispatch(emailAuthSlice.actions.userSet({ email: 'ada@example.com', address: ADDRESS, chainId: 1, accounts: [{ address: ADDRESS, type: 'eoa' }], smartAccountDeployed: false, preferredAccountType: 'eoa' }))
}

describe('email wallet views in the locale (issue 21)', () => {
  test('behavior: Account settings in Japanese: the email, the account types and their notes show no English', async () => {
    await setup()
    await portico.setLocale('ja')
    render(<AccountSettings portico={portico} />)
    const settings = screen.getByTestId('email-account-settings')
    expect(settings.querySelector('p')?.textContent).toBe('メール: ada@example.com')
    expect(screen.getByRole('button').textContent).toBe('メールアドレスを変更')
    expect(screen.getByTestId('email-account-type-smartAccount').textContent).toContain('スマートアカウント このネットワークでは利用できません')
    expect(screen.getByTestId('email-account-type-eoa').textContent).toContain('標準アカウント (EOA)')
  })

  test('behavior: the approval view in German says no request waits', async () => {
    await setup()
    await portico.setLocale('de')
    render(<ApproveTransaction portico={portico} />)
    expect(screen.getByText('Keine Anfrage wartet.')).toBeTruthy()
  })
})
