import type { Address, Hex } from 'viem'
import { isAddress, isHex } from 'viem'
import { ErrorCode, invalidParams, rpcError } from './errors.js'
import { jsonRpc } from './rpc.js'

/** EIP-5792 batch status codes. */
export const CallsStatus = {
  pending: 100,
  confirmed: 200,
  offchainFailure: 400,
  reverted: 500,
  partiallyReverted: 600,
} as const

/** One call of `wallet_sendCalls`. */
export interface Call {
  to?: Address
  data?: Hex
  value?: Hex
}

/** `wallet_sendCalls` parameters, parsed. */
export interface SendCallsRequest {
  version: string
  id?: string
  chainId: number
  from?: Address
  atomicRequired: boolean
  calls: Call[]
  capabilities: Record<string, unknown>
}

/** A submitted batch, as the wallet remembers it. */
export interface Bundle {
  id: string
  chainId: number
  rpcUrl: string
  hashes: Hex[]
  /** True when a call could not be submitted after earlier ones were. */
  failed: boolean
}

const hexOpt = (value: unknown, key: string): Hex | undefined => {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !isHex(value)) throw invalidParams(`${key} must be hex`)
  return value
}

/** Validates the parameters of `wallet_sendCalls` (versions `1.0` and `2.0.0`). */
export function parseSendCalls(params: unknown): SendCallsRequest {
  const first: unknown = Array.isArray(params) ? params[0] : undefined
  if (typeof first !== 'object' || first === null) throw invalidParams('expected [{ version, chainId, calls }]')
  const p = first as Record<string, unknown>
  if (typeof p.version !== 'string') throw invalidParams('version is required')
  if (typeof p.chainId !== 'string' || !/^0x[0-9a-fA-F]+$/.test(p.chainId)) throw invalidParams('chainId must be hex')
  if (!Array.isArray(p.calls) || p.calls.length === 0) throw invalidParams('calls must be a non-empty array')
  const calls = p.calls.map((raw: unknown, i): Call => {
    if (typeof raw !== 'object' || raw === null) throw invalidParams(`calls[${i}] must be an object`)
    const c = raw as Record<string, unknown>
    const call: Call = {}
    if (c.to !== undefined && c.to !== null) {
      if (typeof c.to !== 'string' || !isAddress(c.to, { strict: false })) throw invalidParams(`calls[${i}].to`)
      call.to = c.to
    }
    const data = hexOpt(c.data, `calls[${i}].data`)
    if (data) call.data = data
    const value = hexOpt(c.value, `calls[${i}].value`)
    if (value) call.value = value
    const capabilities = c.capabilities
    if (capabilities && typeof capabilities === 'object') checkCapabilities(capabilities as Record<string, unknown>)
    return call
  })
  const request: SendCallsRequest = {
    version: p.version,
    chainId: Number.parseInt(p.chainId.slice(2), 16),
    atomicRequired: p.atomicRequired === true,
    calls,
    capabilities: typeof p.capabilities === 'object' && p.capabilities !== null ? (p.capabilities as Record<string, unknown>) : {},
  }
  if (p.from !== undefined && p.from !== null) {
    if (typeof p.from !== 'string' || !isAddress(p.from, { strict: false })) throw invalidParams('from must be an address')
    request.from = p.from
  }
  if (p.id !== undefined && p.id !== null) {
    if (typeof p.id !== 'string' || p.id.length === 0 || p.id.length > 4096) throw invalidParams('id must be a string')
    request.id = p.id
  }
  checkCapabilities(request.capabilities)
  if (request.atomicRequired) throw rpcError(ErrorCode.atomicityNotSupported, 'Atomicity not supported: calls are sent one by one')
  return request
}

/** Throws `5700` for any capability not marked `optional: true`: the dev wallet supports none. */
function checkCapabilities(capabilities: Record<string, unknown>): void {
  for (const [name, value] of Object.entries(capabilities)) {
    const optional = typeof value === 'object' && value !== null && (value as { optional?: unknown }).optional === true
    if (!optional) throw rpcError(ErrorCode.unsupportedCapability, `Unsupported non-optional capability: ${name}`)
  }
}

interface Receipt {
  status: Hex
  logs: unknown[]
  blockHash: Hex
  blockNumber: Hex
  gasUsed: Hex
  transactionHash: Hex
}

/** Builds the `wallet_getCallsStatus` answer for `bundle` from its receipts. */
export async function callsStatus(bundle: Bundle): Promise<Record<string, unknown>> {
  const receipts = await Promise.all(
    bundle.hashes.map((hash) => jsonRpc(bundle.rpcUrl, 'eth_getTransactionReceipt', [hash]) as Promise<Receipt | null>),
  )
  const mined = receipts.filter((r): r is Receipt => r !== null)
  const ok = mined.filter((r) => r.status === '0x1').length
  let status: number = CallsStatus.pending
  if (bundle.hashes.length === 0) status = CallsStatus.offchainFailure
  else if (mined.length === bundle.hashes.length) {
    if (ok === mined.length && !bundle.failed) status = CallsStatus.confirmed
    else if (ok === 0 && !bundle.failed) status = CallsStatus.reverted
    else status = CallsStatus.partiallyReverted
  }
  return {
    version: '2.0.0',
    id: bundle.id,
    chainId: `0x${bundle.chainId.toString(16)}`,
    status,
    atomic: false,
    receipts: mined.map((r) => ({
      logs: r.logs,
      status: r.status,
      blockHash: r.blockHash,
      blockNumber: r.blockNumber,
      gasUsed: r.gasUsed,
      transactionHash: r.transactionHash,
    })),
  }
}
