import { InvalidAmountError, isEvmAddress } from 'portico'

/** Selector of `transfer(address,uint256)`: the same in the ERC-20 and the USDT ABI. */
export const ERC20_TRANSFER_SELECTOR = '0xa9059cbb'

const MAX_UINT256 = (1n << 256n) - 1n

/**
 * ABI-encodes `transfer(to, amount)` call data. The calldata is identical for the standard
 * ERC-20 ABI (returns bool) and the USDT variant (returns nothing); they differ only in how the
 * answer of a simulated call is read (see the send-evm plugin).
 *
 * @throws {Error} when `to` is not an EVM address, {@link InvalidAmountError} when the amount is out of uint256 range.
 * @example
 * encodeErc20Transfer('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 1n)
 * // '0xa9059cbb00000000000000000000000070997970c51812dc3a010c7d01b50e0d17dc79c8' + '0…01'
 */
export function encodeErc20Transfer(to: string, amount: bigint): `0x${string}` {
  if (!isEvmAddress(to)) throw new Error(`Invalid EVM address: ${to}`)
  if (amount < 0n || amount > MAX_UINT256) throw new InvalidAmountError(amount.toString(), 'format')
  const address = to.replace(/^0x/, '').toLowerCase().padStart(64, '0')
  return `${ERC20_TRANSFER_SELECTOR}${address}${amount.toString(16).padStart(64, '0')}`
}
