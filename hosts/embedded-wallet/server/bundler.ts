import {
  BaseError, ContractFunctionRevertedError, createPublicClient, createWalletClient, decodeErrorResult, decodeEventLog, getAddress, http,
  type Address, type Hex, type PublicClient,
} from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { formatUserOperation, getUserOperationHash, toPackedUserOperation, type UserOperation } from 'viem/account-abstraction'
import type * as z from 'zod/mini'
import { porticoAccountFactoryAbi, porticoEntryPointAbi, SMART_ACCOUNT_SALT } from '../frame/smartAccountAbi'
import { SPONSOR_BUDGET_ERROR, type bundlerReceiptBody, type bundlerSendBody, type UserOperationOutcome } from '../frame/smartAccountBundler'
import type { Database } from './database'
import { AuthError, authMessages } from './errors'
import { createSponsorLedger, DEFAULT_DAILY_GAS_BUDGET, type GasReservation } from './sponsorLedger'

/** A chain with the ERC-4337 contracts the bundler submits to. */
export type BundlerChain = { chainId: number; rpcUrl: string; smartAccount: { entryPoint: string; factory: string } }

/** The sponsor's limit per operation: a bundle never pays for more gas than this. */
export const MAX_SPONSORED_GAS = 5_000_000n

/** Options of {@link createBundler}. */
export type BundlerOptions = {
  chains: readonly BundlerChain[]
  /** The sponsor's key: it signs and pays for every bundle. */
  privateKey: Hex
  /** Where bundles and the sponsored gas per user and day are kept (tables of `schema.ts`). */
  db: Database
  /**
   * Gas the sponsor pays per user and UTC day ({@link DEFAULT_DAILY_GAS_BUDGET} when absent). A
   * bundle counts its gas limit until it is seen mined, then the gas it used.
   */
  dailyGasBudget?: bigint | undefined
  /** The clock (ms) that says which UTC day it is; `Date.now` when absent. */
  now?: (() => number) | undefined
}

type ChainRuntime = {
  chain: BundlerChain
  client: PublicClient
  send(gas: bigint, ops: readonly unknown[]): Promise<Hex>
  /** Serializes submissions, so two bundles never take the same bundler nonce. */
  queue: Promise<unknown>
}

/** The entry point's custom error in a failed call (FailedOp, ExecutionResult), if that is what it is. */
const entryPointError = (error: unknown): { name: string; args: readonly unknown[] } | undefined => {
  if (!(error instanceof BaseError)) return undefined
  const reverted = error.walk((e) => e instanceof ContractFunctionRevertedError)
  if (!(reverted instanceof ContractFunctionRevertedError) || !reverted.data?.errorName) return undefined
  return { name: reverted.data.errorName, args: reverted.data.args ?? [] }
}

const revertText = (data: Hex): string => {
  try {
    const decoded = decodeErrorResult({ abi: [{ type: 'error', name: 'Error', inputs: [{ name: 'message', type: 'string' }] }], data })
    return String(decoded.args[0])
  } catch {
    return data === '0x' ? 'reverted without a reason' : data
  }
}

/**
 * The auth server's local ERC-4337 bundler. It submits each signed user operation of a signed-in
 * user in its own `handleOps` bundle, from the sponsor key, so the sponsor pays the gas. Policy:
 * only the user's own smart account (the factory's address for the user's key), no paymaster,
 * at most {@link MAX_SPONSORED_GAS} per operation, an operation must pass a simulation first,
 * and its bundle's gas limit must fit in what remains of the user's daily budget (a refused
 * operation costs the sponsor nothing). Bundles and budgets live in the database: a receipt
 * still answers, and a spent budget stays spent, after a restart.
 *
 * @example
 * const bundler = createBundler({ chains, privateKey, db, dailyGasBudget: 20_000_000n })
 * const { userOpHash } = await bundler.send(user.address, { chainId: 31337, userOperation })
 * await bundler.receipt({ chainId: 31337, userOpHash }) // { receipt: { transactionHash, success } }
 */
