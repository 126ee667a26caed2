import {
  BaseError, ContractFunctionRevertedError, createPublicClient, createWalletClient, custom, hashMessage, http, pad, parseEther,
  type Address, type Hex, type PublicClient,
} from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { toPackedUserOperation } from 'viem/account-abstraction'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devnetChain, startAnvil, type Devnet } from '../../../devnet/anvil'
import {
  encodeSmartAccountCalls, getSmartAccountState, smartAccountAddress, prepareUserOperation, signAsSmartAccount, signUserOperation, type SmartAccountContracts,
} from './smartAccount'
import { porticoAccountAbi, porticoAccountFactoryAbi, porticoEntryPointAbi } from './smartAccountAbi'

let devnet: Devnet
let client: PublicClient
let contracts: SmartAccountContracts
const ERC1271_MAGIC = '0x1626ba7e'

beforeAll(async () => {
  devnet = await startAnvil()
  client = createPublicClient({ chain: devnetChain(devnet.url), transport: http(devnet.url) })
  contracts = { entryPoint: devnet.addresses.smartAccounts.entryPoint, factory: devnet.addresses.smartAccounts.factory }
})
afterAll(async () => {
  await devnet?.stop()
})

const walletOf = (key: Hex) => createWalletClient({ account: privateKeyToAccount(key), chain: devnetChain(devnet.url), transport: http(devnet.url) })
const mined = async (hash: Hex) => {
  const receipt = await client.waitForTransactionReceipt({ hash })
  return receipt
}
const setBalance = (address: Address, wei: bigint) => client.request({ method: 'anvil_setBalance', params: [address, `0x${wei.toString(16)}`] } as never)
/** The custom error (name and args) a contract call reverted with. */
async function revertOf(run: () => Promise<unknown>): Promise<{ name: string | undefined; args: readonly unknown[] }> {
  try {
    await run()
  } catch (error) {
    const reverted = error instanceof BaseError ? error.walk((e) => e instanceof ContractFunctionRevertedError) : undefined
    if (reverted instanceof ContractFunctionRevertedError) return { name: reverted.data?.errorName, args: reverted.data?.args ?? [] }
    throw error
  }
  throw new Error('expected a revert')
}

/** A fresh owner with its account deployed by the factory (anyone may deploy it). */
async function deployedAccount() {
  const ownerKey = generatePrivateKey()
  const owner = privateKeyToAccount(ownerKey)
  const deployer = walletOf(devnet.addresses.accounts[7]!.privateKey)
  await mined(await deployer.writeContract({ address: contracts.factory, abi: porticoAccountFactoryAbi, functionName: 'createAccount', args: [owner.address, 0n] }))
  const state = await getSmartAccountState(client, contracts, owner.address)
  return { ownerKey, owner, state }
}

