import { demoUrl, devWalletRow, expect, openModal, test, wallet } from './fixtures'

const HOSTILE_NAME = '<img src=x onerror="window.__pwned=1">Evil'

for (const exclude of ['dev.portico.wallet', 'PORTICO DEV WALLET']) {
  test(`§6 behavior: a wallet excluded by "${exclude}" is not listed`, async ({ page }) => {
    await page.goto(demoUrl({ exclude }))
    // A control: another announced wallet is listed, so discovery did run.
    await wallet(page, `announce({ name: 'Control Wallet', rdns: 'dev.portico.control' })`)
    const modal = await openModal(page)
    await expect(modal.getByRole('button', { name: /Control Wallet/ })).toBeVisible()
    await expect(devWalletRow(page)).toHaveCount(0)

    // Nor in All Wallets.
    await modal.getByRole('button', { name: 'All Wallets' }).click()
    await expect(modal.getByRole('heading', { name: 'All Wallets' })).toBeVisible()
    const list = modal.getByTestId('all-wallets-list')
    await expect(list.getByRole('button', { name: /Control Wallet/ })).toBeVisible()
    await expect(list.getByText('Portico Dev Wallet')).toHaveCount(0)
  })
}

test('§6 behavior: a hostile wallet name and javascript: icon render as harmless text', async ({ page }) => {
  await page.goto(demoUrl())
  await wallet(page, `announce(${JSON.stringify({ name: HOSTILE_NAME, icon: 'javascript:window.__pwned=2', rdns: 'dev.evil' })})`)
  const modal = await openModal(page)
  const row = modal.getByRole('button', { name: HOSTILE_NAME })
  await expect(row).toBeVisible()
  await expect(row.locator('.pc-item-name')).toHaveText(HOSTILE_NAME)

  const images = await page.evaluate(() => {
    const root = document.querySelector('portico-modal')?.shadowRoot
    return [...(root?.querySelectorAll('img') ?? [])].map((img) => img.getAttribute('src') ?? '')
  })
  expect(images.filter((src) => src === 'x' || src.trim().toLowerCase().startsWith('javascript:'))).toEqual([])
  // Connecting through it does not run it either (the icon shows in ConnectingExternal).
  await row.click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await page.getByTestId('portico-connect-button').click()
  await expect(modal.getByRole('heading', { name: 'Account' })).toBeVisible()
  const allImages = await page.evaluate(() => [...(document.querySelector('portico-modal')?.shadowRoot?.querySelectorAll('img') ?? [])].map((img) => img.getAttribute('src') ?? ''))
  expect(allImages.filter((src) => src === 'x' || src.trim().toLowerCase().startsWith('javascript:'))).toEqual([])
  expect(await page.evaluate(() => (window as Window & { __pwned?: unknown }).__pwned)).toBeUndefined()
})

test('§9 behavior: All Wallets searches the catalog and windows its rows', async ({ page }) => {
  await page.goto(demoUrl())
  const modal = await openModal(page)
  await modal.getByRole('button', { name: 'All Wallets' }).click()
  await expect(modal.getByRole('heading', { name: 'All Wallets' })).toBeVisible()
  const list = modal.getByTestId('all-wallets-list')
  const count = modal.getByText(/^\d+ wallets?$/)
  await expect(count).toBeVisible()
  const total = Number((await count.textContent())?.split(' ')[0])
  expect(total).toBeGreaterThan(4)
  // Installed wallets are listed too.
  await expect(list.getByRole('button', { name: /Portico Dev Wallet/ })).toBeVisible()
  // Windowed: fewer rows rendered than wallets listed (16 catalog wallets + the dev wallet, 360px viewport).
  const rendered = await list.getByRole('listitem').count()
  expect(rendered).toBeGreaterThan(0)
  expect(rendered).toBeLessThan(total + 1)

  await modal.getByRole('searchbox', { name: 'Search wallets' }).fill('rain')
  await expect(list.getByRole('button', { name: /Rainbow/ })).toBeVisible()
  await expect(list.getByRole('listitem')).toHaveCount(1)
  await expect(modal.getByText(/^1 wallets?$/)).toBeVisible()

  await modal.getByRole('searchbox', { name: 'Search wallets' }).fill('no such wallet')
  await expect(list.getByRole('listitem')).toHaveCount(0)
  await expect(modal.getByText(/^0 wallets?$/)).toBeVisible()
})
