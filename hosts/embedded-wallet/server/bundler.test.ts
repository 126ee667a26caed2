import { createPublicClient, encodeFunctionData, erc20Abi, http, parseEther, type Address, type PublicClient } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { formatUserOperationRequest } from 'viem/account-abstraction'
import type * as z from 'zod/mini'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devnetChain, startAnvil, type Devnet } from '../../../devnet/anvil'
import { createAccountRunner, type RunnerChain } from '../frame/accountRunner'
import { encodeSmartAccountCalls, getSmartAccountState, prepareUserOperation, signUserOperation } from '../frame/smartAccount'
import { bundlerReceiptBody, bundlerSendBody, createBundlerClient, type BundlerTransport } from '../frame/smartAccountBundler'
import { accountTypeOf, resolveAccounts } from '../frame/smartAccountUser'
import { createBundler, type Bundler } from './bundler'
import { AuthError, authMessages } from './errors'

let devnet: Devnet
let client: PublicClient
let bundler: Bundler
let chain: RunnerChain

beforeAll(async () => {
  devnet = await startAnvil()
  client = createPublicClient({ chain: devnetChain(devnet.url), transport: http(devnet.url) })
  const { entryPoint, factory, bundler: sponsor } = devnet.addresses.smartAccounts
  chain = { chainId: 31337, name: 'Devnet', rpcUrl: devnet.url, smartAccount: { entryPoint, factory } }
  bundler = createBundler({ chains: [{ chainId: 31337, rpcUrl: devnet.url, smartAccount: { entryPoint, factory } }], privateKey: sponsor.privateKey })
})
afterAll(async () => {
  await devnet?.stop()
})

/** The frame's transport, as the auth server's routes answer it: bodies parsed with the same schemas, for the signed-in `owner`. */
const transportFor = (owner: Address): BundlerTransport => async <T>(path: string, schema: z.ZodMiniType<T>, body: unknown): Promise<T> => {
  const answer = path === '/v1/bundler/send' ? await bundler.send(owner, bundlerSendBody.parse(body)) : await bundler.receipt(bundlerReceiptBody.parse(body))
  return schema.parse(answer)
}
const setBalance = (address: Address, wei: bigint) => client.request({ method: 'anvil_setBalance', params: [address, `0x${wei.toString(16)}`] } as never)
const recipient = () => privateKeyToAccount(generatePrivateKey()).address
const refusal = async (run: () => Promise<unknown>): Promise<AuthError> => {
  const error = await run().then(() => undefined, (caught: unknown) => caught)
  if (!(error instanceof AuthError)) throw new Error(`expected an AuthError, got ${String(error)}`)
  return error
}

