import { DEV_WALLET_ADDRESS, demoUrl, expect, openAccount, test } from './fixtures'

test('§1 receive: the Receive view shows a QR code of the address, copies it with a toast, and lists the networks', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'])
  await page.goto(demoUrl())
  const modal = await openAccount(page)
  await modal.getByTestId('account-feature-receive').click()
  await expect(modal.getByRole('heading', { name: 'Receive' })).toBeVisible()
  const qr = modal.getByTestId('receive-qr')
  await expect(qr).toHaveAttribute('src', /^data:image\/svg\+xml;charset=utf-8,%3Csvg/)
  // The image decoded (a real SVG), and the page holds no inline SVG markup from it.
  await expect.poll(() => qr.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  await expect(modal.getByTestId('receive-address')).toHaveText(DEV_WALLET_ADDRESS)
  await expect(modal.getByTestId('receive-networks').getByRole('listitem')).toHaveText(['Portico Local', 'Portico Local 2'])
  await page.bringToFront() // the clipboard needs the focused document (workers run side by side)
  await modal.getByTestId('receive-copy').click()
  await expect(page.getByTestId('portico-toast')).toHaveText('Address copied')
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(DEV_WALLET_ADDRESS)
})
