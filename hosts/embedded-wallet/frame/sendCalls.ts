import * as z from 'zod/mini'
import type { Hex } from 'viem'
import { UserOperationRevertedError, type AccountRunner, type RunnerAccountType } from './accountRunner'
import type { ApprovalDetails } from './approval'
import { CALLS_ERRORS, callsStatus, receiptSchema, type BundleStore, type CallsBundle } from './callsBundle'
import { ft } from './frameI18n'
import { feeRow, type FeeCall, type FeeQuote, type FeeQuoter, type NativeCurrency, type NetworkFee } from './networkFee'
import { refusePermissions } from './permissions'
import { FrameRpcError } from './signer'

/**
 * EIP-5792 in the embedded wallet: `wallet_sendCalls` (approved in the frame's panel, every call
 * shown), `wallet_getCallsStatus` and `wallet_getCapabilities`. An EOA runs the calls as
 * sequential transactions, each mined before the next is sent (`atomic: false`); a smart account
 * runs them in one `executeBatch` operation through its AccountRunner (`atomic: true`).
 */

/** Most calls one batch may carry (more: 5740). */
export const MAX_CALLS = 20
/** How long a sequential call may take to be mined before the batch stops (spec section 9). */
export const CALL_RECEIPT_TIMEOUT_MS = 25_000
const RECEIPT_POLL_MS = 500

const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an address (0x and 40 hex characters)'))
const quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/, 'Expected a hex quantity'))
const data = z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/, 'Expected hex data starting with 0x'), z.maxLength(200_000))
const capabilities = z.optional(z.record(z.string(), z.unknown()))

/** `wallet_sendCalls` params (spec section 3 "Wallet call"; EIP-5792 1.0 and 2.0.0). */
export const sendCallsParams = z.tuple([
  z.object({
    version: z.string().check(z.minLength(1), z.maxLength(20)),
    id: z.optional(z.string().check(z.minLength(1), z.maxLength(4096))),
    chainId: quantity,
    from: z.optional(address),
    atomicRequired: z.optional(z.boolean()),
    calls: z.array(z.object({ to: address, data: z.optional(data), value: z.optional(quantity), capabilities })).check(z.minLength(1)),
    capabilities,
  }),
])
/** `wallet_getCallsStatus` params. */
export const getCallsStatusParams = z.tuple([z.string().check(z.minLength(1), z.maxLength(4096))])
/** `wallet_getCapabilities` params: the account, and optionally the chains asked about. */
export const getCapabilitiesParams = z.union([z.tuple([address]), z.tuple([address, z.array(quantity)])])

/** A validated `wallet_sendCalls` request. */
export type SendCallsRequest = z.infer<typeof sendCallsParams>[0]

/** What the EIP-5792 methods need from the frame (wallet.ts builds it per request). */
export type CallsEnvironment = {
  /** The frame's chain. */
  chainId: number
  /** The project's chains; `smartAccount` where smart accounts run there. */
  chains: readonly { chainId: number; smartAccount?: unknown }[]
  /** The user's accounts on the frame's chain, and the active one's type. */
  accounts: readonly { address: string; type: RunnerAccountType }[]
  activeType: RunnerAccountType
  store: BundleStore
  /** Quotes the batch's network fee for the account; refuses a fee above the chain's cap (networkFee.ts). */
  quoteFee: FeeQuoter
  /** The chain's native token, as the fee is shown. */
  currency: NativeCurrency
  /** Shows the batch in the approval panel (the wallet adds the origin and the network); resolves with the visitor's choice. */
  approve(request: ApprovalDetails): Promise<boolean>
  /** Rebuilds the key for this request only and runs with the runner of `type`. */
  withRunner<T>(type: RunnerAccountType, run: (runner: Pick<AccountRunner, 'sendTransaction' | 'sendCalls'>) => Promise<T>): Promise<T>
  /** A read on a project chain (through its RPC endpoint). */
  read(chainId: number, method: string, params: unknown[]): Promise<unknown>
  /** Waits between receipt polls (tests pass an immediate one). */
  sleep?: (ms: number) => Promise<void>
  now?: () => number
}

const parse = <T>(schema: z.ZodMiniType<T>, params: unknown): T => {
  const result = schema.safeParse(params)
  if (result.success) return result.data
  const issue = result.error.issues[0]
  throw new FrameRpcError(`Invalid request params${issue ? `: ${issue.path.join('.') || 'params'}: ${issue.message}` : ''}`, -32602)
}

