import type { IdentifierString } from '@wallet-standard/base'
import type { Address } from 'viem'
import type { ApprovalMode, PendingRequest } from './approvals.js'
import { ApprovalQueue } from './approvals.js'
import type { ProviderOptions } from './eip1193.js'
import { DevWalletProvider } from './eip1193.js'
import type { ProviderInfo } from './eip6963.js'
import { announceProvider, withUuid } from './eip6963.js'
import { DEV_WALLET_ICON, DEV_WALLET_NAME, DEV_WALLET_RDNS } from './icon.js'
import type { AccountRef } from './keyring.js'
import { mountPromptPanel } from './panel.js'
import { registerWallet } from './register.js'
import { DevSolanaWallet } from './solana.js'
import { injectBitcoinProvider, injectPolkadotExtension, type BitcoinProtocol } from './injectBitcoinPolkadot.js'
import type { DevBitcoinNetwork, DevBitcoinWallet } from './bitcoin.js'
import type { DevPolkadotExtension } from './polkadot.js'
import { defaultStorage, WalletStore } from './storage.js'

/** Configuration of {@link installDevWallet}; every field is optional. */
export interface DevWalletConfig extends Omit<ProviderOptions, 'approvals'> {
  /** Solana ed25519 seed (32 bytes, or 64 hex chars). Default: generated once, kept in storage. */
  solanaSeed?: Uint8Array | string
  /** Solana chains to announce. Default `['solana:devnet', 'solana:localnet', 'solana:testnet']`. */
  solanaChains?: readonly IdentifierString[]
  /** Solana JSON-RPC URL `solana:signAndSendTransaction` sends to; without it that feature is off. */
  solanaRpc?: string
  /** Register the Wallet Standard Solana wallet. Default true. */
  solana?: boolean
  /** Offer the Bitcoin wallet. Default true. */
  bitcoin?: boolean
  /**
   * How the Bitcoin wallet is offered: 'sats-connect' (listed in `window.btc_providers`), 'wallet-standard'
   * (the bitcoin features) or 'unisat' (`window.unisat`). Default 'sats-connect'.
   */
  bitcoinProtocol?: BitcoinProtocol
  /** Secret (64 hex chars) of the Bitcoin keys. Default: generated once, kept in storage. */
  bitcoinSeed?: string
  /** Network of the Bitcoin addresses. Default 'mainnet'. */
  bitcoinNetwork?: DevBitcoinNetwork
  /** Inject the Polkadot extension (`window.injectedWeb3['portico-dev-wallet']`). Default true. */
  polkadot?: boolean
  /** sr25519 seed (64 hex chars) of the Polkadot key. Default: generated once, kept in storage. */
  polkadotSeed?: string
  /** Announce the EIP-1193 provider with EIP-6963. Default true. */
  eip6963?: boolean
  /** Also set `window.ethereum`. Default false. */
  legacy?: boolean
  /** Mount the floating approval panel (visible only in `'prompt'` mode). Default true. */
  panel?: boolean
  /** Put the control API on `window.porticoDevWallet`. Default true. */
  expose?: boolean
  /** EIP-6963 uuid of the main announcement. Default random. */
  uuid?: string
  /** The window to install into. Default the global `window`. */
  window?: Window
}

/** The control API, also at `window.porticoDevWallet`. */
export interface DevWalletControl {
  /** The EIP-1193 provider. */
  readonly provider: DevWalletProvider
  /** The Wallet Standard Solana wallet, unless disabled. */
  readonly solana: DevSolanaWallet | undefined
  /** The Bitcoin wallet, when offered. */
  readonly bitcoin: DevBitcoinWallet | undefined
  /** The Polkadot extension, when injected. */
  readonly polkadot: DevPolkadotExtension | undefined
  /** The main EIP-6963 info. */
  readonly info: ProviderInfo
  /** The current approval mode. */
  readonly mode: ApprovalMode
  /** Sets the approval mode: `'approve' | 'reject' | 'hold' | 'prompt'`. */
  setMode(mode: ApprovalMode): void
  /** Requests waiting for consent, oldest first. */
  pending(): PendingRequest[]
  /** Approves request `id`, or the oldest; false when none. */
  approve(id?: string): boolean
  /** Rejects request `id` (or the oldest) with 4001; false when none. */
  reject(id?: string): boolean
  /** Wallet-side chain change; an unknown chain is added (with `rpcUrl` or the current one). */
  setChain(chainId: number | string, rpcUrl?: string): void
  /** Wallet-side account change: indices, known addresses or new private keys, active first. */
  setAccounts(...refs: (AccountRef | readonly AccountRef[])[]): void
  /** Wallet-side disconnect of the EVM provider and the Solana wallet. */
  disconnect(): void
  /** EVM methods requested so far, in order (a copy). */
  readonly requests: string[]
  /** Empties the request log. */
  clearRequests(): void
  /** Announces the provider again under any info (hostile names welcome); returns the full info. */
  announce(info: Partial<ProviderInfo>): ProviderInfo
  /** Addresses the EVM provider exposes once connected. */
  accounts(): Address[]
  /** The current EVM chain id. */
  chainId(): number
  /** The Solana address (base58), unless the Solana wallet is disabled. */
  readonly solanaAddress: string | undefined
  /** The Bitcoin payment and ordinals addresses, when offered. */
  readonly bitcoinAddresses: { payment: string; ordinals: string } | undefined
  /** The Polkadot account's address (generic SS58 format 42), when injected. */
  readonly polkadotAddress: string | undefined
  /** Removes everything `installDevWallet` added. */
  uninstall(): void
}

