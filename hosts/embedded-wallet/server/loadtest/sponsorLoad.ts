import { createPublicClient, createWalletClient, getAddress, http, parseEther, type Address, type Hex } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { formatUserOperationRequest } from 'viem/account-abstraction'
import * as z from 'zod/mini'
import { devnetChain } from '../../../../devnet/anvil'
import { porticoAccountFactoryAbi, SMART_ACCOUNT_SALT } from '../../frame/smartAccountAbi'
import { bundlerReceiptReply, bundlerSendReply } from '../../frame/smartAccountBundler'
import { getSmartAccountState, prepareUserOperation, signUserOperation } from '../../frame/smartAccount'
import { errorOf, NoAnswer, type ApiAnswer } from './browser'
import type { LoadEnvironment } from './environment'
import { createFigures, type Figures, type ScenarioFigures } from './figures'
import { loginMany, type FinishedLogin } from './loginLoad'

/** Options of {@link runSponsorLoad}. */
export type SponsorLoadOptions = { scenario: string; sends: number; accounts: number }

type Sent = { login: FinishedLogin; userOpHash: Hex }

/**
 * Sponsored sends under load, through the servers' HTTP API (requests alternate between the
 * server processes, which share one sponsor key and one PostgreSQL): `accounts` users log in and
 * get a deployed, funded smart account; then `sends` signed user operations (each account's
 * spread over independent 2D nonce keys, so all can be in flight at once) go out concurrently.
 * Each answer must be the operation's hash or 'Daily gas sponsorship limit reached' (429).
 *
 * Checked afterwards against the chain and the database:
 * - every transaction the sponsor sent since the start is a recorded bundle, once, and every
 *   recorded bundle is one of them; every accepted operation has its bundle and a successful receipt;
 * - per user and UTC day, the gas the mined bundles used never exceeds the daily budget, and
 *   the ledger's count equals that gas exactly (settled through the receipts).
 *
 * @example
 * const figures = await runSponsorLoad(env, { scenario: 'sponsored sends', sends: 500, accounts: 50 })
 */
export async function runSponsorLoad(env: LoadEnvironment, options: SponsorLoadOptions): Promise<ScenarioFigures> {
  const figures = createFigures(options.scenario)
  const chain = devnetChain(env.devnet.url)
  const client = createPublicClient({ chain, transport: http(env.devnet.url) })
  const contracts = env.chain.smartAccount
  const sponsor = getAddress(env.devnet.addresses.smartAccounts.bundler.address)

  const { finished } = await loginMany(env, { logins: options.accounts, clients: options.accounts, figures })
  const deployer = createWalletClient({ chain, transport: http(env.devnet.url), account: env.devnet.addresses.deployer.address })
  const startBlock = await client.getBlockNumber({ cacheTime: 0 })
  // Accounts deployed up front (by a dev account, not the sponsor): their operations then only differ by nonce key.
  for (const login of finished) {
    await deployer.writeContract({ address: contracts.factory, abi: porticoAccountFactoryAbi, functionName: 'createAccount', args: [login.owner.address, SMART_ACCOUNT_SALT] })
  }
  const prepared = await Promise.all(
    finished.map(async (login) => {
      const { address, deployed } = await getSmartAccountState(client, contracts, login.owner.address)
      if (!deployed) throw new Error(`the smart account of ${login.email} was not deployed`)
      await client.request({ method: 'anvil_setBalance', params: [address, `0x${parseEther('1').toString(16)}`] } as never)
      const recipient = privateKeyToAccount(generatePrivateKey()).address
      const template = await prepareUserOperation({ client, contracts, owner: login.owner.address, account: { address, deployed }, calls: [{ to: recipient, value: 1n }] })
      return { login, template }
    }),
  )
  const firstBlock = await client.getBlockNumber({ cacheTime: 0 })
  const operations = await Promise.all(
    Array.from({ length: options.sends }, async (_, index) => {
      const { login, template } = prepared[index % prepared.length] ?? fail('no account logged in')
      const key = BigInt(Math.floor(index / prepared.length))
      const operation = await signUserOperation({ ...template, nonce: key << 64n }, login.owner, env.chain.chainId, contracts.entryPoint)
      return { login, body: { chainId: env.chain.chainId, userOperation: formatUserOperationRequest(operation) } }
    }),
  )

  const sent: Sent[] = []
  await Promise.all(
    operations.map(async ({ login, body }) => {
      const answer = await sendRetried(login, body, figures)
      if (!answer) return figures.violation(`${login.email}: /v1/bundler/send got no answer in 5 tries`)
      if (answer.status === 200) return void sent.push({ login, userOpHash: bundlerSendReply.parse(answer.body).userOpHash as Hex })
      if (answer.status === 429 && errorOf(answer.body)?.code === 'sponsor_budget') return figures.count('sends refused: daily budget reached (429)')
      figures.violation(`${login.email}: /v1/bundler/send answered ${answer.status} ${JSON.stringify(answer.body).slice(0, 200)}`)
    }),
  )
  figures.count('sends asked', options.sends)
  figures.count('accounts', prepared.length)
  figures.count('sends accepted', sent.length)
  await checkReceipts(sent, figures)
  await checkBooks(env, { client, sponsor, fromBlock: firstBlock + 1n, owners: finished.map((login) => login.address), accepted: sent, figures })
  figures.count('blocks before the sends (deployments)', Number(firstBlock - startBlock))
  return figures.finish()
}

/**
 * Sends an operation, again when no answer came, as a client must: the same
 * operation is found in its bundle and not sent twice (the books check proves it).
 */
