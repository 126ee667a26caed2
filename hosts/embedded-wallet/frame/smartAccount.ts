import * as z from 'zod/mini'
import {
  concat, encodeAbiParameters, encodeFunctionData, getContractAddress, hashTypedData, pad, serializeErc6492Signature, toHex, type Address, type Hex, type LocalAccount, type PublicClient,
} from 'viem'
import { getUserOperationHash, type UserOperation } from 'viem/account-abstraction'
import { PORTICO_ACCOUNT_CREATION_CODE } from './porticoAccountCode'
import { porticoAccountAbi, porticoAccountFactoryAbi, porticoEntryPointAbi, SMART_ACCOUNT_DOMAIN, SMART_ACCOUNT_SALT } from './smartAccountAbi'

/**
 * The embedded wallet's ERC-4337 smart account, chain side: its counterfactual address, its
 * deployment state, user operations, and ERC-1271 / ERC-6492 signatures. No key lives here:
 * signing goes through the owner's `LocalAccount`, created by the frame for one request.
 */

const address = z.pipe(z.string().check(z.regex(/^0x[0-9a-fA-F]{40}$/)), z.transform((value) => value as Address))

/** The contracts a chain needs for smart accounts (from the auth server's project config). */
export const smartAccountContractsSchema = z.object({ entryPoint: address, factory: address })
/** Entry point and factory addresses of one chain. */
export type SmartAccountContracts = { entryPoint: Address; factory: Address }

/** One call of a batch, as `executeBatch` takes it. */
export type SmartAccountCall = { to: Address; value?: bigint | undefined; data?: Hex | undefined }

/** Where the owner's smart account lives and whether it is deployed. */
export type SmartAccountState = { address: Address; deployed: boolean }

/** Verification gas when the operation also deploys the account (the factory call takes ~700k: 200 gas per byte of code). */
const DEPLOY_VERIFICATION_GAS = 1_000_000n
const VERIFICATION_GAS = 150_000n
/** Per-call overhead of `execute` / `executeBatch` over the inner call's own gas. */
const CALL_OVERHEAD_GAS = 40_000n

/** `createAccount(owner, 0)`: the factory call that deploys the owner's account. */
export function smartAccountFactoryData(owner: Address): Hex {
  return encodeFunctionData({ abi: porticoAccountFactoryAbi, functionName: 'createAccount', args: [owner, SMART_ACCOUNT_SALT] })
}

/**
 * The owner's smart-account address, computed here as the factory's CREATE2 does (factory, salt,
 * and the hash of the account's creation code with its constructor arguments), never asked from
 * an RPC node: a lying node cannot point deposits at another address (issue 14).
 */
export function smartAccountAddress(contracts: SmartAccountContracts, owner: Address): Address {
  return getContractAddress({
    opcode: 'CREATE2',
    from: contracts.factory,
    salt: pad(toHex(SMART_ACCOUNT_SALT), { size: 32 }),
    bytecode: concat([PORTICO_ACCOUNT_CREATION_CODE, encodeAbiParameters([{ type: 'address' }, { type: 'address' }], [contracts.entryPoint, owner])]),
  })
}

/** The owner's smart-account address (computed locally) and whether code is there. */
export async function getSmartAccountState(client: PublicClient, contracts: SmartAccountContracts, owner: Address): Promise<SmartAccountState> {
  const account = smartAccountAddress(contracts, owner)
  const code = await client.getCode({ address: account })
  return { address: account, deployed: code !== undefined && code !== '0x' }
}

/** The account's calldata for `calls`: `execute` for one call, `executeBatch` for more. */
export function encodeSmartAccountCalls(calls: readonly SmartAccountCall[]): Hex {
  const [first] = calls
  if (!first) throw new Error('At least one call is required')
  if (calls.length === 1) {
    return encodeFunctionData({ abi: porticoAccountAbi, functionName: 'execute', args: [first.to, first.value ?? 0n, first.data ?? '0x'] })
  }
  return encodeFunctionData({
    abi: porticoAccountAbi,
    functionName: 'executeBatch',
    args: [calls.map((call) => ({ target: call.to, value: call.value ?? 0n, data: call.data ?? '0x' }))],
  })
}

/**
 * Signs `hash` for the smart account (ERC-1271): the owner signs the account's replay-safe
 * EIP-712 hash. Before deployment the signature is wrapped per ERC-6492 with the factory call,
 * so verifiers (viem's `verifyMessage`, the siwx plugin) can check it counterfactually.
 */
export async function signAsSmartAccount(parameters: {
  owner: LocalAccount
  account: SmartAccountState
  chainId: number
  contracts: SmartAccountContracts
  hash: Hex
}): Promise<Hex> {
  const { owner, account, chainId, contracts, hash } = parameters
  if (!owner.sign) throw new Error('The owner account cannot sign hashes')
  const digest = hashTypedData({
    domain: { ...SMART_ACCOUNT_DOMAIN, chainId, verifyingContract: account.address },
    types: { PorticoAccountMessage: [{ name: 'hash', type: 'bytes32' }] },
    primaryType: 'PorticoAccountMessage',
    message: { hash },
  })
  const signature = await owner.sign({ hash: digest })
  if (account.deployed) return signature
  return serializeErc6492Signature({ address: contracts.factory, data: smartAccountFactoryData(owner.address), signature })
}

/**
 * Builds the unsigned user operation for `calls`: nonce from the entry point, `factory` +
 * `factoryData` while the account is not deployed, call gas from `eth_estimateGas` of each call
 * as sent by the account. Fees are informational: the bundler sponsors the gas.
 */
export async function prepareUserOperation(parameters: {
  client: PublicClient
  contracts: SmartAccountContracts
  owner: Address
  account: SmartAccountState
  calls: readonly SmartAccountCall[]
}): Promise<UserOperation<'0.7'>> {
  const { client, contracts, owner, account, calls } = parameters
  const nonce = await client.readContract({ address: contracts.entryPoint, abi: porticoEntryPointAbi, functionName: 'getNonce', args: [account.address, 0n] })
  let callGasLimit = 0n
  for (const call of calls) {
    const gas = await client.estimateGas({ account: account.address, to: call.to, value: call.value ?? 0n, ...(call.data ? { data: call.data } : {}) })
    callGasLimit += gas + CALL_OVERHEAD_GAS
  }
  const gasPrice = await client.getGasPrice()
  return {
    sender: account.address,
    nonce,
    ...(account.deployed ? {} : { factory: contracts.factory, factoryData: smartAccountFactoryData(owner) }),
    callData: encodeSmartAccountCalls(calls),
    callGasLimit,
    verificationGasLimit: account.deployed ? VERIFICATION_GAS : DEPLOY_VERIFICATION_GAS,
    preVerificationGas: 0n,
    maxFeePerGas: gasPrice,
    maxPriorityFeePerGas: 0n,
    signature: '0x',
  }
}

/** The v0.7 user-operation hash the entry point computes (`getUserOpHash`). */
export function userOperationHash(operation: UserOperation<'0.7'>, chainId: number, entryPoint: Address): Hex {
  return getUserOperationHash({ userOperation: operation, chainId, entryPointAddress: entryPoint, entryPointVersion: '0.7' })
}

/** The owner's signature of the operation: EIP-191 over the user-operation hash (what `validateUserOp` checks). */
export async function signUserOperation(operation: UserOperation<'0.7'>, owner: LocalAccount, chainId: number, entryPoint: Address): Promise<UserOperation<'0.7'>> {
  const signature = await owner.signMessage({ message: { raw: userOperationHash(operation, chainId, entryPoint) } })
  return { ...operation, signature }
}
