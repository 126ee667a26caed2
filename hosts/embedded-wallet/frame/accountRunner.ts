import {
  createPublicClient, createWalletClient, defineChain, hashMessage, hashTypedData, http,
  type Address, type Chain, type Hex, type LocalAccount, type PublicClient, type SignableMessage, type TypedDataDefinition,
} from 'viem'
import type { FeeQuote } from './networkFee'
import type { BundlerClient } from './smartAccountBundler'
import {
  getSmartAccountState, prepareUserOperation, signAsSmartAccount, signUserOperation,
  type SmartAccountCall, type SmartAccountContracts, type SmartAccountState,
} from './smartAccount'

/** A chain as the frame knows it from the auth server; `smartAccount` when smart accounts work there. */
export type RunnerChain = { chainId: number; name: string; rpcUrl: string; smartAccount?: SmartAccountContracts | undefined }

/** The account kinds of spec section 3 the embedded wallet runs. */
export type RunnerAccountType = 'eoa' | 'smartAccount'

/** What `sendCalls` did: one atomic transaction for a smart account, one per call for an EOA. */
export type SentCalls = { transactionHashes: Hex[]; atomic: boolean }

/**
 * One account of the embedded wallet, able to send and sign. The frame builds one per approved
 * request, with the owner key rebuilt for that request only.
 *
 * - `'eoa'`: the owner key itself; it pays its own gas.
 * - `'smartAccount'`: the owner's `PorticoAccount` (ERC-4337). Sends become user operations
 *   submitted to the auth server's bundler, which sponsors the gas (an unfunded owner works);
 *   the first one deploys the account (`factory` + `factoryData`). Signatures are ERC-1271,
 *   wrapped per ERC-6492 while the account is not deployed.
 *
 * For `wallet_sendCalls` (EIP-5792): call `runner.sendCalls(calls)`. A smart account runs the
 * calls through `executeBatch` in one transaction (`atomic: true`, one hash); an EOA sends them
 * one after another (`atomic: false`, a hash each). Use the hashes for `wallet_getCallsStatus`.
 *
 * @example
 * const runner = await createAccountRunner({ type: 'smartAccount', owner, chain, bundler })
 * const hash = await runner.sendTransaction({ to: '0x7099...79C8', value: 10n ** 15n })
 */
export type AccountRunner = {
  readonly type: RunnerAccountType
  readonly address: Address
  /**
   * Sends one call; resolves with the transaction hash (for a smart account: the bundle's, once
   * mined). An EOA sends with the given gas limit and fees (the approved fee's quote); a smart
   * account's operation is sponsored and ignores them.
   */
  sendTransaction(call: SmartAccountCall & Partial<FeeQuote>): Promise<Hex>
  /** Sends several calls (see the type's description). */
  sendCalls(calls: readonly SmartAccountCall[]): Promise<SentCalls>
  /** `personal_sign`: EIP-191 for an EOA, ERC-1271 / ERC-6492 for a smart account. */
  signMessage(message: SignableMessage): Promise<Hex>
  /** `eth_signTypedData_v4`: EIP-712 for an EOA, ERC-1271 / ERC-6492 for a smart account. */
  signTypedData(typedData: TypedDataDefinition): Promise<Hex>
}

/** A viem chain for a project chain (its RPC comes from the auth server, never the host page). */
export function toViemChain(chain: RunnerChain): Chain {
  return defineChain({ id: chain.chainId, name: chain.name, nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: [chain.rpcUrl] } } })
}

/** A public client for a project chain. */
export function chainClient(chain: RunnerChain): PublicClient {
  return createPublicClient({ chain: toViemChain(chain), transport: http(chain.rpcUrl) })
}

/** Thrown when a smart-account operation was mined but its calls reverted. */
export class UserOperationRevertedError extends Error {
  override name = 'UserOperationRevertedError'
  constructor(readonly transactionHash: Hex, reason: string | undefined) {
    super(`The smart account's calls reverted${reason ? `: ${reason}` : ''} (transaction ${transactionHash})`)
  }
}

/**
 * Builds the runner of `type` for `owner` on `chain`. A smart account needs `chain.smartAccount`
 * (else it throws 'Smart accounts are not available on this network').
 */
export async function createAccountRunner(parameters: {
  type: RunnerAccountType
  owner: LocalAccount
  chain: RunnerChain
  bundler: BundlerClient
}): Promise<AccountRunner> {
  const { type, owner, chain } = parameters
  if (type === 'eoa') return eoaRunner(owner, chain)
  if (!chain.smartAccount) throw new Error('Smart accounts are not available on this network')
  const client = chainClient(chain)
  const state = await getSmartAccountState(client, chain.smartAccount, owner.address)
  return smartAccountRunner({ owner, chain, contracts: chain.smartAccount, client, state, bundler: parameters.bundler })
}

function eoaRunner(owner: LocalAccount, chain: RunnerChain): AccountRunner {
  const wallet = createWalletClient({ account: owner, chain: toViemChain(chain), transport: http(chain.rpcUrl) })
  const send = ({ to, value, data, gas, maxFeePerGas, maxPriorityFeePerGas }: SmartAccountCall & Partial<FeeQuote>) =>
    wallet.sendTransaction({
      to,
      value: value ?? 0n,
      ...(data ? { data } : {}),
      ...(gas === undefined ? {} : { gas }),
      ...(maxFeePerGas === undefined ? {} : { maxFeePerGas }),
      ...(maxPriorityFeePerGas === undefined ? {} : { maxPriorityFeePerGas }),
    })
  return {
    type: 'eoa',
    address: owner.address,
    sendTransaction: send,
    async sendCalls(calls) {
      const transactionHashes: Hex[] = []
      for (const call of calls) transactionHashes.push(await send(call))
      return { transactionHashes, atomic: false }
    },
    signMessage: (message) => owner.signMessage({ message }),
    signTypedData: (typedData) => owner.signTypedData(typedData),
  }
}

function smartAccountRunner(parameters: {
  owner: LocalAccount
  chain: RunnerChain
  contracts: SmartAccountContracts
  client: PublicClient
  state: SmartAccountState
  bundler: BundlerClient
}): AccountRunner {
  const { owner, chain, contracts, client, bundler } = parameters
  let state = parameters.state
  const sign = (hash: Hex) => signAsSmartAccount({ owner, account: state, chainId: chain.chainId, contracts, hash })
  const sendCalls = async (calls: readonly SmartAccountCall[]): Promise<SentCalls> => {
    const prepared = await prepareUserOperation({ client, contracts, owner: owner.address, account: state, calls })
    const signed = await signUserOperation(prepared, owner, chain.chainId, contracts.entryPoint)
    const outcome = await bundler.sendAndWait(chain.chainId, signed)
    state = { ...state, deployed: true }
    if (!outcome.success) throw new UserOperationRevertedError(outcome.transactionHash as Hex, outcome.reason)
    return { transactionHashes: [outcome.transactionHash as Hex], atomic: true }
  }
  return {
    type: 'smartAccount',
    address: state.address,
    async sendTransaction(call) {
      const { transactionHashes } = await sendCalls([call])
      return transactionHashes[0] as Hex
    },
    sendCalls,
    signMessage: (message) => sign(hashMessage(message)),
    signTypedData: (typedData) => sign(hashTypedData(typedData)),
  }
}