async function sendRetried(login: FinishedLogin, body: unknown, figures: Figures): Promise<ApiAnswer | undefined> {
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      return await login.browser.post('/v1/bundler/send', body)
    } catch (error) {
      if (!(error instanceof NoAnswer)) throw error
      figures.count('sends without an answer, sent again')
    }
  }
  return undefined
}

const fail = (message: string): never => {
  throw new Error(message)
}

/** Polls each accepted operation's receipt as the frame does (this also settles its gas in the ledger). */
async function checkReceipts(sent: readonly Sent[], figures: Figures): Promise<void> {
  let succeeded = 0
  await Promise.all(
    sent.map(async ({ login, userOpHash }) => {
      for (let tries = 0; tries < 200; tries++) {
        const answer = await login.browser.post('/v1/bundler/receipt', { chainId: 31337, userOpHash }).catch((error: unknown) => {
          if (error instanceof NoAnswer) return undefined
          throw error
        })
        if (!answer) continue
        if (answer.status !== 200) return figures.violation(`${userOpHash}: receipt answered ${answer.status}`)
        const { receipt } = bundlerReceiptReply.parse(answer.body)
        if (receipt?.success) return void (succeeded += 1)
        if (receipt) return figures.violation(`${userOpHash}: the operation failed on chain: ${receipt.reason ?? ''}`)
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      figures.violation(`${userOpHash}: no receipt`)
    }),
  )
  figures.count('receipts: operation succeeded on chain', succeeded)
}

const bundleRow = z.object({ user_op_hash: z.string(), transaction_hash: z.string(), owner: z.string(), day: z.string(), gas_used: z.nullable(z.union([z.string(), z.number()])) })

/** The sponsor's transactions on chain against the ledger's bundles and daily counts. */
async function checkBooks(
  env: LoadEnvironment,
  input: { client: ReturnType<typeof createPublicClient>; sponsor: Address; fromBlock: bigint; owners: readonly string[]; accepted: readonly Sent[]; figures: Figures },
): Promise<void> {
  const { client, sponsor, figures } = input
  const onChain = new Map<string, { gasUsed: bigint; wei: bigint }>()
  const latest = await client.getBlockNumber({ cacheTime: 0 })
  for (let block = input.fromBlock; block <= latest; block++) {
    const { transactions } = await client.getBlock({ blockNumber: block, includeTransactions: true })
    for (const transaction of transactions) {
      if (getAddress(transaction.from) !== sponsor) continue
      const receipt = await client.getTransactionReceipt({ hash: transaction.hash })
      onChain.set(transaction.hash.toLowerCase(), { gasUsed: receipt.gasUsed, wei: receipt.gasUsed * receipt.effectiveGasPrice })
    }
  }
  const owners = input.owners.map((owner) => owner.toLowerCase())
  const rows = (await env.db.query('select user_op_hash, transaction_hash, owner, day, gas_used from sponsored_bundles where owner = any($1)', [owners])).map((row) => bundleRow.parse(row))
  const recorded = new Map<string, number>()
  for (const row of rows) recorded.set(row.transaction_hash.toLowerCase(), (recorded.get(row.transaction_hash.toLowerCase()) ?? 0) + 1)
  for (const hash of onChain.keys()) if (recorded.get(hash) !== 1) figures.violation(`sponsor transaction ${hash} recorded ${recorded.get(hash) ?? 0} times`)
  for (const hash of recorded.keys()) if (!onChain.has(hash)) figures.violation(`recorded bundle ${hash} is not a sponsor transaction on chain`)
  const acceptedHashes = new Set(input.accepted.map(({ userOpHash }) => userOpHash.toLowerCase()))
  const recordedOps = new Set(rows.map((row) => row.user_op_hash.toLowerCase()))
  for (const hash of acceptedHashes) if (!recordedOps.has(hash)) figures.violation(`accepted operation ${hash} has no recorded bundle`)
  if (rows.length !== acceptedHashes.size) figures.violation(`${rows.length} recorded bundles for ${acceptedHashes.size} accepted operations`)
  figures.count('sponsor transactions on chain', onChain.size)
  figures.count('bundles recorded', rows.length)

  // Per user and day: the gas the chain says was used, against the budget and the ledger's count.
  const used = new Map<string, bigint>()
  let wei = 0n
  for (const row of rows) {
    const mined = onChain.get(row.transaction_hash.toLowerCase())
    if (!mined) continue
    if (row.gas_used === null || BigInt(row.gas_used) !== mined.gasUsed) figures.violation(`bundle ${row.transaction_hash}: ledger gas ${String(row.gas_used)}, chain ${mined.gasUsed}`)
    used.set(`${row.owner} ${row.day}`, (used.get(`${row.owner} ${row.day}`) ?? 0n) + mined.gasUsed)
    wei += mined.wei
  }
  const counts = await env.db.query<{ owner: string; day: string; gas: string | number }>('select owner, day, gas from sponsor_gas where owner = any($1)', [owners])
  let highest = 0n
  for (const row of counts) {
    const chainGas = used.get(`${row.owner} ${row.day}`) ?? 0n
    if (BigInt(row.gas) !== chainGas) figures.violation(`${row.owner} on ${row.day}: ledger counts ${row.gas} gas, the chain used ${chainGas}`)
    if (chainGas > env.dailyGasBudget) figures.violation(`${row.owner} on ${row.day}: ${chainGas} gas sponsored, over the budget of ${env.dailyGasBudget}`)
    if (chainGas > highest) highest = chainGas
  }
  figures.set('daily gas budget per user', env.dailyGasBudget)
  figures.set('most gas sponsored for one user and day', highest)
  figures.set('wei the sponsor paid for the bundles (gas used x price)', wei)
}
