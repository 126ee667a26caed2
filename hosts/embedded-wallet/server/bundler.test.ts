import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createPublicClient, encodeFunctionData, erc20Abi, http, parseEther, type Address, type Hex, type PublicClient } from 'viem'
import { generatePrivateKey, privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { formatUserOperationRequest } from 'viem/account-abstraction'
import type * as z from 'zod/mini'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { devnetChain, startAnvil, type Devnet } from '../../../devnet/anvil'
import { createAccountRunner, type RunnerChain } from '../frame/accountRunner'
import { ServerError } from '../frame/api'
import { FrameRpcError } from '../frame/signer'
import { encodeSmartAccountCalls, getSmartAccountState, prepareUserOperation, signUserOperation } from '../frame/smartAccount'
import { bundlerReceiptBody, bundlerSendBody, createBundlerClient, SPONSOR_BUDGET_RPC_CODE, type BundlerTransport } from '../frame/smartAccountBundler'
import { accountTypeOf, resolveAccounts } from '../frame/smartAccountUser'
import { createBundler, type Bundler, type BundlerOptions } from './bundler'
import { openDatabase, type Database } from './database'
import { AuthError, authMessages } from './errors'
import { DEFAULT_DAILY_GAS_BUDGET } from './sponsorLedger'

let devnet: Devnet
let client: PublicClient
let db: Database
let bundler: Bundler
let chain: RunnerChain
let sponsorKey: Hex

/** A bundler on the devnet; `db` and the budget options default to the shared database and the defaults. */
const bundlerWith = (options: Partial<Omit<BundlerOptions, 'chains' | 'privateKey'>> = {}) =>
  createBundler({ chains: [{ chainId: 31337, rpcUrl: devnet.url, smartAccount: chain.smartAccount! }], privateKey: sponsorKey, db, ...options })

beforeAll(async () => {
  devnet = await startAnvil()
  client = createPublicClient({ chain: devnetChain(devnet.url), transport: http(devnet.url) })
  const { entryPoint, factory, bundler: sponsor } = devnet.addresses.smartAccounts
  chain = { chainId: 31337, name: 'Devnet', rpcUrl: devnet.url, smartAccount: { entryPoint, factory } }
  sponsorKey = sponsor.privateKey
  db = await openDatabase({})
  bundler = bundlerWith()
})
afterAll(async () => {
  await db?.close()
  await devnet?.stop()
})

/**
 * The frame's transport, as the auth server's routes answer it: bodies parsed with the same
 * schemas, for the signed-in `owner`; a refusal arrives as the frame's `callApi` throws it.
 */
const transportFor = (owner: Address, through: Bundler = bundler): BundlerTransport => async <T>(path: string, schema: z.ZodMiniType<T>, body: unknown): Promise<T> => {
  try {
    const answer = path === '/v1/bundler/send' ? await through.send(owner, bundlerSendBody.parse(body)) : await through.receipt(bundlerReceiptBody.parse(body))
    return schema.parse(answer)
  } catch (error) {
    throw error instanceof AuthError ? new ServerError(error.status, error.code, error.message) : error
  }
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

/** A funded smart account's next operation (the first deploys the account), signed by `signer`. */
const signedOperation = async (owner: PrivateKeyAccount = privateKeyToAccount(generatePrivateKey()), signer = owner, calls = [{ to: recipient(), value: 1n }]) => {
  const account = await getSmartAccountState(client, chain.smartAccount!, owner.address)
  await setBalance(account.address, parseEther('1'))
  const prepared = await prepareUserOperation({ client, contracts: chain.smartAccount!, owner: owner.address, account, calls })
  return { owner, account, operation: await signUserOperation(prepared, signer, 31337, chain.smartAccount!.entryPoint) }
}
/** Polls the bundler as the frame does until the operation's bundle is mined. */
const outcomeOf = async (through: Bundler, userOpHash: Hex) => {
  for (;;) {
    const { receipt } = await through.receipt({ chainId: 31337, userOpHash })
    if (receipt) return receipt
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}
const sendBody = (operation: Awaited<ReturnType<typeof signedOperation>>['operation']) => ({ chainId: 31337, userOperation: formatUserOperationRequest(operation) as never })

describe('the bundler sponsors only what its policy allows', () => {
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

describe('§3 the bundler keeps its books in the database (receipts, daily gas budget)', () => {
  test('§3 behavior: a receipt still answers after a restart (a new bundler on the reopened database)', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'portico-bundler-'))
    try {
      const before = await openDatabase({ dataDir })
      const { owner, operation } = await signedOperation()
      const { userOpHash } = await bundlerWith({ db: before }).send(owner.address, sendBody(operation))
      await before.close()

      const after = await openDatabase({ dataDir })
      try {
        const restarted = bundlerWith({ db: after })
        const receipt = await outcomeOf(restarted, userOpHash)
        expect(receipt).toMatchObject({ success: true })
        const mined = await client.getTransactionReceipt({ hash: receipt.transactionHash as Hex })
        expect(mined.from.toLowerCase()).toBe(restarted.address.toLowerCase())
        // The gas the bundle used is what the owner's day counts.
        expect(await restarted.budget.used(owner.address)).toBe(mined.gasUsed)
      } finally {
        await after.close()
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true })
    }
  })

  test('§3 behavior: the same operation sent twice goes out once', async () => {
    const { owner, operation } = await signedOperation()
    const first = await bundler.send(owner.address, sendBody(operation))
    const block = await client.getBlockNumber()
    await expect(bundler.send(owner.address, sendBody(operation))).resolves.toEqual(first)
    expect(await client.getBlockNumber()).toBe(block)
  })

  test('§3 error: an operation over the daily budget is refused before submission; the frame fails the request with the text; the sponsor pays nothing', async () => {
    const tiny = bundlerWith({ dailyGasBudget: 1_000n })
    const owner = privateKeyToAccount(generatePrivateKey())
    const runner = await createAccountRunner({ type: 'smartAccount', owner, chain, bundler: createBundlerClient(transportFor(owner.address, tiny)) })
    await setBalance(runner.address, parseEther('1'))
    const sponsorBefore = await client.getBalance({ address: tiny.address })
    const blockBefore = await client.getBlockNumber()
    const failed = await runner.sendTransaction({ to: recipient(), value: 1n }).then(() => undefined, (error: unknown) => error)
    expect(failed).toBeInstanceOf(FrameRpcError)
    expect([(failed as FrameRpcError).message, (failed as FrameRpcError).code]).toEqual([authMessages.sponsorBudget, SPONSOR_BUDGET_RPC_CODE])
    expect(await client.getBalance({ address: tiny.address })).toBe(sponsorBefore)
    expect(await client.getBlockNumber()).toBe(blockBefore)
    expect((await getSmartAccountState(client, chain.smartAccount!, owner.address)).deployed).toBe(false)
    expect(await tiny.budget.used(owner.address)).toBe(0n)
    // The server's answer: 429 with the seconds until the next UTC day.
    const { operation } = await signedOperation(owner)
    const refused = await refusal(() => tiny.send(owner.address, sendBody(operation)))
    expect([refused.status, refused.code, refused.message]).toEqual([429, 'sponsor_budget', authMessages.sponsorBudget])
    expect(refused.retryAfterSeconds).toBeGreaterThan(0)
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(86_400)
  })

  test('§3 behavior: the budget counts the gas mined bundles used, per user and UTC day; it resets on a new UTC day', async () => {
    let now = Date.UTC(2030, 0, 1, 23, 0)
    const clock = () => now
    const generous = bundlerWith({ now: clock })
    expect(generous.budget.daily).toBe(DEFAULT_DAILY_GAS_BUDGET)
    const { owner, operation } = await signedOperation()
    const { userOpHash } = await generous.send(owner.address, sendBody(operation))
    const { transactionHash } = await outcomeOf(generous, userOpHash)
    const { gasUsed } = await client.getTransactionReceipt({ hash: transactionHash as Hex })
    const { gas: gasLimit } = await client.getTransaction({ hash: transactionHash as Hex })
    const used = await generous.budget.used(owner.address)
    expect(used).toBe(gasUsed)
    expect(used).toBeLessThan(gasLimit)

    // A budget the deployment nearly spent: the next operation does not fit today (the count is in the database, so a new bundler sees it).
    const tight = bundlerWith({ now: clock, dailyGasBudget: used + 1_000n })
    const next = await signedOperation(owner)
    const sponsorBefore = await client.getBalance({ address: tight.address })
    const refused = await refusal(() => tight.send(owner.address, sendBody(next.operation)))
    expect([refused.status, refused.message, refused.retryAfterSeconds]).toEqual([429, authMessages.sponsorBudget, 3_600])
    expect(await client.getBalance({ address: tight.address })).toBe(sponsorBefore)
    // Another user's day is untouched.
    expect(await tight.budget.used(privateKeyToAccount(generatePrivateKey()).address)).toBe(0n)

    // An hour later it is a new UTC day: the same operation goes through.
    now += 3_600_000
    expect(await tight.budget.used(owner.address)).toBe(0n)
    const resent = await tight.send(owner.address, sendBody(next.operation))
    await expect(outcomeOf(tight, resent.userOpHash)).resolves.toMatchObject({ success: true })
    expect(await tight.budget.used(owner.address)).toBeGreaterThan(0n)
    expect(await tight.budget.used(owner.address)).toBeLessThan(used)
  })
})
