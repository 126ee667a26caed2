/**
 * Rebuilds `devnet/state/anvil-state.json` and `devnet/state/addresses.json` from source:
 * compiles the test tokens with solc-js, starts an empty anvil, deploys the tokens, Multicall3
 * (at its canonical address), WETH9 + Uniswap V2 factory + Router02, adds liquidity, local ENS,
 * bench tokens, the ERC-4337 EntryPoint and account factory (and funds the bundler), the
 * account-names registrar, the Farcaster IdRegistry with the dev fids, dumps.
 *
 * Run: `npx tsx devnet/build-state.ts`. Deterministic: same addresses (and the same state
 * bytes) every run, because everything is deployed by one fresh account at a fixed genesis time.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import { gunzipSync } from 'node:zlib'
import {
  createPublicClient, createWalletClient, getAddress, http, labelhash, maxUint256, namehash, parseEther, parseUnits, toHex, zeroHash,
  type Abi, type Address, type Hex,
} from 'viem'
import { mnemonicToAccount, privateKeyToAccount } from 'viem/accounts'
import { devnetAddressesPath, devnetStatePath, type DevnetAccount, type DevnetBenchToken, type DevnetAddresses, type DevnetToken, type DevnetTokenSymbol } from './addresses'
import { multicall3CreationCode, uniswapArtifacts } from './artifacts'
import { MULTICALL3_ADDRESS, devnetChain } from './chain'
import { compileContracts, type CompiledContract } from './compile'
import { DEVNET_CHAIN_ID, spawnAnvil } from './process'

const MNEMONIC = 'test test test test test test test test test test test junk'
/** 2025-01-01T00:00:00Z; blocks then follow every 12 s. */
const GENESIS_TIMESTAMP = 1_735_689_600
const MINT_PER_ACCOUNT = 1_000_000n
const TOKENS: { symbol: DevnetTokenSymbol; name: string; decimals: number; contract: 'PorticoToken' | 'TetherStyleToken' }[] = [
  { symbol: 'PUSD', name: 'Portico Dollar', decimals: 18, contract: 'PorticoToken' },
  { symbol: 'PUSDC', name: 'Portico Coin', decimals: 6, contract: 'PorticoToken' },
  { symbol: 'PUSDT', name: 'Portico Tether', decimals: 6, contract: 'TetherStyleToken' },
]
/** Pool sizes: 100 ETH against 300,000 tokens (1 ETH = 3000 tokens). */
const POOL_ETH = parseEther('100')
const POOL_TOKENS = 300_000n

/** The bundler's key: mnemonic index 10 (anvil funds only #0-#9), funded by the deployer. */
const BUNDLER_ACCOUNT_INDEX = 10
const BUNDLER_FUNDS = parseEther('1000')

/** Extra ERC-20s for the 20-token balance benchmark (3 test tokens + 17). */
const BENCH_TOKEN_COUNT = 17

/** A small SVG avatar as a data URL (no network needed to show it). */
const AVATAR = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#4f7cff"/></svg>').toString('base64')}`
/** Forward names (`addr` record, optional `avatar` text record) under `.eth`. */
const ENS_NAMES: { name: string; account: number; avatar?: string }[] = [
  { name: 'portico.eth', account: 0, avatar: AVATAR },
  { name: 'bob.eth', account: 1 },
  { name: 'mallory.eth', account: 3, avatar: 'javascript:alert(1)' },
]
/**
 * Reverse records [account index, name]: #0 is portico.eth (verified forward); #2 claims
 * portico.eth, which resolves to #0, so it must not show; #3's avatar is unsafe and must be dropped.
 */
const ENS_REVERSE: [number, string][] = [[0, 'portico.eth'], [2, 'portico.eth'], [3, 'mallory.eth']]

/** The parent name the account-names registrar hands out subnames of (`alice.portico.eth`). */
const ACCOUNT_NAMES_PARENT = 'portico.eth'

