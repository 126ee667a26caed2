import { connectDevWallet, DEV_WALLET_ADDRESS, demoStatus, demoUrl, devWalletRow, dialog, expect, openModal, test, wallet } from './fixtures'

const SECOND_WALLET_ICON = `data:image/svg+xml;base64,${Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#3b82f6"/></svg>',
).toString('base64')}`
const SECOND_WALLET = { name: 'Second Wallet', rdns: 'dev.portico.second', icon: SECOND_WALLET_ICON }

test('§2 behavior: a declined connection shows "Connection declined" and Try again connects', async ({ page }) => {
  await page.goto(demoUrl({ wallet: 'reject' }))
  const modal = await openModal(page)
  await devWalletRow(page).click()
  await expect(modal.getByRole('heading', { name: 'Connecting' })).toBeVisible()
  await expect(modal.getByRole('alert')).toHaveText('Connection declined')
  const retry = modal.getByRole('button', { name: 'Try again' })
  await expect(retry).toBeVisible()
  await expect(demoStatus(page)).toHaveText('disconnected')

  await wallet(page, "setMode('approve')")
  await retry.click()
  await expect(demoStatus(page)).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(DEV_WALLET_ADDRESS)
  await expect(dialog(page)).toBeHidden()
  // One declined request, then one approved: the retry asked again.
  const requests = await wallet<string[]>(page, 'requests')
  expect(requests.filter((m) => m === 'eth_requestAccounts')).toHaveLength(2)
})

test('§2 behavior: a held request waits in ConnectingExternal until the wallet approves', async ({ page }) => {
  await page.goto(demoUrl({ wallet: 'hold' }))
  const modal = await openModal(page)
  await devWalletRow(page).click()
  await expect(modal.getByRole('progressbar', { name: 'Waiting for Portico Dev Wallet' })).toBeVisible()
  await expect(modal.getByText('Continue in Portico Dev Wallet')).toBeVisible()
  await expect(demoStatus(page)).toHaveText('connecting')
  await expect.poll(() => wallet<{ method: string }[]>(page, 'pending()').then((p) => p.map((r) => r.method))).toEqual(['eth_requestAccounts'])

  expect(await wallet<boolean>(page, 'approve()')).toBe(true)
  await expect(demoStatus(page)).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(DEV_WALLET_ADDRESS)
  await expect(dialog(page)).toBeHidden()
})

test('§4 behavior: disconnect from the Account view, and stay disconnected after a reload', async ({ page }) => {
  await page.goto(demoUrl())
  await connectDevWallet(page)
  await page.getByTestId('portico-connect-button').click()
  const modal = dialog(page)
  await expect(modal.getByRole('heading', { name: 'Account' })).toBeVisible()
  await modal.getByRole('button', { name: 'Disconnect', exact: true }).click()
  await expect(demoStatus(page)).toHaveText('disconnected')
  // The modal goes back to the Connect view.
  await expect(modal.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.getByTestId('demo-address')).toHaveText('-')
  await expect(page.getByTestId('portico-connect-button')).toHaveText('Connect Wallet')

  await page.reload()
  // The dev wallet row proves discovery ran (a stored connection would be restored by then).
  await openModal(page)
  await expect(dialog(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  await expect(devWalletRow(page)).toBeVisible()
  await expect(demoStatus(page)).toHaveText('disconnected')
  await dialog(page).getByRole('button', { name: 'Close' }).click()
  await expect(page.getByTestId('portico-connect-button')).toHaveText('Connect Wallet')
  await expect(demoStatus(page)).toHaveText('disconnected')
})

test('§4 behavior: a reload restores the connection without asking the wallet again', async ({ page }) => {
  await page.goto(demoUrl())
  await connectDevWallet(page)
  await expect(page.getByTestId('demo-address')).toHaveText(DEV_WALLET_ADDRESS)

  // In hold mode any consent request would stay pending and block 'connected'.
  await page.goto(demoUrl({ wallet: 'hold' }))
  await expect(demoStatus(page)).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(DEV_WALLET_ADDRESS)
  await expect(page.getByTestId('demo-network')).toHaveText('eip155:31337')
  expect(await wallet<unknown[]>(page, 'pending()')).toEqual([])
  await expect(page.getByTestId('portico-connect-button')).toContainText('0xf3...b92266')
  await expect(dialog(page)).toBeHidden()
})

test('§2 behavior: the wallet used last is listed first, in the Recent group', async ({ page }) => {
  await page.goto(demoUrl())
  await wallet(page, `announce(${JSON.stringify(SECOND_WALLET)})`)
  const modal = await openModal(page)
  const second = modal.getByRole('button', { name: /Second Wallet/ })
  await expect(second).toBeVisible()
  await second.click()
  await expect(demoStatus(page)).toHaveText('connected')

  await page.getByTestId('portico-connect-button').click()
  await modal.getByRole('button', { name: 'Disconnect', exact: true }).click()
  await expect(demoStatus(page)).toHaveText('disconnected')
  await modal.getByRole('button', { name: 'Close' }).click()
  await expect(modal).toBeHidden()

  const expectRecentFirst = async () => {
    const opened = await openModal(page)
    // Spec §2 order: walletConnect, recent, injected...: Recent comes before the installed wallets.
    const groups = opened.getByRole('navigation', { name: 'Wallets' }).getByRole('region')
    const names = await groups.evaluateAll((sections) => sections.map((s) => s.getAttribute('aria-label')))
    expect(names.indexOf('Recent')).toBeGreaterThanOrEqual(0)
    expect(names.indexOf('Recent')).toBeLessThan(names.indexOf('Installed'))
    const recent = opened.getByRole('region', { name: 'Recent' })
    await expect(recent.getByRole('button')).toHaveCount(1)
    await expect(recent.getByRole('button')).toContainText('Second Wallet')
    // Listed once: not repeated among the installed wallets.
    await expect(opened.getByRole('button', { name: /Second Wallet/ })).toHaveCount(1)
    await expect(devWalletRow(page)).toBeVisible()
  }
  await expectRecentFirst()

  // Recent wallets are remembered across page loads too.
  await page.reload()
  await wallet(page, `announce(${JSON.stringify(SECOND_WALLET)})`)
  await expectRecentFirst()
})
