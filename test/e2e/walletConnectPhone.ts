import type { Page } from '@playwright/test'
import { createMobileWallet, type MobileWallet, type MobileWalletOptions } from '../../hosts/mobile-wallet/src/createMobileWallet'
import { dialog, expect, openModal } from './fixtures'

/** Services started by the global setup (relay, chains, Solana devnet), as the demo page sees them. */
export type DemoServices = {
  chains: { chainId: number; rpcUrl: string }[]
  walletConnect?: { relayUrl: string }
  solana?: { rpcUrl: string; wsUrl: string }
}
/** The global setup's services (its `DEMO_CONFIG`). */
export const demoServices = (): DemoServices => JSON.parse(process.env.DEMO_CONFIG ?? '{}') as DemoServices

let wallets = 0
/**
 * The "phone": a walletkit wallet in the test's Node process, paired through the demo's local
 * relay and serving the demo's chains; `options` add to or replace those defaults.
 */
export async function startPhone(options: Partial<MobileWalletOptions> = {}): Promise<MobileWallet> {
  const { chains, walletConnect } = demoServices()
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
  // The first QR waits for the SDK chunk and the relay: allow for a loaded machine.
  await expect(modal.getByTestId('wc-qr')).toBeVisible({ timeout: 20_000 })
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