declare global {
  interface Window {
    porticoDevWallet?: DevWalletControl
    __porticoDevWalletConfig?: unknown
  }
}

/**
 * Installs the dev wallet into a page: an EIP-1193 provider announced with EIP-6963 (and,
 * with `legacy`, `window.ethereum`), a Wallet Standard Solana wallet, the approval panel and
 * the control API on `window.porticoDevWallet`. A test fixture, never for real funds.
 *
 * @example
 * const wallet = installDevWallet({ chains: [{ chainId: 31337, rpcUrl, name: 'Anvil' }], mode: 'hold' })
 * // ... the dapp calls eth_requestAccounts ...
 * wallet.approve()
 */
export function installDevWallet(config: DevWalletConfig = {}): DevWalletControl {
  const win = config.window ?? window
  const storage = config.storage ?? defaultStorage()
  const storageKey = config.storageKey ?? 'portico-dev-wallet'
  const origin = config.origin ?? win.location.origin
  const approvals = new ApprovalQueue(config.mode ?? 'approve')
  const provider = new DevWalletProvider({ ...config, approvals, storage, storageKey, origin })
  const cleanups: (() => void)[] = []

  let solana: DevSolanaWallet | undefined
  const store = new WalletStore(storage, storageKey)
  if (config.solana ?? true) {
    solana = new DevSolanaWallet({ approvals, store, origin, seed: config.solanaSeed, chains: config.solanaChains, rpcUrl: config.solanaRpc })
    cleanups.push(registerWallet(win, solana))
  }
  const bitcoin = (config.bitcoin ?? true) ? injectBitcoinProvider(win, { approvals, store, origin, seed: config.bitcoinSeed, network: config.bitcoinNetwork }, config.bitcoinProtocol ?? 'sats-connect', cleanups) : undefined
  const polkadot = (config.polkadot ?? true) ? injectPolkadotExtension(win, { approvals, store, origin, seed: config.polkadotSeed }, cleanups) : undefined
  const info = withUuid({ uuid: config.uuid, name: DEV_WALLET_NAME, icon: DEV_WALLET_ICON, rdns: DEV_WALLET_RDNS })
  if (config.eip6963 ?? true) cleanups.push(announceProvider(win, { info, provider }))
  if (config.legacy) {
    ;(win as Window & { ethereum?: unknown }).ethereum = provider
    cleanups.push(() => void delete (win as Window & { ethereum?: unknown }).ethereum)
  }
  if (config.panel ?? true) cleanups.push(mountPromptPanel(win.document, approvals))

  const control: DevWalletControl = {
    provider,
    solana,
    bitcoin,
    polkadot,
    info,
    get mode() {
      return approvals.mode
    },
    setMode: (mode) => approvals.setMode(mode),
    pending: () => approvals.pending(),
    approve: (id) => approvals.approve(id),
    reject: (id) => approvals.reject(id),
    setChain: (chainId, rpcUrl) => provider.setChain(chainId, rpcUrl),
    setAccounts: (...refs) => provider.setAccounts(refs.flat()),
    disconnect: () => {
      provider.disconnect()
      void solana?.disconnect()
      bitcoin?.disconnect()
      polkadot?.disconnect()
    },
    get requests() {
      return [...provider.requests]
    },
    clearRequests: () => void provider.requests.splice(0),
    announce: (partial) => {
      const extra = withUuid({ name: 'Unnamed Wallet', icon: DEV_WALLET_ICON, rdns: 'dev.portico.extra', ...partial })
      cleanups.push(announceProvider(win, { info: extra, provider }))
      return extra
    },
    accounts: () => provider.addresses,
    chainId: () => provider.chain.chainId,
    solanaAddress: solana?.account.address,
    bitcoinAddresses: bitcoin && { payment: bitcoin.payment.address, ordinals: bitcoin.ordinals.address },
    polkadotAddress: polkadot?.account.address,
    uninstall: () => {
      for (const cleanup of cleanups.splice(0).reverse()) cleanup()
      approvals.rejectAll()
      if (win.porticoDevWallet === control) delete win.porticoDevWallet
    },
  }
  if (config.expose ?? true) win.porticoDevWallet = control
  return control
}
