import * as z from 'zod/mini'
import { BaseError, type CaipNetwork, type RpcService } from 'portico'
import { encodeErc20Transfer } from './encodeErc20Transfer'

/**
 * Which `transfer` ABI a token speaks: `erc20` returns a bool (OpenZeppelin and most tokens);
 * `usdt` returns nothing (USDT and tokens modelled on it). Both take the same calldata.
 */
export type TransferVariant = 'erc20' | 'usdt'

const callResult = z.string().check(z.regex(/^0x(?:[0-9a-fA-F]{2})*$/))
const TRUE_WORD = `0x${'0'.repeat(63)}1`

/**
 * Simulates `transfer(to, amount)` from the sender with `eth_call` and reads the answer with the
 * ABI variant it fits: 32 bytes is the ERC-20 ABI (it must be `true`), no data is the USDT
 * variant. A revert, a `false` or any other answer throws, so nothing is sent.
 *
 * @example
 * const variant = await detectTransferVariant(portico.services.rpc, { network, from, token, to, amount: 1n })
 */
export async function detectTransferVariant(
  rpc: RpcService,
  parameters: { network: CaipNetwork; from: string; token: string; to: string; amount: bigint },
): Promise<TransferVariant> {
  const { network, from, token, to, amount } = parameters
  const data = encodeErc20Transfer(to, amount)
  const answer = callResult.parse(await rpc.forNetwork(network).request({ method: 'eth_call', params: [{ from, to: token, data }, 'latest'] }))
  if (answer === '0x') return 'usdt'
  if (answer.toLowerCase() === TRUE_WORD) return 'erc20'
  throw new BaseError('Token transfer would fail', { details: `transfer() of ${token} answered ${answer}` })
}
