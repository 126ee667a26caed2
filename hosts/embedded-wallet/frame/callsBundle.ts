import * as z from 'zod/mini'
import { FrameRpcError } from './signer'

/**
 * EIP-5792 bundles as the frame remembers them. A bundle the wallet names gets an id that
 * carries its own facts (chain, flags, transaction hashes), so `wallet_getCallsStatus` still
 * answers after the frame reloads; an id the app chose maps to such an id for as long as the
 * frame lives. Status comes from the chain's receipts (public data), fetched through the
 * project's RPC endpoint.
 */

/** EIP-5792 error codes the frame answers with. */
export const CALLS_ERRORS = {
  unsupportedCapability: 5700,
  unsupportedChainId: 5710,
  duplicateId: 5720,
  unknownBundleId: 5730,
  batchTooLarge: 5740,
  atomicityNotSupported: 5760,
} as const

/** EIP-5792 batch status codes. */
export const CALLS_STATUS = { pending: 100, confirmed: 200, offchainFailure: 400, reverted: 500, partiallyReverted: 600 } as const

/** What the frame knows of a submitted batch. */
export type CallsBundle = {
  chainId: number
  /** One transaction for all calls (a smart account's executeBatch). */
  atomic: boolean
  /** A call failed before submission or reverted, so later calls were not sent (non-atomic). */
  stopped: boolean
  /** The atomic operation was mined but its calls reverted. */
  reverted: boolean
  hashes: `0x${string}`[]
}

const FORMAT = '01'
const WALLET_ID = /^0x01([0-9a-f]{16})([0-9a-f]{2})((?:[0-9a-f]{64})+)$/

/** The self-describing id of `bundle`. */
export function encodeBundleId(bundle: CallsBundle): string {
  const flags = (bundle.atomic ? 1 : 0) | (bundle.stopped ? 2 : 0) | (bundle.reverted ? 4 : 0)
  const chain = bundle.chainId.toString(16).padStart(16, '0')
  return `0x${FORMAT}${chain}${flags.toString(16).padStart(2, '0')}${bundle.hashes.map((hash) => hash.slice(2).toLowerCase()).join('')}`
}

/** The bundle an id of {@link encodeBundleId} describes, or undefined for any other string. */
export function decodeBundleId(id: string): CallsBundle | undefined {
  const match = WALLET_ID.exec(id)
  if (!match) return undefined
  const [, chain = '', flagText = '', hashText = ''] = match
  const flags = parseInt(flagText, 16)
  return {
    chainId: Number.parseInt(chain, 16),
    atomic: (flags & 1) !== 0,
    stopped: (flags & 2) !== 0,
    reverted: (flags & 4) !== 0,
    hashes: (hashText.match(/.{64}/g) ?? []).map((hash) => `0x${hash}` as const),
  }
}

/** App-chosen ids, for as long as the frame lives. */
export function createBundleStore() {
  const byAppId = new Map<string, string>()
  return {
    /** Holds `appId` for a batch in progress (5720 when already used); returns the release for a batch that failed. */
    reserve(appId: string | undefined): () => void {
      if (appId === undefined) return () => {}
      if (byAppId.has(appId) || decodeBundleId(appId)) throw new FrameRpcError(`Duplicate id: ${appId.slice(0, 100)}`, CALLS_ERRORS.duplicateId)
      byAppId.set(appId, '')
      return () => void byAppId.delete(appId)
    },
    /** Records `bundle`; returns the id to answer with (the app's, or the wallet's own). */
    save(bundle: CallsBundle, appId: string | undefined): string {
      const walletId = encodeBundleId(bundle)
      if (appId === undefined) return walletId
      byAppId.set(appId, walletId)
      return appId
    },
    /** The bundle behind `id`; throws 5730 for an id the frame never gave. */
    get(id: string): CallsBundle {
      const bundle = decodeBundleId(byAppId.get(id) || id)
      if (!bundle) throw new FrameRpcError(`Unknown bundle id: ${id.slice(0, 100)}`, CALLS_ERRORS.unknownBundleId)
      return bundle
    },
  }
}

/** The store of {@link createBundleStore}. */
export type BundleStore = ReturnType<typeof createBundleStore>

const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))
/** A transaction receipt, as far as EIP-5792 reports it. */
export const receiptSchema = z.nullable(
  z.object({ status: hex, logs: z.array(z.unknown()), blockHash: hex, blockNumber: hex, gasUsed: hex, transactionHash: hex }),
)
/** A mined receipt. */
export type CallsReceipt = NonNullable<z.infer<typeof receiptSchema>>

/**
 * The `wallet_getCallsStatus` answer (EIP-5792 2.0.0) for `bundle` with id `id`, from the
 * receipts of its transactions (`getReceipt` answers null until one is mined).
 */
export async function callsStatus(id: string, bundle: CallsBundle, getReceipt: (hash: string) => Promise<CallsReceipt | null>) {
  const receipts = await Promise.all(bundle.hashes.map(getReceipt))
  const mined = receipts.filter((receipt): receipt is CallsReceipt => receipt !== null)
  const ok = mined.filter((receipt) => receipt.status === '0x1').length
  let status: number = CALLS_STATUS.pending
  if (bundle.hashes.length === 0) status = CALLS_STATUS.offchainFailure
  else if (mined.length === bundle.hashes.length) {
    if (bundle.reverted || ok === 0) status = CALLS_STATUS.reverted
    else if (ok === mined.length && !bundle.stopped) status = CALLS_STATUS.confirmed
    else status = CALLS_STATUS.partiallyReverted
  }
  return {
    version: '2.0.0',
    id,
    chainId: `0x${bundle.chainId.toString(16)}`,
    status,
    atomic: bundle.atomic,
    receipts: mined.map(({ logs, status: receiptStatus, blockHash, blockNumber, gasUsed, transactionHash }) => ({
      logs,
      status: receiptStatus,
      blockHash,
      blockNumber,
      gasUsed,
      transactionHash,
    })),
  }
}