/** The local Farcaster IdRegistry hands out fids after this one: the dev fids are 20001 and 20002. */
const FARCASTER_LAST_ID = 20_000n
/** Custody keys of the dev fids: mnemonic indexes 11 and 12 (no ETH: they only sign sign-in messages). */
const FARCASTER_CUSTODY_INDEXES = [11, 12]

function devAccount(index: number): DevnetAccount {
  const account = mnemonicToAccount(MNEMONIC, { addressIndex: index })
  const key = account.getHdKey().privateKey
  if (!key) throw new Error(`no private key for dev account ${index}`)
  return { address: account.address, privateKey: toHex(key) }
}

interface DumpedState {
  blocks?: { header: { number: string } }[]
  transactions?: { block_number: number; info: { transaction_index: number } }[]
}

/** anvil dumps blocks and transactions in hash-map order: sort them so the file is byte-stable. */
function canonicalState(state: DumpedState): unknown {
  state.blocks?.sort((a, b) => Number(a.header.number) - Number(b.header.number))
  state.transactions?.sort((a, b) => a.block_number - b.block_number || a.info.transaction_index - b.info.transaction_index)
  return sortKeys(state)
}

/** Sorts object keys recursively so the dumped JSON is byte-stable across runs. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys)
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.keys(value).sort().map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]))
  }
  return value
}

async function main(): Promise<void> {
  const started = Date.now()
  const compiled = compileContracts()
  const uniswap = uniswapArtifacts()
  console.log(`compiled in ${Date.now() - started} ms`)

  const accounts = Array.from({ length: 10 }, (_, i) => devAccount(i))
  const deployer = accounts[9] as DevnetAccount
  const holders = [...accounts.slice(0, 3).map((a) => a.address), deployer.address]

  const node = await spawnAnvil(['--chain-id', String(DEVNET_CHAIN_ID), '--quiet', '--timestamp', String(GENESIS_TIMESTAMP)])
  try {
    const chain = devnetChain(node.url)
    const publicClient = createPublicClient({ chain, transport: http(node.url) })
    const wallet = createWalletClient({ chain, transport: http(node.url), account: privateKeyToAccount(deployer.privateKey) })
    const rpc = (method: string, params: unknown[]): Promise<unknown> =>
      publicClient.request({ method, params } as never)
    await rpc('anvil_setBlockTimestampInterval', [12])

    const deploy = async (c: CompiledContract, args: readonly unknown[] = []): Promise<Address> => {
      const hash = await wallet.deployContract({ abi: c.abi, bytecode: c.bytecode, args })
      const receipt = await publicClient.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success' || !receipt.contractAddress) throw new Error('deployment failed')
      return getAddress(receipt.contractAddress)
    }
    const send = async (address: Address, abi: Abi, functionName: string, args: readonly unknown[], value?: bigint): Promise<void> => {
      const hash = await wallet.writeContract({ address, abi, functionName, args, value, chain, account: wallet.account })
      const receipt = await publicClient.waitForTransactionReceipt({ hash })
      if (receipt.status !== 'success') throw new Error(`${functionName} on ${address} reverted`)
    }

    const weth = await deploy(uniswap.weth9)
    const factory = await deploy(uniswap.factory, [deployer.address])
    const router = await deploy(uniswap.router, [factory, weth])

    const tokens = {} as Record<DevnetTokenSymbol, DevnetToken>
    for (const t of TOKENS) {
      const artifact = compiled[t.contract]
      if (!artifact) throw new Error(`contract ${t.contract} not compiled`)
      const address = await deploy(artifact, [t.name, t.symbol, t.decimals, holders, parseUnits(String(MINT_PER_ACCOUNT), t.decimals)])
      tokens[t.symbol] = { address: getAddress(address), name: t.name, symbol: t.symbol, decimals: t.decimals, returnsBool: t.contract === 'PorticoToken' }
    }

    // Multicall3: deploy viem's creation code, then copy the runtime code to the canonical address.
    const tmpMulticall = await deploy({ abi: [], bytecode: multicall3CreationCode() })
    const runtime = await publicClient.getCode({ address: tmpMulticall })
    if (!runtime || runtime === '0x') throw new Error('Multicall3 deployment left no code')
    await rpc('anvil_setCode', [MULTICALL3_ADDRESS, runtime])
    await rpc('anvil_setCode', [tmpMulticall, '0x'])

    const pairs: Record<string, Address> = {}
    for (const t of TOKENS) {
      const token = tokens[t.symbol]
      const tokenAbi = (compiled[t.contract] as CompiledContract).abi
      const amount = parseUnits(String(POOL_TOKENS), t.decimals)
      await send(token.address, tokenAbi, 'approve', [router, maxUint256])
      await send(router, uniswap.router.abi, 'addLiquidityETH', [token.address, amount, 0n, 0n, deployer.address, maxUint256], POOL_ETH)
      pairs[`${t.symbol}/WETH`] = (await publicClient.readContract({
        address: factory, abi: uniswap.factory.abi, functionName: 'getPair', args: [token.address, weth],
      })) as Address
    }

    // Local ENS (deployed last, so every address above stays unchanged): registry, public resolver,
    // reverse registrar, and the names in ENS_NAMES. Reverse records are set by the deployer as
    // controller, so the dev accounts keep nonce 0.
    const contract = (name: string): CompiledContract => {
      const artifact = compiled[name]
      if (!artifact) throw new Error(`contract ${name} not compiled`)
      return artifact
    }
    const registry = await deploy(contract('LocalENSRegistry'))
    const resolver = await deploy(contract('LocalPublicResolver'), [registry])
    const reverseRegistrar = await deploy(contract('LocalReverseRegistrar'), [registry, resolver])
    const registryAbi = contract('LocalENSRegistry').abi
    const resolverAbi = contract('LocalPublicResolver').abi
    await send(registry, registryAbi, 'setSubnodeOwner', [zeroHash, labelhash('eth'), deployer.address])
    await send(registry, registryAbi, 'setSubnodeOwner', [zeroHash, labelhash('reverse'), deployer.address])
    await send(registry, registryAbi, 'setSubnodeOwner', [namehash('reverse'), labelhash('addr'), reverseRegistrar])
    const names: Record<string, Address> = {}
    for (const entry of ENS_NAMES) {
      const owner = (accounts[entry.account] as DevnetAccount).address
      const node = namehash(entry.name)
      await send(registry, registryAbi, 'setSubnodeOwner', [namehash('eth'), labelhash(entry.name.split('.')[0] as string), deployer.address])
      await send(registry, registryAbi, 'setResolver', [node, resolver])
      await send(resolver, resolverAbi, 'setAddr', [node, owner])
      if (entry.avatar) await send(resolver, resolverAbi, 'setText', [node, 'avatar', entry.avatar])
      names[entry.name] = owner
    }
    for (const [account, name] of ENS_REVERSE) {
      await send(reverseRegistrar, contract('LocalReverseRegistrar').abi, 'setNameForAddr', [(accounts[account] as DevnetAccount).address, name])
    }
    const ens = { registry, resolver, reverseRegistrar, names, reverse: Object.fromEntries(ENS_REVERSE.map(([a, n]) => [(accounts[a] as DevnetAccount).address, n])) }

    // 17 more plain ERC-20s (deployed after everything else), so a 20-token list can be benchmarked.
    const benchTokens: DevnetBenchToken[] = []
    for (let i = 1; i <= BENCH_TOKEN_COUNT; i++) {
      const decimals = i % 2 === 0 ? 6 : 18
      const address = await deploy(contract('PorticoToken'), [`Bench Token ${i}`, `BT${i}`, decimals, holders, parseUnits(String(i * 1000), decimals)])
      benchTokens.push({ address: getAddress(address), name: `Bench Token ${i}`, symbol: `BT${i}`, decimals })
    }

    // ERC-4337 smart accounts (deployed after everything else, so every address above stays
    // unchanged): the minimal EntryPoint, the CREATE2 account factory, and a funded bundler key
    // (mnemonic index 10, not one of anvil's dev accounts) that sponsors user operations.
    const entryPoint = await deploy(contract('PorticoEntryPoint'))
    const accountFactory = await deploy(contract('PorticoAccountFactory'), [entryPoint])
    const bundler = devAccount(BUNDLER_ACCOUNT_INDEX)
    const funding = await wallet.sendTransaction({ to: bundler.address, value: BUNDLER_FUNDS, chain, account: wallet.account })
    if ((await publicClient.waitForTransactionReceipt({ hash: funding })).status !== 'success') throw new Error('funding the bundler failed')
    const smartAccounts = { entryPoint, factory: accountFactory, bundler }

    // Account names (deployed after everything else): a first-come subname registrar that owns
    // `portico.eth` (its own records stay: #0's name and avatar).
    const namesRegistrar = await deploy(contract('PorticoSubnameRegistrar'), [registry, resolver, namehash(ACCOUNT_NAMES_PARENT), ACCOUNT_NAMES_PARENT])
    await send(registry, registryAbi, 'setSubnodeOwner', [namehash('eth'), labelhash(ACCOUNT_NAMES_PARENT.split('.')[0] as string), namesRegistrar])
    const accountNames = { registrar: namesRegistrar, parent: ACCOUNT_NAMES_PARENT }

    // Farcaster (deployed after everything else): the IdRegistry Sign In With Farcaster reads
    // custody from, with the dev fids registered to their custody addresses.
    const idRegistry = await deploy(contract('LocalIdRegistry'), [FARCASTER_LAST_ID])
    const idRegistryAbi = contract('LocalIdRegistry').abi
    const fids: DevnetAddresses['farcaster']['fids'] = []
    for (const index of FARCASTER_CUSTODY_INDEXES) {
      const custody = devAccount(index)
      await send(idRegistry, idRegistryAbi, 'register', [custody.address])
      const fid = (await publicClient.readContract({ address: idRegistry, abi: idRegistryAbi, functionName: 'idOf', args: [custody.address] })) as bigint
      fids.push({ fid: Number(fid), custody })
    }
    const farcaster = { idRegistry, fids }

    const head = await publicClient.getBlock()
    const addresses: DevnetAddresses = {
      chainId: DEVNET_CHAIN_ID,
      mnemonic: MNEMONIC,
      tokens,
      multicall3: MULTICALL3_ADDRESS,
      weth,
      factory,
      router,
      pairs,
      ens,
      benchTokens,
      smartAccounts,
      accountNames,
      farcaster,
      deployer,
      accounts,
      mintedPerAccount: String(MINT_PER_ACCOUNT),
      blockNumber: Number(head.number),
      timestamp: Number(head.timestamp),
    }

    const dumped = (await rpc('anvil_dumpState', [])) as Hex
    const json = gunzipSync(Buffer.from(dumped.slice(2), 'hex')).toString('utf8')
    if (/[:[,]\s*-?\d{16,}/.test(json)) throw new Error('state has integers beyond JS precision; cannot re-serialize safely')
    const state = `${JSON.stringify(canonicalState(JSON.parse(json) as DumpedState))}\n`
    mkdirSync(dirname(devnetStatePath), { recursive: true })
    writeFileSync(devnetStatePath, state)
    writeFileSync(devnetAddressesPath, `${JSON.stringify(addresses, null, 2)}\n`)
    console.log(`wrote ${devnetStatePath} (${(state.length / 1024).toFixed(0)} KB) and ${devnetAddressesPath}`)
    console.log(`block ${addresses.blockNumber}; built in ${Date.now() - started} ms`)
  } finally {
    await node.stop()
  }
}

await main()