export function createBundler(options: BundlerOptions) {
  const sponsor = privateKeyToAccount(options.privateKey)
  const now = options.now ?? Date.now
  const ledger = createSponsorLedger(options.db, { dailyGasBudget: options.dailyGasBudget ?? DEFAULT_DAILY_GAS_BUDGET, now })
  const runtimes = new Map<number, ChainRuntime>()
  for (const chain of options.chains) {
    const viemChain = { id: chain.chainId, name: `chain ${chain.chainId}`, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } }
    const client = createPublicClient({ chain: viemChain, transport: http(chain.rpcUrl) })
    const wallet = createWalletClient({ account: sponsor, chain: viemChain, transport: http(chain.rpcUrl) })
    const entryPoint = getAddress(chain.smartAccount.entryPoint)
    const send = (gas: bigint, ops: readonly unknown[]) =>
      wallet.writeContract({ address: entryPoint, abi: porticoEntryPointAbi, functionName: 'handleOps', args: [ops as never, sponsor.address], gas })
    runtimes.set(chain.chainId, { chain, client, send, queue: Promise.resolve() })
  }
  const runtime = (chainId: number): ChainRuntime => {
    const found = runtimes.get(chainId)
    if (!found) throw new AuthError(400, 'smart_account', authMessages.smartAccountNetwork)
    return found
  }
  /** Counts the gas actually used by the owner's bundles mined since the last look (after a restart, or a receipt nobody asked for). */
  const settleMined = async (owner: Address) => {
    for (const bundle of await ledger.unsettled(owner)) {
      const client = runtimes.get(bundle.chainId)?.client
      const mined = await client?.getTransactionReceipt({ hash: bundle.transactionHash }).catch(() => undefined)
      if (mined) await ledger.settle(bundle.chainId, bundle.userOpHash, mined.gasUsed)
    }
  }
  /** Takes `gas` from the owner's budget for today, or refuses the operation before anything is sent. */
  const reserve = async (owner: Address, gas: bigint): Promise<GasReservation> => {
    await settleMined(owner)
    const reservation = await ledger.reserve(owner, gas)
    if ('day' in reservation) return reservation
    throw new AuthError(429, SPONSOR_BUDGET_ERROR, authMessages.sponsorBudget, reservation.secondsToReset)
  }

  return {
    /** The sponsor's address (fund it on every chain). */
    address: sponsor.address,
    /** Chains where smart accounts work. */
    chainIds: [...runtimes.keys()],
    /** The sponsored gas per user and UTC day, and what each user has used today. */
    budget: {
      daily: ledger.dailyGasBudget,
      /** Gas counted today for `owner`'s operations (used by mined bundles, limits of those in flight). */
      async used(owner: Address): Promise<bigint> {
        await settleMined(owner)
        return ledger.used(owner)
      },
    },
    /** Simulates, then submits `userOperation` for the smart account of `owner`. */
    async send(owner: Address, input: z.infer<typeof bundlerSendBody>): Promise<{ userOpHash: Hex }> {
      const current = runtime(input.chainId)
      const { chain, client, send } = current
      const entryPoint = getAddress(chain.smartAccount.entryPoint)
      const operation = formatUserOperation(input.userOperation as never) as UserOperation<'0.7'>
      const own = await client.readContract({ address: getAddress(chain.smartAccount.factory), abi: porticoAccountFactoryAbi, functionName: 'getAddress', args: [owner, SMART_ACCOUNT_SALT] })
      if (getAddress(operation.sender) !== own) throw new AuthError(403, 'not_sponsored', authMessages.notSponsored)
      if (operation.callGasLimit + operation.verificationGasLimit > MAX_SPONSORED_GAS) throw new AuthError(400, 'too_much_gas', authMessages.tooMuchGas)
      const userOpHash = getUserOperationHash({ userOperation: operation, chainId: chain.chainId, entryPointAddress: entryPoint, entryPointVersion: '0.7' })
      const ops = [toPackedUserOperation(operation)]
      const refuse = (reason: string) => new AuthError(400, 'user_operation', `${authMessages.operationRefused}: ${reason}`)
      // One submission at a time per chain and sponsor key, in this process (the queue) and across
      // every server process on the database (the lock): no two bundles take one sponsor nonce,
      // and an operation retried on another server is found recorded instead of sent again.
      const submit = current.queue.then(() => options.db.withLock(`bundler:${chain.chainId}:${sponsor.address}`, async () => {
        // The same operation again (a retried request): it is already in a bundle, so nothing is sent twice.
        if (await ledger.find(chain.chainId, userOpHash)) return
        // Simulate validation and the call first (simulateHandleOp always reverts): the sponsor pays only for operations that work.
        const outcome = await client
          .simulateContract({ address: entryPoint, abi: porticoEntryPointAbi, functionName: 'simulateHandleOp', args: [ops[0] as never], account: sponsor.address })
          .then(() => undefined, entryPointError)
        if (outcome?.name === 'FailedOp') throw refuse(String(outcome.args[1]))
        if (outcome?.name !== 'ExecutionResult') throw new AuthError(502, 'simulation', authMessages.simulationFailed)
        if (outcome.args[0] !== true) throw refuse(revertText(outcome.args[1] as Hex))
        const gas = await client.estimateContractGas({ address: entryPoint, abi: porticoEntryPointAbi, functionName: 'handleOps', args: [ops as never, sponsor.address], account: sponsor.address })
        const gasLimit = gas + gas / 5n
        const reservation = await reserve(owner, gasLimit)
        let transactionHash: Hex
        try {
          transactionHash = await send(gasLimit, ops)
        } catch (error) {
          await ledger.release(reservation)
          throw error
        }
        await ledger.record({ chainId: chain.chainId, userOpHash, transactionHash, owner, day: reservation.day, gasLimit, gasUsed: null })
      }))
      current.queue = submit.catch(() => undefined)
      await submit
      return { userOpHash }
    },
    /** The operation's outcome once its bundle is mined; `null` before. */
    async receipt(input: z.infer<typeof bundlerReceiptBody>): Promise<{ receipt: UserOperationOutcome | null }> {
      const bundle = await ledger.find(input.chainId, input.userOpHash as Hex)
      if (!bundle) throw new AuthError(404, 'unknown_operation', authMessages.unknownOperation)
      const { client, chain } = runtime(input.chainId)
      const receipt = await client.getTransactionReceipt({ hash: bundle.transactionHash }).catch(() => undefined)
      if (!receipt) return { receipt: null }
      if (bundle.gasUsed === null) await ledger.settle(bundle.chainId, bundle.userOpHash, receipt.gasUsed)
      const { transactionHash } = bundle
      if (receipt.status !== 'success') return { receipt: { transactionHash, success: false, reason: 'The bundle reverted' } }
      let success: boolean | undefined
      let reason: string | undefined
      for (const log of receipt.logs) {
        if (getAddress(log.address) !== getAddress(chain.smartAccount.entryPoint) || log.topics[1]?.toLowerCase() !== input.userOpHash.toLowerCase()) continue
        const event = decodeEventLog({ abi: porticoEntryPointAbi, data: log.data, topics: log.topics })
        if (event.eventName === 'UserOperationEvent') success = event.args.success
        if (event.eventName === 'UserOperationRevertReason') reason = revertText(event.args.revertReason)
      }
      if (success === undefined) return { receipt: { transactionHash, success: false, reason: 'The bundle did not run the operation' } }
      return { receipt: { transactionHash, success, ...(reason ? { reason } : {}) } }
    },
  }
}

/** What {@link createBundler} returns. */
export type Bundler = ReturnType<typeof createBundler>
