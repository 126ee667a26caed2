import type { Hex, LocalAccount } from 'viem'
import { isAddress, isHex } from 'viem'
import { invalidParams } from './errors.js'
import type { WalletContext } from './wallet-methods.js'

type Signer = Pick<WalletContext, 'requireAccount' | 'approve'>

/** `personal_sign [message, address]`: hex messages are signed as raw bytes, others as UTF-8. */
export async function personalSign(ctx: Signer, list: readonly unknown[]): Promise<Hex> {
  let [message, address] = list
  // Some dapps send [address, message]; accept both orders as wallets do.
  if (typeof message === 'string' && isAddress(message, { strict: false }) && !isAddress(String(address), { strict: false })) {
    ;[message, address] = [address, message]
  }
  if (typeof message !== 'string' || typeof address !== 'string') throw invalidParams('expected [message, address]')
  const account = ctx.requireAccount(address)
  await ctx.approve('personal_sign', list)
  return account.signMessage({ message: isHex(message) ? { raw: message } : message })
}

/** `eth_signTypedData_v4 [address, typedData]`, the typed data as a JSON string or an object. */
export async function signTypedDataV4(ctx: Signer, list: readonly unknown[]): Promise<Hex> {
  const [address, raw] = list
  if (typeof address !== 'string') throw invalidParams('expected [address, typedData]')
  let data: unknown = raw
  if (typeof raw === 'string') {
    try {
      data = JSON.parse(raw)
    } catch {
      throw invalidParams('typed data is not JSON')
    }
  }
  const typed = data as Record<string, unknown> | null
  if (!typed || typeof typed !== 'object' || typeof typed.types !== 'object' || typeof typed.primaryType !== 'string') {
    throw invalidParams('typed data needs types, primaryType, domain and message')
  }
  const account = ctx.requireAccount(address)
  await ctx.approve('eth_signTypedData_v4', list)
  const domain = { ...((typed.domain ?? {}) as Record<string, unknown>) }
  if (typeof domain.chainId === 'string') domain.chainId = BigInt(domain.chainId)
  const signable = { ...typed, domain } as unknown as Parameters<LocalAccount['signTypedData']>[0]
  try {
    return await account.signTypedData(signable)
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? '') : ''
    throw invalidParams(reason || 'bad typed data')
  }
}
