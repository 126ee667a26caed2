/**
 * The Solana JSON-RPC methods the local devnet serves, over a {@link SolanaLedger}: what
 * `@solana/web3.js`'s `Connection`, `@solana/spl-token` and a wallet need.
 */
import { address, getBase58Encoder } from '@solana/kit'
import type * as z from 'zod/mini'
import { accountInfo, encodeAccount, mintDecimals, type AccountEncoding } from './accountJson'
import { LAMPORTS_PER_SIGNATURE, TransactionRejectedError, type SolanaLedger } from './ledger'
import {
  airdropParams,
  blockhashParams,
  keyParams,
  keysParams,
  messageParams,
  getTransactionParams,
  rentParams,
  signaturesParams,
  statusesParams,
  tokenAccountsParams,
  transactionParams,
} from './params'
import { decodeMint, decodeTokenAccount, TOKEN_2022_PROGRAM_ID, TOKEN_PROGRAM_ID, tokenAmount } from './tokenLayout'

/** A JSON-RPC error answer. */
export class RpcMethodError extends Error {
  override name = 'RpcMethodError'
  constructor(
    readonly code: number,
    message: string,
    readonly data?: unknown,
  ) {
    super(message)
  }
}

/** Blocks a blockhash stays valid for, as on a validator. */
const BLOCKHASH_VALIDITY = 150n
/** The devnet's genesis hash (fixed). */
export const LOCALNET_GENESIS_HASH = 'PortcLocaLnetGenesis1111111111111111111111111'

const base58Bytes = getBase58Encoder()

function parse<T>(schema: z.ZodMiniType<T>, params: unknown): T {
  const result = schema.safeParse(params ?? [])
  if (!result.success) throw new RpcMethodError(-32602, `Invalid params: ${result.error.issues[0]?.message ?? 'bad input'}`)
  return result.data
}

const encodingOf = (config: { encoding?: string } | undefined): AccountEncoding =>
  config?.encoding === 'jsonParsed' ? 'jsonParsed' : config?.encoding === 'base58' ? 'base58' : 'base64'

function decodeWire(encoded: string, encoding: 'base58' | 'base64' | undefined): Uint8Array {
  try {
    return encoding === 'base64' ? new Uint8Array(Buffer.from(encoded, 'base64')) : new Uint8Array(base58Bytes.encode(encoded))
  } catch {
    throw new RpcMethodError(-32602, 'invalid transaction: failed to decode')
  }
}

/** Token accounts of `owner`, for one mint or one program. */
function tokenAccountsByOwner(ledger: SolanaLedger, params: unknown) {
  const [owner, filter, config] = parse(tokenAccountsParams, params)
  const programs = 'programId' in filter ? [filter.programId] : [TOKEN_PROGRAM_ID, TOKEN_2022_PROGRAM_ID]
  for (const program of programs) {
    if (program !== TOKEN_PROGRAM_ID && program !== TOKEN_2022_PROGRAM_ID) throw new RpcMethodError(-32602, 'Invalid param: unrecognized Token program id')
  }
  return programs.flatMap((program) =>
    ledger.svm
      .getProgramAccounts(address(program))
      .filter((account) => {
        const decoded = decodeTokenAccount(account.data)
        return decoded?.owner === owner && (!('mint' in filter) || decoded.mint === filter.mint)
      })
      .map((account) => ({ pubkey: account.address, account: encodeAccount(ledger, account, encodingOf(config)) })),
  )
}

function tokenAccountBalance(ledger: SolanaLedger, params: unknown) {
  const [key] = parse(keyParams, params)
  const account = ledger.svm.getAccount(address(key))
  const decoded = account.exists ? decodeTokenAccount(account.data) : undefined
  const decimals = decoded && mintDecimals(ledger, decoded.mint)
  if (!decoded || decimals === undefined) throw new RpcMethodError(-32602, 'Invalid param: not a Token account')
  return tokenAmount(decoded.amount, decimals)
}

function tokenSupply(ledger: SolanaLedger, params: unknown) {
  const [key] = parse(keyParams, params)
  const account = ledger.svm.getAccount(address(key))
  const mint = account.exists ? decodeMint(account.data) : undefined
  if (!mint) throw new RpcMethodError(-32602, 'Invalid param: not a Token mint')
  return tokenAmount(mint.supply, mint.decimals)
}

function feeForMessage(params: unknown) {
  const [message] = parse(messageParams, params)
  const bytes = Buffer.from(message, 'base64')
  const first = bytes[0]
  if (first === undefined) throw new RpcMethodError(-32602, 'invalid message')
  const signers = first & 0x80 ? bytes[1] : first
  return Number(BigInt(signers ?? 0) * LAMPORTS_PER_SIGNATURE)
}

function sendTransaction(ledger: SolanaLedger, params: unknown) {
  const [encoded, config] = parse(transactionParams, params)
  try {
    return ledger.submit(decodeWire(encoded, config?.encoding), { preflight: config?.skipPreflight !== true })
  } catch (error) {
    if (error instanceof TransactionRejectedError) {
      throw new RpcMethodError(-32002, error.message, { err: error.err, logs: error.logs, accounts: null, unitsConsumed: 0 })
    }
    if (error instanceof RpcMethodError) throw error
    throw new RpcMethodError(-32602, `invalid transaction: ${error instanceof Error ? error.message : String(error)}`)
  }
}

function simulateTransaction(ledger: SolanaLedger, params: unknown) {
  const [encoded, config] = parse(transactionParams, params)
  const result = ledger.simulate(decodeWire(encoded, config?.encoding))
  return { err: result.err, logs: result.logs, accounts: null, unitsConsumed: Number(result.unitsConsumed), returnData: null }
}

