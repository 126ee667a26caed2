import { connectDevWallet, demoUrl, expect, openModal, test } from './fixtures'

for (const theme of ['dark', 'light'] as const) {
  test(`§3 theme: ${theme} screenshots of Connect and Account kept as artifacts`, async ({ page }, testInfo) => {
    await page.goto(demoUrl({ theme }))
    const modal = await openModal(page)
    await expect(modal.getByRole('button', { name: /Portico Dev Wallet/ })).toBeVisible()
    await page.screenshot({ path: testInfo.outputPath(`connect-${theme}.png`) })
    await page.keyboard.press('Escape')
    await connectDevWallet(page)
    await page.getByTestId('portico-connect-button').click()
    await expect(modal.getByTestId('account-address')).toBeVisible()
    await expect(modal.getByTestId('account-balance')).toContainText('ETH')
    await page.screenshot({ path: testInfo.outputPath(`account-${theme}.png`) })
  })
}