describe('the smart-account runner through the local bundler (sponsored gas)', () => {
  test('an unfunded owner sends from its smart account: the first send deploys it, the sponsor pays, a batch is one atomic transaction', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const runner = await createAccountRunner({ type: 'smartAccount', owner, chain, bundler: createBundlerClient(transportFor(owner.address)) })
    expect(runner.address).toBe((await getSmartAccountState(client, chain.smartAccount!, owner.address)).address)
    await setBalance(runner.address, parseEther('1'))
    const sponsorBefore = await client.getBalance({ address: bundler.address })
    const to = recipient()

    const hash = await runner.sendTransaction({ to, value: parseEther('0.1') })
    const receipt = await client.getTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(bundler.address.toLowerCase())
    expect(receipt.to?.toLowerCase()).toBe(chain.smartAccount!.entryPoint.toLowerCase())
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.1'))
    expect(await client.getBalance({ address: owner.address })).toBe(0n)
    expect(await client.getBalance({ address: bundler.address })).toBeLessThan(sponsorBefore)
    expect((await getSmartAccountState(client, chain.smartAccount!, owner.address)).deployed).toBe(true)

    const other = recipient()
    const sent = await runner.sendCalls([{ to, value: 1n }, { to: other, value: 2n }])
    expect(sent.atomic).toBe(true)
    expect(sent.transactionHashes).toHaveLength(1)
    expect(await client.getBalance({ address: to })).toBe(parseEther('0.1') + 1n)
    expect(await client.getBalance({ address: other })).toBe(2n)
  })

  test('its signatures verify with viem against the chain (ERC-6492 before deployment, ERC-1271 after)', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const runner = await createAccountRunner({ type: 'smartAccount', owner, chain, bundler: createBundlerClient(transportFor(owner.address)) })
    const signature = await runner.signMessage('Sign in to Portico')
    expect(await client.verifyMessage({ address: runner.address, message: 'Sign in to Portico', signature })).toBe(true)
    expect(await client.verifyMessage({ address: owner.address, message: 'Sign in to Portico', signature })).toBe(false)
    const typedData = {
      domain: { name: 'Portico', version: '1', chainId: 31337 },
      types: { Greeting: [{ name: 'text', type: 'string' }] },
      primaryType: 'Greeting',
      message: { text: 'hello' },
    } as const
    const typedSignature = await runner.signTypedData(typedData)
    expect(await client.verifyTypedData({ address: runner.address, signature: typedSignature, ...typedData })).toBe(true)

    await setBalance(runner.address, parseEther('1'))
    await runner.sendTransaction({ to: recipient(), value: 1n })
    const deployed = await createAccountRunner({ type: 'smartAccount', owner, chain, bundler: createBundlerClient(transportFor(owner.address)) })
    const after = await deployed.signMessage('Sign in to Portico')
    expect(after.length).toBe(132)
    expect(await client.verifyMessage({ address: runner.address, message: 'Sign in to Portico', signature: after })).toBe(true)
  })

  test("a call that cannot succeed is refused by the bundler's simulation: nothing is sent, the sponsor pays nothing", async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    const runner = await createAccountRunner({ type: 'smartAccount', owner, chain, bundler: createBundlerClient(transportFor(owner.address)) })
    const sponsorBefore = await client.getBalance({ address: bundler.address })
    const blockBefore = await client.getBlockNumber()
    await expect(runner.sendTransaction({ to: recipient(), value: parseEther('5') })).rejects.toThrow(authMessages.operationRefused)
    expect(await client.getBalance({ address: bundler.address })).toBe(sponsorBefore)
    expect(await client.getBlockNumber()).toBe(blockBefore)
    expect((await getSmartAccountState(client, chain.smartAccount!, owner.address)).deployed).toBe(false)
  })

  test('the EOA runner sends from the owner key, which pays its own gas', async () => {
    const owner = privateKeyToAccount(generatePrivateKey())
    await setBalance(owner.address, parseEther('1'))
    const runner = await createAccountRunner({ type: 'eoa', owner, chain, bundler: createBundlerClient(transportFor(owner.address)) })
    expect(runner.address).toBe(owner.address)
    const hash = await runner.sendTransaction({ to: recipient(), value: 5n })
    const receipt = await client.waitForTransactionReceipt({ hash })
    expect(receipt.from.toLowerCase()).toBe(owner.address.toLowerCase())
    const batch = await runner.sendCalls([{ to: recipient(), value: 1n }, { to: recipient(), value: 1n }])
    expect(batch).toMatchObject({ atomic: false })
    expect(batch.transactionHashes).toHaveLength(2)
  })
})