describe('ERC-4337 contracts in the devnet state (PorticoEntryPoint, PorticoAccountFactory, PorticoAccount)', () => {
  test('the factory and the entry point are deployed and linked; the bundler is funded', async () => {
    expect(await client.getCode({ address: contracts.entryPoint })).toMatch(/^0x[0-9a-f]{200,}/)
    expect(await client.readContract({ address: contracts.factory, abi: porticoAccountFactoryAbi, functionName: 'entryPoint' })).toBe(contracts.entryPoint)
    expect(await client.getBalance({ address: devnet.addresses.smartAccounts.bundler.address })).toBe(parseEther('1000'))
  })

  test('issue 14: a lying RPC node cannot move the smart-account address (computed locally with CREATE2)', async () => {
    const owner = privateKeyToAccount(generatePrivateKey()).address
    const attacker = privateKeyToAccount(generatePrivateKey()).address
    // A node that answers every eth_call (the factory's getAddress included) with the attacker's address.
    const lying = createPublicClient({
      chain: devnetChain(devnet.url),
      transport: custom({
        request: async ({ method, params }: { method: string; params?: unknown }) =>
          method === 'eth_call' ? pad(attacker, { size: 32 }) : client.request({ method, params } as never),
      }),
    })
    const honest = await client.readContract({ address: contracts.factory, abi: porticoAccountFactoryAbi, functionName: 'getAddress', args: [owner, 0n] })
    expect(smartAccountAddress(contracts, owner)).toBe(honest)
    expect((await getSmartAccountState(lying, contracts, owner)).address).toBe(honest)
  })

  test('the counterfactual address is where createAccount deploys, per owner, once', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const before = await getSmartAccountState(client, contracts, owner.address)
    expect(before.deployed).toBe(false)
    expect(before.address).not.toBe(owner.address)
    const other = await getSmartAccountState(client, contracts, privateKeyToAccount(generatePrivateKey()).address)
    expect(other.address).not.toBe(before.address)

    const deployer = walletOf(devnet.addresses.accounts[7]!.privateKey)
    const { result } = await client.simulateContract({ address: contracts.factory, abi: porticoAccountFactoryAbi, functionName: 'createAccount', args: [owner.address, 0n], account: deployer.account })
    expect(result).toBe(before.address)
    await mined(await deployer.writeContract({ address: contracts.factory, abi: porticoAccountFactoryAbi, functionName: 'createAccount', args: [owner.address, 0n] }))
    expect(await getSmartAccountState(client, contracts, owner.address)).toEqual({ address: before.address, deployed: true })
    expect(await client.readContract({ address: before.address, abi: porticoAccountAbi, functionName: 'owner' })).toBe(owner.address)
    expect(await client.readContract({ address: before.address, abi: porticoAccountAbi, functionName: 'entryPoint' })).toBe(contracts.entryPoint)
    // A second call returns the same account and deploys nothing new.
    const again = await client.simulateContract({ address: contracts.factory, abi: porticoAccountFactoryAbi, functionName: 'createAccount', args: [owner.address, 0n], account: deployer.account })
    expect(again.result).toBe(before.address)
  })

  test('execute and executeBatch run for the owner only; a failing call reverts the whole batch', async () => {
    const { ownerKey, owner, state } = await deployedAccount()
    await setBalance(owner.address, parseEther('1'))
    await setBalance(state.address, parseEther('5'))
    const [alice, bob] = [devnet.addresses.accounts[5]!.address, devnet.addresses.accounts[6]!.address]
    const ownerWallet = walletOf(ownerKey)
    const aliceBefore = await client.getBalance({ address: alice })
    await mined(await ownerWallet.writeContract({ address: state.address, abi: porticoAccountAbi, functionName: 'execute', args: [alice, parseEther('1'), '0x'] }))
    expect(await client.getBalance({ address: alice })).toBe(aliceBefore + parseEther('1'))

    const bobBefore = await client.getBalance({ address: bob })
    await mined(await ownerWallet.writeContract({
      address: state.address, abi: porticoAccountAbi, functionName: 'executeBatch',
      args: [[{ target: alice, value: 1n, data: '0x' }, { target: bob, value: 2n, data: '0x' }]],
    }))
    expect(await client.getBalance({ address: bob })).toBe(bobBefore + 2n)

    const stranger = devnet.addresses.accounts[8]!
    const refused = await revertOf(() => client.simulateContract({ address: state.address, abi: porticoAccountAbi, functionName: 'execute', args: [stranger.address, parseEther('1'), '0x'], account: stranger.address }))
    expect(refused).toEqual({ name: 'Unauthorized', args: [stranger.address] })
    const batchRefused = await revertOf(() => client.simulateContract({ address: state.address, abi: porticoAccountAbi, functionName: 'executeBatch', args: [[{ target: stranger.address, value: 1n, data: '0x' }]], account: stranger.address }))
    expect(batchRefused.name).toBe('Unauthorized')

    // The second call asks for more than the account holds: the first call is undone too.
    const balance = await client.getBalance({ address: state.address })
    await expect(client.simulateContract({
      address: state.address, abi: porticoAccountAbi, functionName: 'executeBatch', account: owner.address,
      args: [[{ target: alice, value: 1n, data: '0x' }, { target: bob, value: balance, data: '0x' }]],
    })).rejects.toThrow()
  })

  test('ERC-1271: the owner signature of the replay-safe hash is valid; a raw owner signature or a stranger is not', async () => {
    const { owner, state } = await deployedAccount()
    const hash = hashMessage('Portico smart account')
    const signature = await signAsSmartAccount({ owner, account: state, chainId: 31337, contracts, hash })
    const check = (sig: Hex) => client.readContract({ address: state.address, abi: porticoAccountAbi, functionName: 'isValidSignature', args: [hash, sig] })
    expect(await check(signature)).toBe(ERC1271_MAGIC)
    expect(await check(await owner.sign({ hash }))).toBe('0xffffffff')
    const stranger = privateKeyToAccount(generatePrivateKey())
    expect(await check(await signAsSmartAccount({ owner: stranger, account: state, chainId: 31337, contracts, hash }))).toBe('0xffffffff')
    expect(await client.verifyMessage({ address: state.address, message: 'Portico smart account', signature })).toBe(true)
    expect(await client.verifyMessage({ address: state.address, message: 'another message', signature })).toBe(false)
  })

  test('ERC-6492: an account that is not deployed yet signs verifiably, and deploys nothing', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const state = await getSmartAccountState(client, contracts, owner.address)
    const signature = await signAsSmartAccount({ owner, account: state, chainId: 31337, contracts, hash: hashMessage('counterfactual') })
    expect(signature.endsWith('6492649264926492649264926492649264926492649264926492649264926492')).toBe(true)
    expect(await client.verifyMessage({ address: state.address, message: 'counterfactual', signature })).toBe(true)
    expect(await client.verifyMessage({ address: state.address, message: 'something else', signature })).toBe(false)
    expect((await getSmartAccountState(client, contracts, owner.address)).deployed).toBe(false)
  })
})