/** Refuses capabilities the wallet does not have unless marked `optional: true` (EIP-5792: 5700). */
function checkCapabilities(capabilities: Record<string, unknown> | undefined): void {
  for (const [name, value] of Object.entries(capabilities ?? {})) {
    const optional = typeof value === 'object' && value !== null && (value as { optional?: unknown }).optional === true
    if (!optional) throw new FrameRpcError(`Unsupported non-optional capability: ${name}`, CALLS_ERRORS.unsupportedCapability)
  }
}

const toHexChain = (chainId: number) => `0x${chainId.toString(16)}`

/** Validates a `wallet_sendCalls` request against the account and chain; returns it and the account type. */
export function parseSendCalls(params: unknown, env: CallsEnvironment): { request: SendCallsRequest; type: RunnerAccountType; from: string } {
  const [request] = parse(sendCallsParams, params)
  if (request.calls.length > MAX_CALLS) throw new FrameRpcError(`Batch too large: at most ${MAX_CALLS} calls`, CALLS_ERRORS.batchTooLarge)
  if (BigInt(request.chainId) !== BigInt(env.chainId)) {
    throw new FrameRpcError(`Unsupported chain id ${request.chainId}: the wallet is on ${toHexChain(env.chainId)}`, CALLS_ERRORS.unsupportedChainId)
  }
  const account = request.from
    ? env.accounts.find((candidate) => candidate.address.toLowerCase() === request.from?.toLowerCase())
    : env.accounts.find((candidate) => candidate.type === env.activeType)
  if (!account) throw new FrameRpcError('Unknown account', 4100)
  checkCapabilities(request.capabilities)
  for (const call of request.calls) checkCapabilities(call.capabilities)
  if (request.atomicRequired && account.type !== 'smartAccount') {
    throw new FrameRpcError('Atomicity not supported: a standard account (EOA) sends the calls one by one', CALLS_ERRORS.atomicityNotSupported)
  }
  return { request, type: account.type, from: account.address }
}

/** The batch's calls as they are sent (and their fee quoted). */
const batchCalls = (request: SendCallsRequest): FeeCall[] =>
  request.calls.map((call) => ({ to: call.to as Hex, value: BigInt(call.value ?? '0x0'), ...(call.data && call.data !== '0x' ? { data: call.data as Hex } : {}) }))

/** What the approval panel shows for a batch: every call's target, exact value in wei and data, and the network fee. */
export function describeSendCalls(request: SendCallsRequest, from: string, type: RunnerAccountType, fee: NetworkFee, currency: NativeCurrency): ApprovalDetails {
  const total = request.calls.reduce((sum, call) => sum + BigInt(call.value ?? '0x0'), 0n)
  const rows: [string, string][] = [
    [ft('from'), from],
    [ft('calls'), String(request.calls.length)],
    [ft('totalValueWei'), total.toString()],
    feeRow(fee, currency),
  ]
  request.calls.forEach((call, index) => {
    const n = index + 1
    rows.push([ft('callTo', { n }), call.to], [ft('callValueWei', { n }), BigInt(call.value ?? '0x0').toString()], [ft('callData', { n }), call.data && call.data !== '0x' ? call.data : ft('noData')])
  })
  const note = type === 'smartAccount' ? ft('callsAtomic') : ft('callsOneByOne')
  return { title: ft('sendCalls', { count: request.calls.length }), rows, note }
}

/** Polls the receipt of `hash` until it is mined or the timeout passes (then null). */
async function waitForReceipt(env: CallsEnvironment, hash: Hex) {
  const sleep = env.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)))
  const now = env.now ?? Date.now
  const started = now()
  for (;;) {
    const receipt = receiptSchema.safeParse(await env.read(env.chainId, 'eth_getTransactionReceipt', [hash]))
    if (!receipt.success) throw new FrameRpcError('Invalid RPC answer', -32603)
    if (receipt.data) return receipt.data
    if (now() - started >= CALL_RECEIPT_TIMEOUT_MS) return null
    await sleep(RECEIPT_POLL_MS)
  }
}

/**
 * The gas and fees each of an EOA's calls is sent with: its approved quote, or for a call that
 * could not be estimated before the earlier ones ran, a quote made now within what is left of the
 * cap (a refusal stops the batch there).
 */
