/**
 * How the local checkout delivers what a visitor "bought" on the devnet, for real: from a
 * treasury account the node lets it use (anvil impersonation), topped up for each delivery
 * (native with `anvil_setBalance`, tokens minted by writing the token's own storage, as the test
 * tokens have no mint function), then sent with a real transaction, so the buyer's balance rises
 * by exactly the amount and the transfer shows in the account's history.
 */
import { createPublicClient, createWalletClient, encodeAbiParameters, erc20Abi, http, keccak256, numberToHex, type Address, type Hash, type Hex } from 'viem'

/** The local checkout's treasury: no key exists for it; anvil sends for it while impersonated. */
export const ONRAMP_TREASURY: Address = '0x0000000000000000000000000000000000c0ffee'
/** Native currency the treasury keeps beyond a delivery, for gas. */
export const TREASURY_GAS_ALLOWANCE = 10n ** 18n
/** Storage slots searched for a token's balance mapping and total supply (simple ERC-20 layouts). */
const SLOTS_SEARCHED = 16

type Rpc = { request(method: string, params: unknown[]): Promise<unknown> }

function rpcOf(rpcUrl: string): Rpc {
  const client = createPublicClient({ transport: http(rpcUrl) })
  return { request: (method, params) => client.request({ method: method as never, params: params as never }) }
}

const word = (value: bigint): Hex => numberToHex(value, { size: 32 })
const balanceSlotKey = (holder: Address, slot: bigint): Hex => keccak256(encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [holder, slot]))

/** Where a token keeps balances and its total supply, found by probing its storage. */
export type TokenLayout = { balanceSlot: bigint; totalSupplySlot: bigint }

/**
 * Finds the slot of `token`'s balance mapping (a marker written at `keccak256(holder, slot)`
 * must read back through `balanceOf`) and of its total supply (the plain slot holding
 * `totalSupply()`). Works for OpenZeppelin-style and USDT-style tokens; throws for others.
 */
export async function findTokenLayout(rpcUrl: string, token: Address): Promise<TokenLayout> {
  const rpc = rpcOf(rpcUrl)
  const client = createPublicClient({ transport: http(rpcUrl) })
  const probe = ONRAMP_TREASURY
  let balanceSlot: bigint | undefined
  for (let slot = 0n; slot < SLOTS_SEARCHED && balanceSlot === undefined; slot++) {
    const key = balanceSlotKey(probe, slot)
    const before = (await rpc.request('eth_getStorageAt', [token, key, 'latest'])) as Hex
    const marker = BigInt(before) + 0x5eed_0000_0000n
    await rpc.request('anvil_setStorageAt', [token, key, word(marker)])
    try {
      if ((await client.readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [probe] })) === marker) balanceSlot = slot
    } finally {
      await rpc.request('anvil_setStorageAt', [token, key, before])
    }
  }
  const supply = await client.readContract({ address: token, abi: erc20Abi, functionName: 'totalSupply' })
  let totalSupplySlot: bigint | undefined
  for (let slot = 0n; slot < SLOTS_SEARCHED && totalSupplySlot === undefined && supply > 0n; slot++) {
    if (BigInt((await rpc.request('eth_getStorageAt', [token, word(slot), 'latest'])) as Hex) === supply) totalSupplySlot = slot
  }
  if (balanceSlot === undefined || totalSupplySlot === undefined) throw new Error(`The local checkout cannot mint ${token}: unknown storage layout`)
  return { balanceSlot, totalSupplySlot }
}

async function sendFromTreasury(rpcUrl: string, transaction: { to: Address; value?: bigint; data?: Hex }): Promise<Hash> {
  const rpc = rpcOf(rpcUrl)
  const client = createPublicClient({ transport: http(rpcUrl) })
  const wallet = createWalletClient({ account: ONRAMP_TREASURY, transport: http(rpcUrl) })
  await rpc.request('anvil_impersonateAccount', [ONRAMP_TREASURY])
  try {
    const hash = await wallet.sendTransaction({ chain: null, ...transaction })
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 100 })
    if (receipt.status !== 'success') throw new Error(`The delivery transaction ${hash} reverted`)
    return hash
  } finally {
    await rpc.request('anvil_stopImpersonatingAccount', [ONRAMP_TREASURY])
  }
}

/** Tops the treasury's native balance up to `needed` plus the gas allowance. */
async function topUpNative(rpcUrl: string, needed: bigint): Promise<void> {
  const rpc = rpcOf(rpcUrl)
  const balance = BigInt((await rpc.request('eth_getBalance', [ONRAMP_TREASURY, 'latest'])) as Hex)
  if (balance < needed + TREASURY_GAS_ALLOWANCE) await rpc.request('anvil_setBalance', [ONRAMP_TREASURY, numberToHex(needed + TREASURY_GAS_ALLOWANCE)])
}

/**
 * Sends `amount` wei of the native currency to `to` from the treasury (funded with
 * `anvil_setBalance` first). Returns the transaction hash once mined.
 */
export async function deliverNative(rpcUrl: string, to: Address, amount: bigint): Promise<Hash> {
  await topUpNative(rpcUrl, amount)
  return sendFromTreasury(rpcUrl, { to, value: amount })
}

/**
 * Mints `amount` base units of `token` to the treasury (its balance and the total supply, in
 * the token's storage), then sends them to `to` with the token's own `transfer`. Returns the
 * transaction hash once mined.
 */
export async function deliverToken(rpcUrl: string, token: Address, to: Address, amount: bigint, layout?: TokenLayout): Promise<Hash> {
  const rpc = rpcOf(rpcUrl)
  const { balanceSlot, totalSupplySlot } = layout ?? (await findTokenLayout(rpcUrl, token))
  const balanceKey = balanceSlotKey(ONRAMP_TREASURY, balanceSlot)
  const read = async (key: Hex) => BigInt((await rpc.request('eth_getStorageAt', [token, key, 'latest'])) as Hex)
  await rpc.request('anvil_setStorageAt', [token, balanceKey, word((await read(balanceKey)) + amount)])
  await rpc.request('anvil_setStorageAt', [token, word(totalSupplySlot), word((await read(word(totalSupplySlot))) + amount)])
  await topUpNative(rpcUrl, 0n)
  // `transfer(to, amount)`; the USDT-style token returns nothing, so nothing is decoded.
  const data = `0xa9059cbb${encodeAbiParameters([{ type: 'address' }, { type: 'uint256' }], [to, amount]).slice(2)}` as Hex
  return sendFromTreasury(rpcUrl, { to: token, data })
}