describe('handleOps: an unfunded owner deploys its account and sends through the entry point; the bundler pays', () => {
  test('first operation deploys and executes; a replay and a wrong signer are refused (AA25, AA24)', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const state = await getSmartAccountState(client, contracts, owner.address)
    await setBalance(state.address, parseEther('1'))
    const recipient = devnet.addresses.accounts[4]!.address
    const recipientBefore = await client.getBalance({ address: recipient })
    const bundler = walletOf(devnet.addresses.smartAccounts.bundler.privateKey)
    const calls = [{ to: recipient, value: parseEther('0.25') }]

    const prepared = await prepareUserOperation({ client, contracts, owner: owner.address, account: state, calls })
    expect(prepared.factory).toBe(contracts.factory)
    expect(prepared.callData).toBe(encodeSmartAccountCalls(calls))
    const signed = await signUserOperation(prepared, owner, 31337, contracts.entryPoint)
    const hash = await bundler.writeContract({ address: contracts.entryPoint, abi: porticoEntryPointAbi, functionName: 'handleOps', args: [[toPackedUserOperation(signed)], bundler.account.address] })
    const receipt = await mined(hash)
    expect(receipt.status).toBe('success')
    expect(await client.getBalance({ address: recipient })).toBe(recipientBefore + parseEther('0.25'))
    expect(await client.getBalance({ address: owner.address })).toBe(0n)
    expect(await client.getBalance({ address: state.address })).toBe(parseEther('0.75'))
    expect((await getSmartAccountState(client, contracts, owner.address)).deployed).toBe(true)
    expect(await client.readContract({ address: contracts.entryPoint, abi: porticoEntryPointAbi, functionName: 'getNonce', args: [state.address, 0n] })).toBe(1n)
    const onChainHash = await client.readContract({ address: contracts.entryPoint, abi: porticoEntryPointAbi, functionName: 'getUserOpHash', args: [toPackedUserOperation(signed)] })
    const events = await client.getContractEvents({ address: contracts.entryPoint, abi: porticoEntryPointAbi, eventName: 'UserOperationEvent', args: { userOpHash: onChainHash } })
    expect(events).toHaveLength(1)
    expect(events[0]?.args.success).toBe(true)

    const deployed = { ...state, deployed: true }
    const replay = { ...signed, factory: undefined, factoryData: undefined, nonce: 0n }
    const replaySigned = await signUserOperation(replay, owner, 31337, contracts.entryPoint)
    const simulate = (op: typeof signed) =>
      revertOf(() => client.simulateContract({ address: contracts.entryPoint, abi: porticoEntryPointAbi, functionName: 'handleOps', args: [[toPackedUserOperation(op)], bundler.account.address], account: bundler.account }))
    expect((await simulate(replaySigned)).args[1]).toBe('AA25 invalid account nonce')

    const next = await prepareUserOperation({ client, contracts, owner: owner.address, account: deployed, calls })
    const forged = await signUserOperation(next, privateKeyToAccount(generatePrivateKey()), 31337, contracts.entryPoint)
    expect((await simulate(forged)).args[1]).toBe('AA24 signature error')
    // The entry point rejects a second deployment of the same account.
    expect((await simulate(await signUserOperation({ ...next, factory: contracts.factory, factoryData: prepared.factoryData }, owner, 31337, contracts.entryPoint))).args[1]).toBe('AA10 sender already constructed')
  })

  test('only the entry point may call validateUserOp', async () => {
    const { owner, state } = await deployedAccount()
    const prepared = await prepareUserOperation({ client, contracts, owner: owner.address, account: state, calls: [{ to: owner.address, value: 0n }] })
    const refused = await revertOf(() => client.simulateContract({ address: state.address, abi: porticoAccountAbi, functionName: 'validateUserOp', args: [toPackedUserOperation(prepared), `0x${'00'.repeat(32)}`, 0n], account: owner.address }))
    expect(refused.name).toBe('Unauthorized')
  })
})
