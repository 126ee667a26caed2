import type { Address, Hex, LocalAccount } from 'viem'
import { hexToBigInt, isAddress, isHex, numberToHex } from 'viem'
import type { DevChain } from './chains.js'
import { invalidParams } from './errors.js'
import { jsonRpc } from './rpc.js'

/** An `eth_sendTransaction` request, parsed. */
export interface TxRequest {
  from: Address
  to?: Address
  value?: bigint
  data?: Hex
  gas?: bigint
  nonce?: number
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
}

const quantity = (tx: Record<string, unknown>, key: string): bigint | undefined => {
  const value = tx[key]
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)) throw invalidParams(`${key} must be a hex quantity`)
  return hexToBigInt(value as Hex)
}

/** Validates the transaction object of `eth_sendTransaction` (hex quantities, addresses, data). */
export function parseTxRequest(raw: unknown): TxRequest {
  if (typeof raw !== 'object' || raw === null) throw invalidParams('expected a transaction object')
  const tx = raw as Record<string, unknown>
  if (typeof tx.from !== 'string' || !isAddress(tx.from, { strict: false })) throw invalidParams('from must be an address')
  const out: TxRequest = { from: tx.from }
  if (tx.to !== undefined && tx.to !== null) {
    if (typeof tx.to !== 'string' || !isAddress(tx.to, { strict: false })) throw invalidParams('to must be an address')
    out.to = tx.to
  }
  const data = tx.data ?? tx.input
  if (data !== undefined && data !== null) {
    if (typeof data !== 'string' || !isHex(data) || data.length % 2 !== 0) throw invalidParams('data must be hex bytes')
    out.data = data
  }
  const value = quantity(tx, 'value')
  if (value !== undefined) out.value = value
  const gas = quantity(tx, 'gas') ?? quantity(tx, 'gasLimit')
  if (gas !== undefined) out.gas = gas
  const nonce = quantity(tx, 'nonce')
  if (nonce !== undefined) out.nonce = Number(nonce)
  const gasPrice = quantity(tx, 'gasPrice')
  if (gasPrice !== undefined) out.gasPrice = gasPrice
  const maxFee = quantity(tx, 'maxFeePerGas')
  if (maxFee !== undefined) out.maxFeePerGas = maxFee
  const tip = quantity(tx, 'maxPriorityFeePerGas')
  if (tip !== undefined) out.maxPriorityFeePerGas = tip
  return out
}

const asBigInt = (value: unknown, what: string): bigint => {
  if (typeof value !== 'string' || !isHex(value)) throw invalidParams(`node returned a bad ${what}`)
  return hexToBigInt(value)
}

/**
 * Fills nonce, gas and fees of `tx` from `chain`'s node, signs it locally with `account`
 * and sends the raw transaction. Returns the transaction hash.
 */
export async function signAndSend(account: LocalAccount, chain: DevChain, tx: TxRequest): Promise<Hex> {
  const rpc = (method: string, params: unknown[]) => jsonRpc(chain.rpcUrl, method, params)
  const call = {
    from: account.address,
    ...(tx.to ? { to: tx.to } : {}),
    ...(tx.data ? { data: tx.data } : {}),
    ...(tx.value !== undefined ? { value: numberToHex(tx.value) } : {}),
  }
  const nonce = tx.nonce ?? Number(asBigInt(await rpc('eth_getTransactionCount', [account.address, 'pending']), 'nonce'))
  const gas = tx.gas ?? asBigInt(await rpc('eth_estimateGas', [call]), 'gas estimate')
  const base = { chainId: chain.chainId, nonce, gas, to: tx.to ?? null, value: tx.value ?? 0n, data: tx.data }
  let signed: Hex
  if (tx.gasPrice !== undefined) {
    signed = await account.signTransaction({ ...base, type: 'legacy', gasPrice: tx.gasPrice })
  } else {
    const block = (await rpc('eth_getBlockByNumber', ['latest', false])) as { baseFeePerGas?: unknown } | null
    if (block && typeof block.baseFeePerGas === 'string') {
      const baseFee = asBigInt(block.baseFeePerGas, 'base fee')
      let tip = tx.maxPriorityFeePerGas
      if (tip === undefined) {
        tip = await rpc('eth_maxPriorityFeePerGas', []).then(
          (v) => asBigInt(v, 'priority fee'),
          () => 1_000_000_000n,
        )
      }
      const maxFeePerGas = tx.maxFeePerGas ?? baseFee * 2n + tip
      const maxPriorityFeePerGas = tip > maxFeePerGas ? maxFeePerGas : tip
      signed = await account.signTransaction({ ...base, type: 'eip1559', maxFeePerGas, maxPriorityFeePerGas })
    } else {
      const gasPrice = asBigInt(await rpc('eth_gasPrice', []), 'gas price')
      signed = await account.signTransaction({ ...base, type: 'legacy', gasPrice })
    }
  }
  const hash = await rpc('eth_sendRawTransaction', [signed])
  if (typeof hash !== 'string' || !isHex(hash)) throw invalidParams('node returned a bad transaction hash')
  return hash
}
