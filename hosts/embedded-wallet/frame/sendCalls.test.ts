import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { encodeFunctionData, erc20Abi, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { startAnvil, type Devnet } from '../../../devnet/anvil'
import { createAccountRunner, toViemChain } from './accountRunner'
import { createBundleStore, decodeBundleId, encodeBundleId } from './callsBundle'
import { createFeeQuoter, FEE_TOO_HIGH_CODE, formatNative } from './networkFee'
import { handleWalletCalls, MAX_CALLS, type CallsEnvironment } from './sendCalls'
import { forwardRead } from './signer'
import { createBundlerClient } from './smartAccountBundler'

// The EIP-5792 methods of the embedded wallet against a real anvil: an EOA sends the calls one
// after another; status comes from the chain's receipts.
let chain: Devnet
beforeAll(async () => {
  chain = await startAnvil()
})
afterAll(async () => {
  await chain?.stop()
})

const rpc = <T>(method: string, params: unknown[]) => forwardRead(chain.url, method, params) as Promise<T>
const balance = async (address: string) => BigInt(await rpc<string>('eth_getBalance', [address, 'latest']))
const noBundler = createBundlerClient(async () => {
  throw new Error('An EOA needs no bundler')
})

/** A funded fresh EOA and the environment wallet.ts would build for it. */
async function setup(options: { approve?: boolean; maxFeeWei?: string } = {}) {
  const owner = privateKeyToAccount(generatePrivateKey())
  await rpc('anvil_setBalance', [owner.address, '0x8ac7230489e80000']) // 10 ETH
  const approvals: { title: string; rows: [string, string][]; note?: string | undefined }[] = []
  const project = { chainId: 31337, name: 'Portico Local', rpcUrl: chain.url, ...(options.maxFeeWei ? { maxFeeWei: options.maxFeeWei } : {}) }
  const env: CallsEnvironment = {
    chainId: 31337,
    chains: [project],
    accounts: [{ address: owner.address, type: 'eoa' }],
    activeType: 'eoa',
    store: createBundleStore(),
    quoteFee: createFeeQuoter(project),
    currency: toViemChain(project).nativeCurrency,
    approve: async (request) => {
      approvals.push(request)
      return options.approve ?? true
    },
    withRunner: async (type, run) => run(await createAccountRunner({ type, owner, chain: project, bundler: noBundler })),
    read: (_chainId, method, params) => forwardRead(chain.url, method, params),
  }
  return { owner, env, approvals }
}

const fresh = () => privateKeyToAccount(generatePrivateKey()).address
const batch = (from: string, calls: unknown[], extra: Record<string, unknown> = {}) => [{ version: '2.0.0', chainId: '0x7a69', from, calls, ...extra }]
const status = async (env: CallsEnvironment, id: string) => {
  for (;;) {
    const { result } = (await handleWalletCalls('wallet_getCallsStatus', [id], env)) as { result: { status: number; atomic: boolean; receipts: { status: string; transactionHash: string }[] } }
    if (result.status !== 100) return result
  }
}

describe('wallet_sendCalls on an EOA (real anvil)', () => {
  it('shows every call in the approval, sends them in order, and reports 200 with a receipt each', async () => {
    const { owner, env, approvals } = await setup()
    const [a, b] = [fresh(), fresh()]
    const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [a] })
    const answer = await handleWalletCalls('wallet_sendCalls', batch(owner.address, [{ to: a, value: '0x3e8' }, { to: b, value: '0x1bc16d674ec80001', data }]), env)
    const { id } = (answer?.result ?? {}) as { id: string }
    expect(approvals).toHaveLength(1)
    const rows = Object.fromEntries(approvals[0]?.rows ?? [])
    expect(rows).toMatchObject({ From: owner.address, Calls: '2', 'Total value (wei)': '2000000000000001001' })
    expect(rows).toMatchObject({ 'Call 1 to': a, 'Call 1 value (wei)': '1000', 'Call 1 data': '0x (none)', 'Call 2 to': b, 'Call 2 value (wei)': '2000000000000000001', 'Call 2 data': data })
    expect(approvals[0]?.note).toContain('one after another')
    const result = await status(env, id)
    expect(result).toMatchObject({ status: 200, atomic: false })
    expect(result.receipts.map((r) => r.status)).toEqual(['0x1', '0x1'])
    // Issue 14: the fee shown is gas x max fee per gas of exactly the transactions sent.
    const sent = await Promise.all(result.receipts.map((r) => rpc<{ gas: string; maxFeePerGas: string }>('eth_getTransactionByHash', [r.transactionHash])))
    const bound = sent.reduce((sum, tx) => sum + BigInt(tx.gas) * BigInt(tx.maxFeePerGas), 0n)
    expect(rows['Network fee (at most)']).toBe(formatNative(bound, { symbol: 'ETH', decimals: 18 }))
    expect(await balance(a)).toBe(1000n)
    expect(await balance(b)).toBe(2_000_000_000_000_000_001n)
  })

  it('stops at a call that cannot run: the earlier call stays done, the later one is never sent (600)', async () => {
    const { owner, env, approvals } = await setup()
    const [a, c] = [fresh(), fresh()]
    // The fresh account holds no PUSD: this transfer reverts.
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [a, 1n] })
    const answer = await handleWalletCalls('wallet_sendCalls', batch(owner.address, [{ to: a, value: '0x5' }, { to: chain.addresses.tokens.PUSD.address, data: transfer }, { to: c, value: '0x7' }]), env)
    const { id } = answer?.result as { id: string }
    // Its gas cannot be estimated before call 1 runs: quoted when sent, where the batch stops.
    expect(Object.fromEntries(approvals[0]?.rows ?? [])['Network fee (at most)']).toMatch(/^0\.\d+ ETH \+ call 2 \(estimated when sent; the total stays within 0\.05 ETH\)$/)
    expect(decodeBundleId(id)).toMatchObject({ stopped: true, atomic: false })
    expect(await status(env, id)).toMatchObject({ status: 600 })
    expect(await balance(a)).toBe(5n)
    expect(await balance(c)).toBe(0n)
  })

  it("issue 14: a batch whose network fee is above the chain's cap is refused before asking (-32003), nothing sent", async () => {
    const { owner, env, approvals } = await setup({ maxFeeWei: '1000' })
    const a = fresh()
    const error = await handleWalletCalls('wallet_sendCalls', batch(owner.address, [{ to: a, value: '0x1' }]), env).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: FEE_TOO_HIGH_CODE })
    expect((error as Error).message).toMatch(/^Network fee too high: up to 0\.\d+ ETH, above this wallet's limit of 0\.000000000000001 ETH$/)
    expect(approvals).toHaveLength(0)
    expect(await balance(a)).toBe(0n)
  })

  it('a rejection in the panel sends nothing (4001) and frees the app id', async () => {
    const { owner, env } = await setup({ approve: false })
    const a = fresh()
    await expect(handleWalletCalls('wallet_sendCalls', batch(owner.address, [{ to: a, value: '0x1' }], { id: 'app-1' }), env)).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
    expect(await balance(a)).toBe(0n)
    await expect(handleWalletCalls('wallet_getCallsStatus', ['app-1'], env)).rejects.toMatchObject({ code: 5730 })
  })

  it('answers with the app id (version 2.0.0) or the bare id (1.0); an app id cannot be used twice', async () => {
    const { owner, env } = await setup()
    const answer = await handleWalletCalls('wallet_sendCalls', batch(owner.address, [{ to: fresh(), value: '0x1' }], { id: 'order-42' }), env)
    expect(answer?.result).toEqual({ id: 'order-42' })
    expect(await status(env, 'order-42')).toMatchObject({ status: 200, id: 'order-42' })
    await expect(handleWalletCalls('wallet_sendCalls', batch(owner.address, [{ to: fresh() }], { id: 'order-42' }), env)).rejects.toMatchObject({ code: 5720 })
    const v1 = await handleWalletCalls('wallet_sendCalls', [{ ...batch(owner.address, [{ to: fresh(), value: '0x1' }])[0], version: '1.0' }], env)
    expect(typeof v1?.result).toBe('string')
  })
})

