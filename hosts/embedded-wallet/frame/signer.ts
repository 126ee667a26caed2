import * as z from 'zod/mini'
import { bytesToHex, hexToBytes, isHex, type Hex, type TypedDataDefinition } from 'viem'
import type { AccountRunner } from './accountRunner'
import type { ApprovalDetails } from './approval'
import { ft } from './frameI18n'
import type { FeeCall, FeeQuote } from './networkFee'
import { parseStrictJson } from './strictJson'

const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const hex = z.string().check(z.regex(/^0x[0-9a-fA-F]*$/))
export const personalSignParams = z.tuple([z.string(), address])
export const typedDataParams = z.tuple([address, z.string()])
const typedDataSchema = z.object({
  domain: z.record(z.string(), z.unknown()),
  types: z.record(z.string(), z.array(z.object({ name: z.string(), type: z.string() }))),
  primaryType: z.string(),
  message: z.record(z.string(), z.unknown()),
})
export const sendTransactionParams = z.tuple([
  z.object({
    from: z.optional(address),
    to: address,
    value: z.optional(hex),
    data: z.optional(hex),
    gas: z.optional(hex),
    maxFeePerGas: z.optional(hex),
    maxPriorityFeePerGas: z.optional(hex),
  }),
])

/** An error the frame replies with, with a JSON-RPC code. */
export class FrameRpcError extends Error {
  constructor(message: string, readonly code: number) {
    super(message)
  }
}

const parse = <T>(schema: z.ZodMiniType<T>, params: unknown): T => {
  const result = schema.safeParse(params)
  if (!result.success) throw new FrameRpcError('Invalid request params', -32602)
  return result.data
}

/**
 * Control characters (but tab and newline) and bidirectional controls: they can hide text or
 * show it in another order than the bytes signed.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const HIDDEN_CHARACTERS = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g

/** `text` without control and bidirectional characters, as the approval panel shows it. */
export function readableText(text: string): string {
  return text.replace(HIDDEN_CHARACTERS, '')
}

/** The bytes of a personal_sign message: hex is raw bytes, anything else its UTF-8. */
function messageBytes(message: string): Uint8Array {
  return isHex(message) ? hexToBytes(message) : new TextEncoder().encode(message)
}

/** The bytes as UTF-8 text; undefined when they are not valid UTF-8. */
function utf8Text(bytes: Uint8Array): string | undefined {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes)
  } catch {
    return undefined
  }
}

/**
 * Typed data as it will be signed: parsed without duplicate keys (JSON.parse keeps the last of
 * two, another parser the first) and checked; the panel shows this object re-serialised.
 */
function parseTypedData(json: string) {
  let parsed: unknown
  try {
    parsed = parseStrictJson(json)
  } catch (error) {
    throw new FrameRpcError(`Invalid typed data: ${(error as Error).message}`, -32602)
  }
  return parse(typedDataSchema, parsed)
}

/** What the approval panel shows for an unsafe request (the wallet adds the origin and the network). */
export function describeRequest(method: string, params: unknown, from: string): ApprovalDetails {
  if (method === 'personal_sign') {
    const [message] = parse(personalSignParams, params)
    const bytes = messageBytes(message)
    const rows: [string, string][] = [[ft('account'), from], [ft('messageHex'), bytesToHex(bytes)]]
    const text = utf8Text(bytes)
    if (text === undefined) return { title: ft('signMessage'), rows, note: ft('messageNotText') }
    const shown = readableText(text)
    return {
      title: ft('signMessage'),
      rows,
      body: shown,
      ...(shown === text ? {} : { note: ft('hiddenCharsRemoved') }),
    }
  }
  if (method === 'eth_signTypedData_v4') {
    const [, json] = parse(typedDataParams, params)
    return { title: ft('signTypedData'), rows: [[ft('account'), from]], body: readableText(JSON.stringify(parseTypedData(json), null, 2)) }
  }
  if (method === 'eth_sendTransaction') {
    const [tx] = parse(sendTransactionParams, params)
    return {
      title: ft('sendTransaction'),
      rows: [[ft('from'), from], [ft('to'), tx.to], [ft('valueWei'), BigInt(tx.value ?? '0x0').toString()]],
      body: tx.data && tx.data !== '0x' ? tx.data : undefined,
    }
  }
  throw new FrameRpcError(`Method not supported by the embedded wallet: ${method}`, 4200)
}