describe('the bundler sponsors only what its policy allows', () => {
  const signedOperation = async (owner = privateKeyToAccount(generatePrivateKey()), signer = owner, calls = [{ to: recipient(), value: 1n }]) => {
    const account = await getSmartAccountState(client, chain.smartAccount!, owner.address)
    await setBalance(account.address, parseEther('1'))
    const prepared = await prepareUserOperation({ client, contracts: chain.smartAccount!, owner: owner.address, account, calls })
    return { owner, account, operation: await signUserOperation(prepared, signer, 31337, chain.smartAccount!.entryPoint) }
  }

  test("another user's account is not sponsored; a wrong signature is refused by simulation and costs the sponsor nothing", async () => {
    const { operation } = await signedOperation()
    const stranger = privateKeyToAccount(generatePrivateKey()).address
    const notOwn = await refusal(() => bundler.send(stranger, { chainId: 31337, userOperation: formatUserOperationRequest(operation) as never }))
    expect([notOwn.status, notOwn.message]).toEqual([403, authMessages.notSponsored])

    const owner = privateKeyToAccount(generatePrivateKey())
    const forged = await signedOperation(owner, privateKeyToAccount(generatePrivateKey()))
    const sponsorBefore = await client.getBalance({ address: bundler.address })
    const refused = await refusal(() => bundler.send(owner.address, { chainId: 31337, userOperation: formatUserOperationRequest(forged.operation) as never }))
    expect([refused.status, refused.message]).toEqual([400, `${authMessages.operationRefused}: AA24 signature error`])
    expect(await client.getBalance({ address: bundler.address })).toBe(sponsorBefore)
    expect((await getSmartAccountState(client, chain.smartAccount!, owner.address)).deployed).toBe(false)
  })

  test('paymaster fields and unknown chains are refused; an unknown operation has no receipt', async () => {
    const { operation } = await signedOperation()
    const rpc = formatUserOperationRequest(operation)
    expect(bundlerSendBody.safeParse({ chainId: 31337, userOperation: { ...rpc, paymaster: chain.smartAccount!.factory } }).success).toBe(false)
    const unknownChain = await refusal(() => bundler.send(operation.sender, { chainId: 1, userOperation: rpc as never }))
    expect([unknownChain.status, unknownChain.message]).toEqual([400, authMessages.smartAccountNetwork])
    const unknown = await refusal(() => bundler.receipt({ chainId: 31337, userOpHash: `0x${'ab'.repeat(32)}` }))
    expect([unknown.status, unknown.message]).toEqual([404, authMessages.unknownOperation])
  })

  test('an operation whose call would revert is refused with the revert reason, and nothing is mined', async () => {
    const token = devnet.addresses.tokens.PUSD.address
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [recipient(), 1n] })
    const owner = privateKeyToAccount(generatePrivateKey())
    const account = await getSmartAccountState(client, chain.smartAccount!, owner.address)
    const prepared = await prepareUserOperation({ client, contracts: chain.smartAccount!, owner: owner.address, account, calls: [{ to: recipient(), value: 0n }] })
    // The account holds no PUSD: the transfer would revert inside handleOps.
    const operation = await signUserOperation({ ...prepared, callData: encodeSmartAccountCalls([{ to: token, data }]), callGasLimit: 200_000n }, owner, 31337, chain.smartAccount!.entryPoint)
    const blockBefore = await client.getBlockNumber()
    const refused = await refusal(() => bundler.send(owner.address, { chainId: 31337, userOperation: formatUserOperationRequest(operation) as never }))
    expect([refused.status, refused.message]).toEqual([400, `${authMessages.operationRefused}: ERC20: transfer amount exceeds balance`])
    expect(await client.getBlockNumber()).toBe(blockBefore)
  })
})

describe('the accounts of a user on a chain (spec section 3)', () => {
  test('smart account first by default; EOA first when chosen; the dapp hint applies only to a visitor who never chose', async () => {
    const owner = privateKeyToAccount(generatePrivateKey()).address
    const smart = (await getSmartAccountState(client, chain.smartAccount!, owner)).address
    const byDefault = await resolveAccounts({ owner, chain, preferred: null })
    expect(byDefault).toMatchObject({ type: 'smartAccount', address: smart, accounts: [{ address: smart, type: 'smartAccount' }, { address: owner, type: 'eoa' }] })
    expect(byDefault.smartAccount?.deployed).toBe(false)
    expect(await resolveAccounts({ owner, chain, preferred: 'eoa' })).toMatchObject({ type: 'eoa', address: owner })
    expect(await resolveAccounts({ owner, chain, preferred: null, hint: 'eoa' })).toMatchObject({ type: 'eoa', address: owner })
    expect(await resolveAccounts({ owner, chain, preferred: 'smartAccount', hint: 'eoa' })).toMatchObject({ type: 'smartAccount', address: smart })
    const { smartAccount: _none, ...plain } = chain
    expect(await resolveAccounts({ owner, chain: plain, preferred: 'smartAccount' })).toEqual({ type: 'eoa', address: owner, accounts: [{ address: owner, type: 'eoa' }], smartAccount: undefined })

    expect(accountTypeOf(byDefault, undefined)).toBe('smartAccount')
    expect(accountTypeOf(byDefault, owner.toLowerCase())).toBe('eoa')
    expect(accountTypeOf(byDefault, smart)).toBe('smartAccount')
    expect(accountTypeOf(byDefault, recipient())).toBeUndefined()
  })
})