describe('wallet_sendCalls validation: bad input changes nothing', () => {
  const cases: [string, (from: string) => unknown, number, RegExp][] = [
    ['a target without 0x', (from) => batch(from, [{ to: 'f39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }]), -32602, /^Invalid request params: 0\.calls\.0\.to: Expected an address/],
    ['data without 0x', (from) => batch(from, [{ to: fresh(), data: 'abcd' }]), -32602, /0\.calls\.0\.data: Expected hex data starting with 0x/],
    ['a decimal value', (from) => batch(from, [{ to: fresh(), value: '1000' }]), -32602, /0\.calls\.0\.value: Expected a hex quantity/],
    ['no calls', (from) => batch(from, []), -32602, /0\.calls/],
    ['too many calls', (from) => batch(from, Array.from({ length: MAX_CALLS + 1 }, () => ({ to: fresh() }))), 5740, /^Batch too large/],
    ['another chain', (from) => [{ ...(batch(from, [{ to: fresh() }])[0] as object), chainId: '0x1' }], 5710, /^Unsupported chain id 0x1/],
    ['an account that is not the user’s', () => batch(fresh(), [{ to: fresh() }]), 4100, /^Unknown account$/],
    ['atomicity required on an EOA', (from) => batch(from, [{ to: fresh() }], { atomicRequired: true }), 5760, /^Atomicity not supported/],
    ['a required capability', (from) => batch(from, [{ to: fresh() }], { capabilities: { paymasterService: { url: 'https://x' } } }), 5700, /paymasterService/],
    ['a required call capability', (from) => batch(from, [{ to: fresh(), capabilities: { auxiliaryFunds: {} } }]), 5700, /auxiliaryFunds/],
  ]
  it.each(cases)('refuses %s before asking the visitor', async (_name, params, code, message) => {
    const { owner, env, approvals } = await setup()
    const error = await handleWalletCalls('wallet_sendCalls', params(owner.address), env).catch((e: unknown) => e)
    expect(error).toMatchObject({ code })
    expect((error as Error).message).toMatch(message)
    expect(approvals).toHaveLength(0)
  })

  it('ignores an optional capability it does not have', async () => {
    const { owner, env } = await setup()
    const answer = await handleWalletCalls('wallet_sendCalls', batch(owner.address, [{ to: fresh() }], { capabilities: { paymasterService: { optional: true } } }), env)
    expect(answer?.result).toMatchObject({ id: expect.stringMatching(/^0x01/) })
  })
})

describe('wallet_getCapabilities and wallet_getCallsStatus', () => {
  it('reports atomic: unsupported for the EOA on each project chain, and refuses another address', async () => {
    const { owner, env } = await setup()
    expect((await handleWalletCalls('wallet_getCapabilities', [owner.address], env))?.result).toEqual({ '0x7a69': { atomic: { status: 'unsupported' } } })
    expect((await handleWalletCalls('wallet_getCapabilities', [owner.address, ['0x1']], env))?.result).toEqual({})
    await expect(handleWalletCalls('wallet_getCapabilities', [fresh()], env)).rejects.toMatchObject({ code: 4100 })
  })

  it('reports atomic: supported for a smart account on a chain with the contracts', async () => {
    const { env } = await setup()
    const smart = fresh()
    const withSmart: CallsEnvironment = { ...env, chains: [{ chainId: 31337, smartAccount: {} }, { chainId: 1 }], accounts: [...env.accounts, { address: smart, type: 'smartAccount' }] }
    expect((await handleWalletCalls('wallet_getCapabilities', [smart], withSmart))?.result).toEqual({ '0x7a69': { atomic: { status: 'supported' } }, '0x1': { atomic: { status: 'unsupported' } } })
  })

  it('refuses an id it never gave (5730); a wallet id survives a new store (a reloaded frame)', async () => {
    const { owner, env } = await setup()
    await expect(handleWalletCalls('wallet_getCallsStatus', ['nope'], env)).rejects.toMatchObject({ code: 5730 })
    const { id } = (await handleWalletCalls('wallet_sendCalls', batch(owner.address, [{ to: fresh(), value: '0x2' }]), env))?.result as { id: string }
    expect(await status({ ...env, store: createBundleStore() }, id)).toMatchObject({ status: 200 })
  })

  it('encodes and decodes bundle ids losslessly', () => {
    const bundle = { chainId: 8453, atomic: true, stopped: false, reverted: true, hashes: [`0x${'ab'.repeat(32)}`, `0x${'01'.repeat(32)}`] as Hex[] }
    expect(decodeBundleId(encodeBundleId(bundle))).toEqual(bundle)
    expect(decodeBundleId('0x01zz')).toBeUndefined()
  })

  it.each(['wallet_grantPermissions', 'wallet_revokePermissions'])('refuses %s before any approval (4200), granting nothing', async (method) => {
    const { env, approvals } = await setup()
    const error = await handleWalletCalls(method, [{ chainId: '0x7a69', expiry: 1, signer: { type: 'key', data: { id: '0x01' } }, permissions: [] }], env).catch((e: unknown) => e)
    expect(error).toMatchObject({ code: 4200 })
    expect((error as Error).message).toBe(`${method} is not supported: this wallet cannot grant session permissions (its account has no permission module)`)
    expect(approvals).toHaveLength(0)
  })

  it('passes other methods through (undefined)', async () => {
    const { env } = await setup()
    expect(await handleWalletCalls('eth_getBalance', [], env)).toBeUndefined()
  })
})
