import type { Page } from '@playwright/test'
import { DEV_WALLET_ADDRESS, demoUrl, dialog, expect, openModal, test, wallet } from './fixtures'

type Violation = { directive: string; blocked: string; sample: string }

/** Records console errors, page errors and CSP violations (listened for in the page from its start). */
async function watchProblems(page: Page) {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`)
  })
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`))
  await page.addInitScript(() => {
    const list: Violation[] = []
    ;(window as Window & { __cspViolations?: Violation[] }).__cspViolations = list
    document.addEventListener('securitypolicyviolation', (event) =>
      list.push({ directive: event.violatedDirective, blocked: event.blockedURI, sample: event.sample }),
    )
  })
  return {
    errors,
    violations: () => page.evaluate(() => (window as Window & { __cspViolations?: Violation[] }).__cspViolations ?? []),
  }
}

test('§2 behavior: under a strict CSP (script-src/style-src self) the demo connects with no violation', async ({ page }) => {
  const problems = await watchProblems(page)
  const response = await page.goto(demoUrl({}, true))
  // The page really is served under the strict policy.
  const csp = response?.headers()['content-security-policy'] ?? ''
  expect(csp).toContain("script-src 'self'")
  expect(csp).not.toContain('unsafe-eval')
  expect(csp).not.toContain('unsafe-inline')

  const modal = await openModal(page)
  await expect(modal.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  await modal.getByRole('button', { name: /Portico Dev Wallet/ }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(page.getByTestId('demo-address')).toHaveText(DEV_WALLET_ADDRESS)
  await expect(dialog(page)).toBeHidden()
  await expect(page.getByTestId('portico-connect-button')).toContainText('0xf3...b92266')
  expect(await wallet<string[]>(page, 'requests')).toContain('eth_requestAccounts')
  // The lazily loaded views and the theme's styles work too.
  await page.getByTestId('portico-connect-button').click()
  await expect(modal.getByTestId('account-balance')).toContainText('ETH')
  await modal.getByRole('button', { name: /Switch network/ }).click()
  await expect(modal.getByRole('heading', { name: 'Choose Network' })).toBeVisible()
  const background = await modal.evaluate((el) => getComputedStyle(el).backgroundColor)
  expect(background).not.toBe('rgba(0, 0, 0, 0)')

  expect(await problems.violations()).toEqual([])
  expect(problems.errors).toEqual([])
})

test('§7 behavior: a full connect flow makes no request outside 127.0.0.1', async ({ page }) => {
  const outside: string[] = []
  const seen: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.protocol === 'data:' || url.protocol === 'blob:') return
    seen.push(request.url())
    if (url.hostname !== '127.0.0.1') outside.push(request.url())
  })
  await page.goto(demoUrl())
  const modal = await openModal(page)
  await modal.getByRole('button', { name: 'All Wallets' }).click()
  await expect(modal.getByTestId('all-wallets-list').getByRole('listitem').first()).toBeVisible()
  await modal.getByRole('button', { name: 'Back' }).click()
  await modal.getByRole('button', { name: /Portico Dev Wallet/ }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await page.getByTestId('portico-connect-button').click()
  await expect(modal.getByTestId('account-balance')).toContainText('ETH')
  await modal.getByRole('button', { name: /Switch network/ }).click()
  await modal.getByTestId('network-eip155:31338').click()
  await expect(page.getByTestId('demo-network')).toHaveText('eip155:31338')

  expect(seen.length).toBeGreaterThan(0)
  expect(outside, `requests outside 127.0.0.1:\n${outside.join('\n')}`).toEqual([])
})
