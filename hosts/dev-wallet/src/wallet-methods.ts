import type { Hex, LocalAccount } from 'viem'
import { bytesToHex, hexToBigInt } from 'viem'
import type { DevChain } from './chains.js'
import { parseChainId, toHexChainId } from './chains.js'
import type { Bundle } from './eip5792.js'
import { callsStatus, parseSendCalls } from './eip5792.js'
import { ErrorCode, invalidParams, rpcError } from './errors.js'
import type { TxRequest } from './transactions.js'

/** What the EIP-5792 methods need from the provider. */
export interface WalletContext {
  /** Chains the wallet knows. */
  chains(): readonly DevChain[]
  /** The current chain. */
  currentChain(): DevChain
  /** The exposed account with `address`; throws `4100` when the origin or account is not authorised. */
  requireAccount(address: string): LocalAccount
  /** The active account; throws `4100` when the origin is not authorised. */
  defaultAccount(): LocalAccount
  /** Asks for consent. */
  approve(method: string, params: unknown): Promise<void>
  /** Signs and sends one transaction on `chain`, serialised with the provider's other sends. */
  send(account: LocalAccount, chain: DevChain, tx: TxRequest): Promise<Hex>
  /** Submitted bundles by id. */
  bundles: Map<string, Bundle>
}

/** `wallet_getCapabilities [address, chainIds?]`: every known chain, `atomic: unsupported`. */
export function getCapabilities(ctx: WalletContext, list: readonly unknown[]): Record<string, unknown> {
  const [address, chainIds] = list
  if (typeof address !== 'string') throw invalidParams('expected [address, chainIds?]')
  ctx.requireAccount(address)
  let wanted: number[] | undefined
  if (chainIds !== undefined && chainIds !== null) {
    if (!Array.isArray(chainIds)) throw invalidParams('chainIds must be an array')
    wanted = chainIds.map((id) => parseChainId(id))
  }
  const result: Record<string, unknown> = {}
  for (const chain of ctx.chains()) {
    if (wanted && !wanted.includes(chain.chainId)) continue
    result[toHexChainId(chain.chainId)] = { atomic: { status: 'unsupported' } }
  }
  return result
}

const randomId = (): Hex => bytesToHex(globalThis.crypto.getRandomValues(new Uint8Array(32)))

/**
 * `wallet_sendCalls`: one approval for the batch, then each call sent in order with
 * `eth_sendTransaction` semantics. Returns `{ id }` (or the bare id for version `1.0`).
 */
export async function sendCalls(ctx: WalletContext, params: object): Promise<unknown> {
  const request = parseSendCalls(params)
  const chain = ctx.chains().find((c) => c.chainId === request.chainId)
  if (!chain) throw rpcError(ErrorCode.unsupportedChainId, `Unsupported chain id ${toHexChainId(request.chainId)}`)
  const account = request.from ? ctx.requireAccount(request.from) : ctx.defaultAccount()
  const id = request.id ?? randomId()
  if (ctx.bundles.has(id)) throw rpcError(ErrorCode.duplicateId, `Duplicate bundle id ${id}`)
  await ctx.approve('wallet_sendCalls', params)
  const bundle: Bundle = { id, chainId: chain.chainId, rpcUrl: chain.rpcUrl, hashes: [], failed: false }
  for (const call of request.calls) {
    const tx: TxRequest = { from: account.address }
    if (call.to) tx.to = call.to
    if (call.data) tx.data = call.data
    if (call.value) tx.value = hexToBigInt(call.value)
    try {
      bundle.hashes.push(await ctx.send(account, chain, tx))
    } catch (error) {
      if (bundle.hashes.length === 0) throw error
      bundle.failed = true
      break
    }
  }
  ctx.bundles.set(id, bundle)
  return request.version === '1.0' ? id : { id }
}

/** `wallet_getCallsStatus [id]`: status and receipts of a submitted bundle. */
export async function getCallsStatus(ctx: WalletContext, list: readonly unknown[]): Promise<unknown> {
  const [id] = list
  if (typeof id !== 'string') throw invalidParams('expected [id]')
  const bundle = ctx.bundles.get(id)
  if (!bundle) throw rpcError(ErrorCode.unknownBundle, `Unknown bundle id ${id}`)
  return callsStatus(bundle)
}
