import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Locator, Page } from '@playwright/test'
import { DEV_WALLET_ADDRESS, demoUrl, dialog, expect, openModal, test } from './fixtures'

/**
 * Issue 21 (languages): the demo host takes `?locale=`; Arabic lays the modal out right to left;
 * Japanese leaves no English on the Connect and Account views; the locale switches at run time.
 */

/** Every text a visitor sees or hears in the dialog: text nodes, and labels, placeholders, titles. */
async function textsIn(modal: Locator): Promise<string[]> {
  return modal.evaluate((root) => {
    const texts: string[] = []
    const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) if (node.textContent?.trim()) texts.push(node.textContent.trim())
    for (const element of root.querySelectorAll('*'))
      for (const name of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(name)?.trim()
        if (value) texts.push(value)
      }
    return texts
  })
}

/**
 * The texts still holding an English word once data is removed: names of wallets, networks
 * and tokens, symbols, addresses (data, not interface text, stay as they are in any locale),
 * and 'NFT', a term the translations keep.
 */
async function englishLeft(modal: Locator, data: string[]): Promise<string[]> {
  const strip = (text: string) =>
    [...data, 'NFT']
      .filter(Boolean)
      .sort((a, b) => b.length - a.length)
      .reduce((rest, value) => rest.split(value).join(' '), text)
      .replace(/0x[0-9a-fA-F]+(\.\.\.[0-9a-fA-F]+)?/g, ' ')
  return (await textsIn(modal)).map(strip).filter((text) => /[A-Za-z]{3,}/.test(text))
}

const texts = (locator: Locator) => locator.allInnerTexts()

async function connectAndOpenAccount(page: Page): Promise<Locator> {
  const modal = await openModal(page)
  await modal.getByRole('button', { name: /Portico Dev Wallet/ }).click()
  await expect(page.getByTestId('demo-status')).toHaveText('connected')
  await expect(dialog(page)).toBeHidden()
  await page.getByTestId('portico-connect-button').click()
  await expect(modal.getByTestId('account-address')).toBeVisible()
  await expect(modal.getByTestId('account-balance')).toContainText('ETH')
  return modal
}

test('?locale=ja: no English left on the Connect and Account views', async ({ page }) => {
  await page.goto(demoUrl({ locale: 'ja' }))
  await expect(page.getByTestId('portico-connect-button')).toHaveText('ウォレットを接続')
  const modal = await openModal(page)
  await expect(modal.getByRole('heading', { name: 'ウォレットを接続' })).toBeVisible()
  await expect(modal.getByRole('button', { name: /Portico Dev Wallet/ })).toBeVisible()
  const wallets = await texts(modal.locator('[data-testid^="wallet-"] .pc-item-name'))
  expect(await englishLeft(modal, wallets)).toEqual([])
  await page.keyboard.press('Escape')

  const account = await connectAndOpenAccount(page)
  await expect(account.getByRole('heading', { name: 'アカウント' })).toBeVisible()
  await expect(account.getByRole('tab', { name: 'トークン' })).toBeVisible()
  const network = await account.getByRole('button', { name: /^ネットワーク:/ }).innerText()
  const tokenRows = account.locator('[data-testid^="token-"][data-amount]')
  const tokens = await texts(tokenRows.locator('.pc-item-name > span:first-child'))
  const symbols = await tokenRows.evaluateAll((rows) => rows.map((row) => row.getAttribute('data-testid')?.slice('token-'.length) ?? ''))
  const walletNames = await texts(account.locator('.pc-avatar'))
  expect(await englishLeft(account, [network, ...tokens, ...symbols, ...walletNames])).toEqual([])
})

test('?locale=ar: the modal is laid out right to left (dir=rtl on the modal root); screenshot kept', async ({ page }, testInfo) => {
  await page.goto(demoUrl({ locale: 'ar' }))
  const modal = await openModal(page)
  await expect(modal.getByRole('heading', { name: 'ربط المحفظة' })).toBeVisible()
  await expect(page.locator('.pc-root').filter({ has: modal })).toHaveAttribute('dir', 'rtl')
  await expect(page.locator('.pc-root').filter({ has: modal })).toHaveAttribute('lang', 'ar')
  // Right to left: the header's close button sits at the left end, the wallet names right-aligned.
  const close = await modal.getByRole('button', { name: 'إغلاق' }).boundingBox()
  const title = await modal.getByRole('heading', { name: 'ربط المحفظة' }).boundingBox()
  expect(close && title && close.x < title.x).toBe(true)
  const row = await modal.getByRole('button', { name: /Portico Dev Wallet/ }).boundingBox()
  const name = await modal.getByRole('button', { name: /Portico Dev Wallet/ }).locator('.pc-item-name').boundingBox()
  expect(row && name && name.x + name.width > row.x + row.width / 2).toBe(true)
  const path = testInfo.outputPath('modal-ar.png')
  await page.screenshot({ path })
  await testInfo.attach('modal-ar', { path, contentType: 'image/png' })
})

