import * as z from 'zod/mini'
import { formatUserOperationRequest, type UserOperation } from 'viem/account-abstraction'
import type { Hex } from 'viem'
import { ServerError } from './api'
import { FrameRpcError } from './signer'

/**
 * The bundler API of the auth server, as the frame calls it (same origin, session cookie):
 * `POST /v1/bundler/send` `{ chainId, userOperation }` -> `{ userOpHash }` and
 * `POST /v1/bundler/receipt` `{ chainId, userOpHash }` -> `{ receipt }` (null until mined).
 * User operations travel in the ERC-4337 v0.7 RPC shape (hex quantities, `factory` +
 * `factoryData`); paymaster fields are refused: the bundler itself sponsors the gas.
 */

/**
 * The error code of a send refused because the user's daily gas sponsorship is spent (HTTP 429,
 * message 'Daily gas sponsorship limit reached', `retryAfter` the seconds to the next UTC day).
 */
export const SPONSOR_BUDGET_ERROR = 'sponsor_budget'
/** The JSON-RPC code the frame answers that refusal with: EIP-1474 'Limit exceeded'. */
export const SPONSOR_BUDGET_RPC_CODE = -32005

const address = z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/))
const hex = z.string().check(z.regex(/^0x([0-9a-fA-F]{2})*$/), z.maxLength(100_000))
const quantity = z.string().check(z.regex(/^0x[0-9a-fA-F]{1,64}$/))
const hash = z.string().check(z.regex(/^0x[0-9a-fA-F]{64}$/))

/** A v0.7 user operation in its RPC form (no paymaster fields). */
export const rpcUserOperationSchema = z.strictObject({
  sender: address,
  nonce: quantity,
  factory: z.optional(address),
  factoryData: z.optional(hex),
  callData: hex,
  callGasLimit: quantity,
  verificationGasLimit: quantity,
  preVerificationGas: quantity,
  maxFeePerGas: quantity,
  maxPriorityFeePerGas: quantity,
  signature: hex,
})

/** Body of `POST /v1/bundler/send`. */
export const bundlerSendBody = z.object({ chainId: z.number().check(z.int(), z.positive()), userOperation: rpcUserOperationSchema })
/** Body of `POST /v1/bundler/receipt`. */
export const bundlerReceiptBody = z.object({ chainId: z.number().check(z.int(), z.positive()), userOpHash: hash })

/** Answer of `/v1/bundler/send`. */
export const bundlerSendReply = z.object({ userOpHash: hash })
/** Answer of `/v1/bundler/receipt`: the operation's outcome once its bundle is mined. */
export const bundlerReceiptReply = z.object({
  receipt: z.nullable(z.object({ transactionHash: hash, success: z.boolean(), reason: z.optional(z.string()) })),
})
/** A mined user operation. */
export type UserOperationOutcome = NonNullable<z.infer<typeof bundlerReceiptReply>['receipt']>

/** How the frame reaches the bundler; `call` is the frame's `callApi`. */
export type BundlerTransport = <T>(path: string, schema: z.ZodMiniType<T>, body: unknown) => Promise<T>

/** Polls for the receipt every 500 ms, for at most 60 s (anvil mines at once; real chains take a block). */
const RECEIPT_POLL_MS = 500
const RECEIPT_WAIT_MS = 60_000

/**
 * The frame's bundler client: submits a signed user operation and waits for its bundle. The
 * server's refusals keep their text (the request fails with it); a spent daily sponsorship
 * becomes a {@link FrameRpcError} with {@link SPONSOR_BUDGET_RPC_CODE}, so the app sees a code too.
 *
 * @example
 * const bundler = createBundlerClient((path, schema, body) => callApi(path, schema, { body }))
 * const outcome = await bundler.sendAndWait(31337, signedOperation) // { transactionHash, success }
 */
export function createBundlerClient(call: BundlerTransport) {
  return {
    async sendAndWait(chainId: number, operation: UserOperation<'0.7'>): Promise<UserOperationOutcome> {
      const userOperation = formatUserOperationRequest(operation)
      const { userOpHash } = await call('/v1/bundler/send', bundlerSendReply, { chainId, userOperation }).catch((error: unknown) => {
        if (error instanceof ServerError && error.code === SPONSOR_BUDGET_ERROR) throw new FrameRpcError(error.message, SPONSOR_BUDGET_RPC_CODE)
        throw error
      })
      const started = Date.now()
      while (Date.now() - started < RECEIPT_WAIT_MS) {
        const { receipt } = await call('/v1/bundler/receipt', bundlerReceiptReply, { chainId, userOpHash: userOpHash as Hex })
        if (receipt) return receipt
        await new Promise((resolve) => setTimeout(resolve, RECEIPT_POLL_MS))
      }
      throw new Error('The bundler did not include the operation in time')
    },
  }
}

/** What {@link createBundlerClient} returns. */
export type BundlerClient = ReturnType<typeof createBundlerClient>