const quantity = (value: string | undefined) => (value === undefined ? undefined : BigInt(value))

/** The transaction of an `eth_sendTransaction` with the gas and fees the dapp named (the fee is quoted from it). */
export function transactionCall(params: unknown): FeeCall {
  const [tx] = parse(sendTransactionParams, params)
  return {
    to: tx.to as Hex,
    value: BigInt(tx.value ?? '0x0'),
    ...(tx.data && tx.data !== '0x' ? { data: tx.data as Hex } : {}),
    gas: quantity(tx.gas),
    maxFeePerGas: quantity(tx.maxFeePerGas),
    maxPriorityFeePerGas: quantity(tx.maxPriorityFeePerGas),
  }
}

/**
 * The account an unsafe request names: the signer of `personal_sign` / `eth_signTypedData_v4`,
 * the `from` of `eth_sendTransaction` (undefined when absent: the active account).
 */
export function requestAccount(method: string, params: unknown): string | undefined {
  if (method === 'personal_sign') return parse(personalSignParams, params)[1]
  if (method === 'eth_signTypedData_v4') return parse(typedDataParams, params)[0]
  if (method === 'eth_sendTransaction') return parse(sendTransactionParams, params)[0].from
  return undefined
}

/**
 * Runs an approved unsafe request on `runner` (the EOA or the smart account it names, built with
 * the key rebuilt for this request). The RPC endpoint is the project's, never one the host names.
 * `fee`: the gas limit and fees the approved fee was quoted from; a transaction is sent with them.
 */
export async function signRequest(parameters: { method: string; params: unknown; runner: AccountRunner; fee?: FeeQuote | undefined }): Promise<unknown> {
  const { method, params, runner, fee } = parameters
  const sameAccount = (address: string) => {
    if (address.toLowerCase() !== runner.address.toLowerCase()) throw new FrameRpcError('Unknown account', 4100)
  }
  if (method === 'personal_sign') {
    const [message, signer] = parse(personalSignParams, params)
    sameAccount(signer)
    return runner.signMessage(isHex(message) ? { raw: message } : message)
  }
  if (method === 'eth_signTypedData_v4') {
    const [signer, json] = parse(typedDataParams, params)
    sameAccount(signer)
    const typed = parseTypedData(json)
    const { EIP712Domain: _domain, ...types } = typed.types
    return runner.signTypedData({ ...typed, types } as unknown as TypedDataDefinition)
  }
  if (method === 'eth_sendTransaction') {
    const [tx] = parse(sendTransactionParams, params)
    if (tx.from) sameAccount(tx.from)
    const { to, value, data } = transactionCall(params)
    return runner.sendTransaction({ to, value, ...(data ? { data } : {}), ...fee })
  }
  throw new FrameRpcError(`Method not supported by the embedded wallet: ${method}`, 4200)
}

/** Forwards a read method to the chain's RPC endpoint and validates the JSON-RPC answer. */
export async function forwardRead(rpcUrl: string, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params: params ?? [] }),
  })
  const body = z
    .union([z.object({ result: z.unknown() }), z.object({ error: z.object({ message: z.string(), code: z.number() }) })])
    .safeParse(await response.json())
  if (!body.success) throw new FrameRpcError('Invalid RPC answer', -32603)
  if ('error' in body.data) throw new FrameRpcError(body.data.error.message, body.data.error.code)
  return body.data.result
}
