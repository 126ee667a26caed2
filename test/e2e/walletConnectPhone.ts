import type { Page } from '@playwright/test'
import { createMobileWallet, type MobileWallet, type MobileWalletOptions } from '../../hosts/mobile-wallet/src/createMobileWallet'
import { dialog, expect, openModal } from './fixtures'

/** Services started by the global setup (relay, chains), as the demo page sees them. */
type Services = { chains: { chainId: number; rpcUrl: string }[]; walletConnect?: { relayUrl: string } }
const services = (): Services => JSON.parse(process.env.DEMO_CONFIG ?? '{}') as Services

let wallets = 0
/**
 * The "phone": a walletkit wallet in the test's Node process, paired through the demo's local
 * relay and serving the demo's chains.
 */
export async function startPhone(options: Pick<MobileWalletOptions, 'oneClickAuth'> = {}): Promise<MobileWallet> {
  const { chains, walletConnect } = services()
  if (!walletConnect) throw new Error('The demo services have no WalletConnect relay')
  return createMobileWallet({
    relayUrl: walletConnect.relayUrl,
    evmChains: Object.fromEntries(chains.map((c) => [`eip155:${c.chainId}`, c.rpcUrl])),
    storagePrefix: `e2e-phone-${process.pid}-${++wallets}`,
    ...options,
  })
}

/** The QR view's pairing link, through its Copy link button (clipboard permissions granted). */
export async function copyPairingUri(page: Page): Promise<string> {
  const modal = dialog(page)
  await expect(modal.getByTestId('wc-qr')).toBeVisible()
  await modal.getByRole('button', { name: 'Copy link' }).click()
  await expect(page.getByTestId('portico-toast')).toHaveText('Link copied')
  return page.evaluate(() => navigator.clipboard.readText())
}

/** Opens the modal, picks WalletConnect and returns the pairing link. */
export async function openWalletConnect(page: Page): Promise<string> {
  const modal = await openModal(page)
  await modal.getByRole('button', { name: /WalletConnect/ }).first().click()
  return copyPairingUri(page)
}
