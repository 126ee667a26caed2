import AxeBuilder from '@axe-core/playwright'
import { connectDevWallet, demoUrl, dialog, expect, openAccount, test } from './fixtures'
const cc = async (page: any, tag: string) => {
  const r = await new AxeBuilder({ page }).include('portico-modal').withRules(['color-contrast']).analyze()
  for (const k of ['violations', 'incomplete', 'passes'] as const) console.log(tag, k, JSON.stringify(r[k].map((v: any) => v.nodes.map((n: any) => n.target.flat().join(' ')))))
}
test('probe', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto(demoUrl())
  await connectDevWallet(page)
  await page.getByRole('button', { name: 'Switch network', exact: true }).click()
  await expect(dialog(page).getByTestId('network-eip155:31337')).toBeVisible()
  await cc(page, 'networks-direct')
  await dialog(page).getByRole('button', { name: 'Close' }).click()
  await page.getByTestId('portico-connect-button').click()
  await expect(dialog(page).getByTestId('account-balance')).toContainText('ETH')
  await cc(page, 'account-direct')
  await page.evaluate(() => { const v = document.querySelector('portico-modal')!.shadowRoot!.querySelector('.pc-view') as HTMLElement; v.style.animation = 'none' })
  await cc(page, 'account-noanim')
})