function sendQuotes(env: CallsEnvironment, from: string, fee: NetworkFee) {
  let deferred = 0n
  return async (call: FeeCall, index: number): Promise<Partial<FeeQuote>> => {
    if (fee.sponsored) return {}
    const approved = fee.quotes[index]
    if (approved) return approved
    const late = await env.quoteFee('eoa', from as Hex, [call], fee.cap - fee.total - deferred)
    const quote = late.sponsored ? undefined : late.quotes[0]
    if (!quote) throw new FrameRpcError(`Cannot estimate the network fee of call ${index + 1}`, -32603)
    deferred += quote.gas * quote.maxFeePerGas
    return quote
  }
}

/** Runs the approved batch (an EOA's calls with the gas and fees their fee was quoted from); returns what the frame records of it. */
async function execute(env: CallsEnvironment, request: SendCallsRequest, from: string, type: RunnerAccountType, fee: NetworkFee): Promise<CallsBundle> {
  const calls = batchCalls(request)
  const quoteOf = sendQuotes(env, from, fee)
  const bundle: CallsBundle = { chainId: env.chainId, atomic: type === 'smartAccount', stopped: false, reverted: false, hashes: [] }
  return env.withRunner(type, async (runner) => {
    if (type === 'smartAccount') {
      try {
        bundle.hashes = (await runner.sendCalls(calls)).transactionHashes
      } catch (error) {
        if (!(error instanceof UserOperationRevertedError)) throw error
        return { ...bundle, hashes: [error.transactionHash], reverted: true }
      }
      return bundle
    }
    for (const [index, call] of calls.entries()) {
      let hash: Hex
      try {
        hash = await runner.sendTransaction({ ...call, ...(await quoteOf(call, index)) })
      } catch (error) {
        // Nothing sent yet: the request fails as a whole. Later: the batch stops here.
        if (index === 0) throw error
        return { ...bundle, stopped: true }
      }
      bundle.hashes.push(hash)
      // The next call may depend on this one (approve, then swap): it goes out once this one is mined and succeeded.
      if (index < calls.length - 1) {
        const receipt = await waitForReceipt(env, hash)
        if (receipt === null || receipt.status !== '0x1') return { ...bundle, stopped: true }
      }
    }
    return bundle
  })
}

/**
 * Answers the EIP-5792 methods and refuses the ERC-7715 permissions methods (permissions.ts);
 * undefined for any other method (the caller handles it).
 *
 * @example
 * const handled = await handleWalletCalls(method, params, env)
 * if (handled) return handled
 */
export async function handleWalletCalls(method: string, params: unknown, env: CallsEnvironment): Promise<{ result: unknown } | undefined> {
  refusePermissions(method)
  if (method === 'wallet_getCapabilities') {
    const [account, chainIds] = parse(getCapabilitiesParams, params)
    const owned = env.accounts.find((candidate) => candidate.address.toLowerCase() === account.toLowerCase())
    if (!owned) throw new FrameRpcError('Unknown account', 4100)
    const wanted = chainIds?.map((id) => Number(BigInt(id)))
    const result: Record<string, { atomic: { status: 'supported' | 'unsupported' } }> = {}
    for (const chain of env.chains) {
      if (wanted && !wanted.includes(chain.chainId)) continue
      const atomic = owned.type === 'smartAccount' && chain.smartAccount !== undefined
      result[toHexChain(chain.chainId)] = { atomic: { status: atomic ? 'supported' : 'unsupported' } }
    }
    return { result }
  }
  if (method === 'wallet_getCallsStatus') {
    const [id] = parse(getCallsStatusParams, params)
    const bundle = env.store.get(id)
    const read = async (hash: string) => {
      const receipt = receiptSchema.safeParse(await env.read(bundle.chainId, 'eth_getTransactionReceipt', [hash]))
      if (!receipt.success) throw new FrameRpcError('Invalid RPC answer', -32603)
      return receipt.data
    }
    return { result: await callsStatus(id, bundle, read) }
  }
  if (method !== 'wallet_sendCalls') return undefined
  const { request, type, from } = parseSendCalls(params, env)
  const release = env.store.reserve(request.id)
  try {
    const fee = await env.quoteFee(type, from as Hex, batchCalls(request))
    if (!(await env.approve(describeSendCalls(request, from, type, fee, env.currency)))) throw new FrameRpcError('User rejected the request.', 4001)
    const bundle = await execute(env, request, from, type, fee)
    const id = env.store.save(bundle, request.id)
    return { result: request.version.startsWith('1.') ? id : { id } }
  } catch (error) {
    release()
    throw error
  }
}
