import { expect, test as base, type Locator, type Page } from '@playwright/test'

/** Demo page URL with a dev wallet mode and other page settings. */
export function demoUrl(query: Record<string, string> = {}, csp = false): string {
  const origin = csp ? process.env.DEMO_CSP_URL : process.env.DEMO_URL
  if (!origin) throw new Error('DEMO_URL is not set: run through playwright (global setup)')
  return `${origin}/?${new URLSearchParams({ wallet: 'approve', ...query })}`
}

/** The modal's dialog inside its shadow root (Playwright locators pierce open shadow roots). */
export const dialog = (page: Page): Locator => page.getByRole('dialog')

/** Calls the dev wallet's control API in the page. */
export async function wallet<T>(page: Page, script: string): Promise<T> {
  return page.evaluate(`window.porticoDevWallet.${script}`) as Promise<T>
}

/** Opens the modal with the connect button and waits for the dialog. */
export async function openModal(page: Page): Promise<Locator> {
  await page.getByTestId('portico-connect-button').click()
  const modal = dialog(page)
  await expect(modal).toBeVisible()
  return modal
}

/** Connects the dev wallet through EIP-6963 (the wallet in approve mode). */
export async function connectDevWallet(page: Page): Promise<void> {
  const modal = await openModal(page)
  await modal.getByRole('button', { name: /Portico Dev Wallet/ }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
}

export const test = base
export { expect }

/** Anvil account #0, the dev wallet's first address. */
export const DEV_WALLET_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

/** The dev wallet's row in the modal's wallet list. */
export const devWalletRow = (page: Page): Locator => dialog(page).getByRole('button', { name: /Portico Dev Wallet/ })

/** The demo's account status text (`connected`, `connecting`, `disconnected`). */
export const demoStatus = (page: Page): Locator => page.getByTestId('demo-status')

/**
 * Where keyboard focus is: `outside` (the page itself), or inside the modal's shadow root with
 * the focused element's tag, accessible label or text (for keyboard tests).
 */
export async function modalFocus(page: Page): Promise<{ inModal: boolean; inDialog: boolean; tag: string; label: string; testId: string | null }> {
  return page.evaluate(() => {
    const active = document.activeElement
    const host = document.querySelector('portico-modal')
    if (!host || active !== host) {
      const el = active as HTMLElement | null
      return { inModal: false, inDialog: false, tag: el?.tagName ?? '', label: el?.textContent?.trim() ?? '', testId: el?.getAttribute('data-testid') ?? null }
    }
    const inner = host.shadowRoot?.activeElement as HTMLElement | null | undefined
    const label = inner?.getAttribute('aria-label') ?? inner?.textContent?.trim() ?? ''
    return {
      inModal: true,
      inDialog: Boolean(inner?.closest('[role="dialog"]')),
      tag: inner?.tagName ?? '',
      label,
      testId: inner?.getAttribute('data-testid') ?? null,
    }
  })
}

/** Connects the dev wallet and then opens the modal on the Account view. */
export async function openAccount(page: Page): Promise<Locator> {
  await connectDevWallet(page)
  await page.getByTestId('portico-connect-button').click()
  const modal = dialog(page)
  await expect(modal.getByRole('heading', { name: 'Account' })).toBeVisible()
  return modal
}
