import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import { connectDevWallet, demoUrl, devWalletRow, dialog, expect, openModal, test, wallet } from './fixtures'

/** Runs axe on the modal (its open shadow root included) and fails on serious or critical violations. */
async function expectNoSeriousViolations(page: Page, view: string) {
  // The view is settled (no fade-in left) before axe measures contrast.
  await expect(dialog(page).getByRole('heading', { name: view })).toBeVisible()
  const results = await new AxeBuilder({ page }).include('portico-modal').analyze()
  // Guard: axe did look inside the shadow root (a scan of an empty host would pass vacuously).
  const scanned = results.passes.concat(results.violations).some((rule) => rule.nodes.some((node) => node.target.flat().some((t) => String(t).includes('pc-'))))
  expect(scanned, `axe found no node of the modal's shadow root on ${view}`).toBe(true)
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  const report = serious
    .map((v) => `${v.impact} ${v.id}: ${v.help}\n${v.nodes.map((n) => `  ${JSON.stringify(n.target)} ${n.failureSummary ?? ''}`.replace(/\n/g, ' ')).join('\n')}`)
    .join('\n')
  // Soft: every view is scanned and reported even when an earlier one fails.
  expect.soft(serious.map((v) => `${v.impact} ${v.id}`), `${view}: serious or critical axe violations\n${report}`).toEqual([])
}

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
})

for (const theme of ['dark', 'light'] as const) {
  test(`§2 a11y (${theme}): axe finds no serious violation on Connect, All Wallets, ConnectingExternal`, async ({ page }) => {
    await page.goto(demoUrl({ wallet: 'hold', theme }))
    const modal = await openModal(page)
    await expect(devWalletRow(page)).toBeVisible()
    await expectNoSeriousViolations(page, 'Connect Wallet')

    await modal.getByRole('button', { name: 'All Wallets' }).click()
    await expect(modal.getByTestId('all-wallets-list').getByRole('listitem').first()).toBeVisible()
    await expectNoSeriousViolations(page, 'All Wallets')

    await modal.getByRole('button', { name: 'Back' }).click()
    await devWalletRow(page).click()
    await expect(modal.getByRole('progressbar')).toBeVisible()
    await expectNoSeriousViolations(page, 'Connecting')
    await wallet(page, 'approve()')
    await expect(page.getByTestId('demo-status')).toHaveText('connected')
  })

  test(`§2 a11y (${theme}): axe finds no serious violation on Account, Networks, UnsupportedChain`, async ({ page }) => {
    await page.goto(demoUrl({ theme }))
    await connectDevWallet(page)
    await page.getByTestId('portico-connect-button').click()
    const modal = dialog(page)
    await expect(modal.getByTestId('account-balance')).toContainText('ETH')
    await expectNoSeriousViolations(page, 'Account')

    await modal.getByRole('button', { name: /Switch network/ }).click()
    await expectNoSeriousViolations(page, 'Choose Network')

    await modal.getByRole('button', { name: 'Close' }).click()
    await expect(modal).toBeHidden()
    await wallet(page, 'setChain(1337)')
    await expectNoSeriousViolations(page, 'Switch Network')
  })
}

for (const theme of ['dark', 'light'] as const) {
  test(`§2 a11y (${theme}): axe finds no serious violation on Swap, Select Token, Review Swap`, async ({ page }) => {
    await page.goto(demoUrl({ theme }))
    await connectDevWallet(page)
    await page.getByTestId('demo-open-swap').click()
    const modal = dialog(page)
    await expect(modal.getByTestId('swap-rate')).toContainText('1 ETH = ')
    await expectNoSeriousViolations(page, 'Swap')

    await modal.getByTestId('swap-buy-token').click()
    await expect(modal.getByTestId('swap-token-option-PUSD')).toBeVisible()
    await expectNoSeriousViolations(page, 'Select Token')

    await modal.getByTestId('swap-token-option-PUSD').click()
    await expect(modal.getByTestId('swap-review')).toHaveText('Review swap')
    await modal.getByTestId('swap-review').click()
    await expectNoSeriousViolations(page, 'Review Swap')
  })
}

for (const theme of ['dark', 'light'] as const) {
  test(`§1 §2 a11y (${theme}): axe finds no serious violation on Connect with the legal checkbox, the wallet guide, Choose a Name`, async ({ page }) => {
    await page.goto(demoUrl({ theme, legal: '1' }))
    const modal = await openModal(page)
    await expect(modal.getByRole('checkbox')).toBeVisible()
    await expectNoSeriousViolations(page, 'Connect Wallet')

    await modal.getByRole('checkbox').check()
    await modal.getByRole('button', { name: 'Get started' }).click()
    await expect(modal.getByRole('list', { name: 'Wallets to get' })).toBeVisible()
    await expectNoSeriousViolations(page, 'What is a Wallet?')

    await modal.getByRole('button', { name: 'Back' }).click()
    await devWalletRow(page).click()
    await expect(page.getByTestId('demo-status')).toHaveText('connected')
    await page.getByTestId('portico-connect-button').click()
    await modal.getByRole('button', { name: 'Choose a name' }).click()
    await modal.getByLabel('Name', { exact: true }).fill('ab')
    await expect(modal.getByText('Name must be at least 4 characters long')).toBeVisible()
    await expectNoSeriousViolations(page, 'Choose a Name')
  })
}