/** `getSignaturesForAddress`: the transactions naming the address among their keys, newest first (1,000 at most, default). */
function signaturesForAddress(ledger: SolanaLedger, params: unknown) {
  const [key, config] = parse(signaturesParams, params)
  return ledger.transactions.signaturesFor(key, { before: config?.before, until: config?.until, limit: config?.limit ?? 1000 }).map((transaction) => ({
    signature: transaction.signature,
    slot: Number(transaction.slot),
    err: transaction.err,
    memo: null,
    blockTime: transaction.blockTime,
    confirmationStatus: 'finalized',
  }))
}

/** `getTransaction` in the `json` encoding: the message and the meta (fee, balances before and after, logs); null when unknown. */
function transactionBySignature(ledger: SolanaLedger, params: unknown) {
  const [signature, config] = parse(getTransactionParams, params)
  if (config?.encoding !== undefined && config.encoding !== 'json') throw new RpcMethodError(-32602, `Invalid params: encoding ${config.encoding} is not served by this devnet (json only)`)
  const found = ledger.transactions.get(signature)
  if (!found) return null
  if (found.version !== 'legacy' && config?.maxSupportedTransactionVersion === undefined) {
    throw new RpcMethodError(-32015, 'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0')
  }
  const { signatures, accountKeys, header, recentBlockhash, instructions } = found
  return {
    slot: Number(found.slot),
    blockTime: found.blockTime,
    ...(config?.maxSupportedTransactionVersion === undefined ? {} : { version: found.version }),
    transaction: { signatures, message: { accountKeys, header, recentBlockhash, instructions: instructions.map((instruction) => ({ ...instruction, stackHeight: null })) } },
    meta: {
      err: found.err,
      status: found.err === null ? { Ok: null } : { Err: found.err },
      fee: Number(found.fee),
      preBalances: found.preBalances.map(Number),
      postBalances: found.postBalances.map(Number),
      preTokenBalances: found.preTokenBalances,
      postTokenBalances: found.postTokenBalances,
      logMessages: found.logMessages,
      innerInstructions: [],
      loadedAddresses: { writable: [], readonly: [] },
      rewards: [],
    },
  }
}

type Handler = (ledger: SolanaLedger, params: unknown) => unknown
const withContext =
  (handler: Handler): Handler =>
  (ledger, params) => ({ context: { apiVersion: '2.2.0', slot: Number(ledger.slot) }, value: handler(ledger, params) })

/** Every method, by name. Methods answering `{ context, value }` are wrapped with their context. */
export const SOLANA_RPC_METHODS: Readonly<Record<string, Handler>> = Object.freeze({
  getHealth: () => 'ok',
  getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 0 }),
  getGenesisHash: () => LOCALNET_GENESIS_HASH,
  getSlot: (ledger) => Number(ledger.slot),
  getBlockHeight: (ledger) => Number(ledger.blockHeight),
  getEpochInfo: (ledger) => ({
    absoluteSlot: Number(ledger.slot),
    blockHeight: Number(ledger.blockHeight),
    epoch: 0,
    slotIndex: Number(ledger.slot),
    slotsInEpoch: 432000,
    transactionCount: null,
  }),
  getLatestBlockhash: withContext((ledger) => ({
    blockhash: ledger.latestBlockhash(),
    lastValidBlockHeight: Number(ledger.blockHeight + BLOCKHASH_VALIDITY),
  })),
  isBlockhashValid: withContext((ledger, params) => parse(blockhashParams, params)[0] === ledger.latestBlockhash()),
  getBalance: withContext((ledger, params) => Number(ledger.balance(parse(keyParams, params)[0]))),
  getAccountInfo: withContext((ledger, params) => {
    const [key, config] = parse(keyParams, params)
    return accountInfo(ledger, key, encodingOf(config))
  }),
  getMultipleAccounts: withContext((ledger, params) => {
    const [keys, config] = parse(keysParams, params)
    return keys.map((key) => accountInfo(ledger, key, encodingOf(config)))
  }),
  getTokenAccountsByOwner: withContext(tokenAccountsByOwner),
  getTokenAccountBalance: withContext(tokenAccountBalance),
  getTokenSupply: withContext(tokenSupply),
  getMinimumBalanceForRentExemption: (ledger, params) =>
    Number(ledger.svm.minimumBalanceForRentExemption(BigInt(parse(rentParams, params)[0]))),
  getFeeForMessage: withContext((_ledger, params) => feeForMessage(params)),
  getSignatureStatuses: withContext((ledger, params) =>
    parse(statusesParams, params)[0].map((signature) => {
      const status = ledger.status(signature)
      return status ? { slot: Number(status.slot), confirmations: null, err: status.err, status: status.err === null ? { Ok: null } : { Err: status.err }, confirmationStatus: 'finalized' } : null
    }),
  ),
  getSignaturesForAddress: signaturesForAddress,
  getTransaction: transactionBySignature,
  requestAirdrop: (ledger, params) => {
    const [key, lamports] = parse(airdropParams, params)
    return ledger.airdrop(key, BigInt(lamports))
  },
  sendTransaction,
  simulateTransaction: withContext(simulateTransaction),
})

/** Runs one JSON-RPC request's method; throws {@link RpcMethodError} for an error answer. */
export function callSolanaMethod(ledger: SolanaLedger, method: string, params: unknown): unknown {
  const handler = Object.hasOwn(SOLANA_RPC_METHODS, method) ? SOLANA_RPC_METHODS[method] : undefined
  if (!handler) throw new RpcMethodError(-32601, 'Method not found')
  return handler(ledger, params)
}
