/**
 * The amount the Max button fills in, in base units: the whole token balance, or for the native
 * currency the balance minus the network fee (never below zero), so the gas stays paid.
 *
 * @example
 * import { maxSendAmount } from '../../kernel/send/maxSendAmount'
 * maxSendAmount({ balance: 100n, native: true, fee: 30n }) // 70n
 * maxSendAmount({ balance: 100n, native: false, fee: 30n }) // 100n
 */
export function maxSendAmount(parameters: { balance: bigint; native: boolean; fee: bigint | undefined }): bigint {
  const { balance, native, fee = 0n } = parameters
  if (!native) return balance
  return balance > fee ? balance - fee : 0n
}
