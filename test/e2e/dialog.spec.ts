import type { Page } from '@playwright/test'
import { connectDevWallet, demoStatus, demoUrl, dialog, expect, modalFocus, openModal, test } from './fixtures'

const connectButtonFocused = (page: Page) =>
  expect.poll(() => modalFocus(page).then((f) => (f.inModal ? 'modal' : f.testId))).toBe('portico-connect-button')

const overflow = (page: Page) => page.evaluate(() => document.documentElement.style.overflow)

test('§2 behavior: keyboard-only connect, focus trapped in the dialog and returned on Escape', async ({ page }) => {
  await page.goto(demoUrl())
  await page.getByTestId('portico-connect-button').focus()
  await page.keyboard.press('Enter')
  await expect(dialog(page)).toBeVisible()
  // Focus moved into the dialog.
  await expect.poll(() => modalFocus(page).then((f) => f.inDialog)).toBe(true)

  // Tab never leaves the dialog.
  for (let i = 0; i < 15; i += 1) {
    await page.keyboard.press('Tab')
    const focus = await modalFocus(page)
    expect(focus.inDialog, `after ${i + 1} Tab presses focus is on ${focus.tag} "${focus.label}"`).toBe(true)
  }
  for (let i = 0; i < 15; i += 1) {
    await page.keyboard.press('Shift+Tab')
    const focus = await modalFocus(page)
    expect(focus.inDialog, `after ${i + 1} Shift+Tab presses focus is on ${focus.tag} "${focus.label}"`).toBe(true)
  }

  // Escape closes and gives focus back to the opener.
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  await connectButtonFocused(page)

  // Open again with Enter, Tab to the dev wallet, Enter connects.
  await page.keyboard.press('Enter')
  await expect(dialog(page).getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  await expect.poll(() => modalFocus(page).then((f) => f.inDialog)).toBe(true)
  let reached = false
  for (let i = 0; i < 30 && !reached; i += 1) {
    const focus = await modalFocus(page)
    reached = focus.testId === 'wallet-dev.portico.wallet'
    if (!reached) await page.keyboard.press('Tab')
  }
  expect(reached, 'the dev wallet row is reachable with Tab').toBe(true)
  await page.keyboard.press('Enter')
  await expect(demoStatus(page)).toHaveText('connected')
  await expect(dialog(page)).toBeHidden()
  await connectButtonFocused(page)

  // Connected: Enter opens Account, Escape closes it and focus returns again.
  await page.keyboard.press('Enter')
  await expect(dialog(page).getByRole('heading', { name: 'Account' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  await connectButtonFocused(page)
})

test('§2 behavior: Escape, the close button and an overlay click close the modal; page scroll locked while open', async ({ page }) => {
  await page.goto(demoUrl())
  expect(await overflow(page)).toBe('')

  // Escape.
  await openModal(page)
  expect(await overflow(page)).toBe('hidden')
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  expect(await overflow(page)).toBe('')

  // The close button (it has an accessible name).
  const modal = await openModal(page)
  expect(await overflow(page)).toBe('hidden')
  await modal.getByRole('button', { name: 'Close' }).click()
  await expect(dialog(page)).toBeHidden()
  expect(await overflow(page)).toBe('')

  // A click on the overlay, outside the dialog; a click inside the dialog does not close it.
  const again = await openModal(page)
  await again.getByRole('heading', { name: 'Connect Wallet' }).click()
  await expect(dialog(page)).toBeVisible()
  expect(await overflow(page)).toBe('hidden')
  const box = await again.boundingBox()
  expect(box).not.toBeNull()
  await page.mouse.click(Math.max(2, (box?.x ?? 0) / 2), 5)
  await expect(dialog(page)).toBeHidden()
  expect(await overflow(page)).toBe('')
})

test('§2 behavior: a host page overflow style is restored, not cleared, when the modal closes', async ({ page }) => {
  await page.goto(demoUrl())
  await page.evaluate(() => void (document.documentElement.style.overflow = 'scroll'))
  await openModal(page)
  expect(await overflow(page)).toBe('hidden')
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  expect(await overflow(page)).toBe('scroll')
})

test('§2 behavior: after a keyboard view change focus stays in the dialog and Escape still closes it', async ({ page }) => {
  await page.goto(demoUrl())
  await connectDevWallet(page)
  await page.getByTestId('portico-connect-button').focus()
  await page.keyboard.press('Enter')
  await expect(dialog(page).getByRole('heading', { name: 'Account' })).toBeVisible()
  let reached = false
  for (let i = 0; i < 30 && !reached; i += 1) {
    reached = (await modalFocus(page)).label.startsWith('Network:')
    if (!reached) await page.keyboard.press('Tab')
  }
  expect(reached, 'the network button is reachable with Tab').toBe(true)
  await page.keyboard.press('Enter')
  await expect(dialog(page).getByRole('heading', { name: 'Choose Network' })).toBeVisible()
  await expect
    .poll(async () => {
      const focus = await modalFocus(page)
      return focus.inDialog ? 'in the dialog' : `on ${focus.tag} outside the dialog`
    }, { timeout: 2_000 })
    .toBe('in the dialog')
  await page.keyboard.press('Escape')
  await expect(dialog(page)).toBeHidden()
  await connectButtonFocused(page)
})