test('switching locale at run time re-renders the open modal (portico.setLocale)', async ({ page }) => {
  await page.goto(demoUrl({ locale: 'en' }))
  const modal = await openModal(page)
  await expect(modal.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  await page.getByTestId('demo-locale').selectOption('de')
  await expect(modal.getByRole('heading', { name: 'Wallet verbinden' })).toBeVisible()
  await expect(modal.getByRole('button', { name: 'Schließen' })).toBeVisible()
  await page.getByTestId('demo-locale').selectOption('ar')
  await expect(modal.getByRole('heading', { name: 'ربط المحفظة' })).toBeVisible()
  await expect(page.locator('.pc-root').filter({ has: modal })).toHaveAttribute('dir', 'rtl')
  await page.getByTestId('demo-locale').selectOption('en')
  await expect(modal.getByRole('heading', { name: 'Connect Wallet' })).toBeVisible()
  await expect(page.locator('.pc-root').filter({ has: modal })).toHaveAttribute('dir', 'ltr')
  // The choice is kept in the URL: a reload starts in it.
  await page.getByTestId('demo-locale').selectOption('ko')
  await page.reload()
  await expect(page.getByTestId('portico-connect-button')).toHaveText('지갑 연결')
})

test('?locale=ja: no English left on the Swap view, its quote facts included', async ({ page }) => {
  await page.goto(demoUrl({ locale: 'ja' }))
  const account = await connectAndOpenAccount(page)
  await account.getByTestId('account-feature-swaps').click()
  await expect(account.getByRole('heading', { name: 'スワップ' })).toBeVisible()
  await account.getByTestId('swap-buy-token').click()
  await account.getByTestId('swap-token-option-PUSDC').click()
  await account.getByTestId('swap-amount').fill('0.01')
  await expect(account.getByTestId('swap-rate')).toContainText('1 ETH = ')
  await expect(account.getByTestId('swap-review')).toHaveText('スワップを確認')
  // Data stay as they are: the route's name and the token symbols.
  const route = await account.getByTestId('swap-provider').innerText()
  expect(await englishLeft(account, [route, 'PUSDC', 'ETH'])).toEqual([])
})

test('?locale=ja: no English left on the Activity tab (titles, status, days, months, list states)', async ({ page }) => {
  // An indexer speaking the documented shape: a token sent, and a failed approval without transfers.
  const transaction = (id: string, minedAt: string, operationType: string, status: string, transfers: unknown[]) => ({
    id,
    metadata: { minedAt, chain: 'eip155:31337', operationType, hash: id, status, sentFrom: DEV_WALLET_ADDRESS, sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', nonce: 1 },
    transfers,
  })
  const data = [
    transaction(`0x${'ab'.repeat(32)}`, '2024-11-15T12:00:00.000Z', 'send', 'confirmed', [{ fungible_info: { name: 'Portico Coin', symbol: 'PUSDC' }, direction: 'out', quantity: { numeric: '1234.56789' } }]),
    transaction(`0x${'cd'.repeat(32)}`, '2024-11-09T12:00:00.000Z', 'approve', 'failed', []),
  ]
  const indexer = createServer((_request, response) => {
    response.setHeader('access-control-allow-origin', '*')
    response.setHeader('content-type', 'application/json')
    response.end(JSON.stringify({ data, next: null }))
  })
  await new Promise<void>((resolve) => indexer.listen(0, '127.0.0.1', resolve))
  try {
    await page.goto(demoUrl({ locale: 'ja', historyIndexer: `http://127.0.0.1:${(indexer.address() as AddressInfo).port}/v1` }))
    const account = await connectAndOpenAccount(page)
    await account.getByRole('tab', { name: 'アクティビティ' }).click()
    const items = account.getByTestId('activity-item')
    await expect(items.getByTestId('activity-title')).toHaveText(['送金済み', '承認済み失敗'])
    await expect(account.getByTestId('activity-group').getByRole('heading')).toHaveText(['2024年11月'])
    await expect(items.getByTestId('activity-date')).toHaveText(['11月15日', '11月9日'])
    await expect(items.first().getByTestId('activity-line')).toHaveText(['-1234.568 PUSDC'])
    // Data stay as they are: the network and wallet names, the symbols, the addresses.
    const network = await account.getByRole('button', { name: /^ネットワーク:/ }).innerText()
    const walletNames = await texts(account.locator('.pc-avatar'))
    expect(await englishLeft(account, [network, ...walletNames, 'PUSDC', 'ETH'])).toEqual([])
  } finally {
    await new Promise((resolve) => indexer.close(resolve))
  }
})
