import type { Page } from '@playwright/test'
import { dialog, expect } from './fixtures'

/** Opens Send from the Account view and fills the form. */
export async function fillSend(page: Page, form: { symbol: string; amount: string; to: string }): Promise<void> {
  const modal = dialog(page)
  await modal.getByRole('button', { name: 'Send', exact: true }).click()
  await expect(modal.getByRole('heading', { name: 'Send' })).toBeVisible()
  await expect(modal.getByTestId('send-token')).toContainText('ETH')
  if (form.symbol !== 'ETH') {
    await modal.getByTestId('send-token').click()
    await modal.getByTestId(`send-token-option-${form.symbol}`).click()
    await expect(modal.getByTestId('send-token')).toContainText(form.symbol)
  }
  await modal.getByTestId('send-amount').fill(form.amount)
  await modal.getByTestId('send-receiver').fill(form.to)
}

/** Opens the preview once the fee is known and confirms the send. */
export async function previewAndSend(page: Page): Promise<void> {
  const modal = dialog(page)
  await expect(modal.getByTestId('send-fee')).toContainText('ETH')
  await expect(modal.getByTestId('send-preview')).toBeEnabled()
  await modal.getByTestId('send-preview').click()
  await expect(modal.getByTestId('send-preview-fee')).toContainText('ETH')
  await modal.getByTestId('send-confirm').click()
}
