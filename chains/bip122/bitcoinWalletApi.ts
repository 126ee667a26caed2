/** What a Bitcoin address is for: payments (spec section 3: bip122 accounts are `payment`) or ordinals (inscriptions). */
export type BitcoinPurpose = 'payment' | 'ordinals'

/** One address a Bitcoin wallet shares. */
export type BitcoinWalletAccount = {
  address: string
  /** Hex public key ('' when the wallet does not share it). */
  publicKey: string
  purpose: BitcoinPurpose
}

/** A PSBT input the wallet is asked to sign (WalletConnect's `signInputs` item). */
export type BitcoinSignInput = { address: string; index: number; sighashTypes?: number[] | undefined }

/**
 * One browser Bitcoin wallet protocol (Wallet Standard, sats-connect, Unisat), brought to one
 * shape: the connector (`createBitcoinConnector`) serves WalletConnect's bip122 methods over it.
 * Messages are UTF-8 text; PSBTs and signatures are base64.
 */
export type BitcoinWalletApi = {
  /** Asks for the payment and ordinals addresses (may prompt); payment first. */
  connect(): Promise<BitcoinWalletAccount[]>
  /** The addresses already authorised, without prompting; [] when none. */
  accounts(): Promise<BitcoinWalletAccount[]>
  disconnect(): Promise<void>
  signMessage(parameters: { address: string; message: string; protocol?: 'ecdsa' | 'bip322' | undefined }): Promise<{ signature: string }>
  signPsbt(parameters: { psbt: string; signInputs: BitcoinSignInput[]; broadcast: boolean }): Promise<{ psbt?: string | undefined; txid?: string | undefined }>
  /** Sends `amount` satoshis; absent when the protocol has no transfer request. */
  sendTransfer?: ((parameters: { recipient: string; amount: bigint }) => Promise<{ txid: string }>) | undefined
  /** Calls `listener` when the wallet's accounts change; returns the unsubscribe. */
  onAccountsChanged(listener: () => void): () => void
}
