import { createWalletClient, custom, type Address, type Chain, type Hash } from 'viem'
import type { Portico } from 'portico'

/**
 * The README's viem example: a wallet client on `custom(portico.getProvider('eip155'))` sends
 * `value` wei to `to` on `chain` (the chain the wallet is on).
 */
export async function sendWithViem(portico: Portico, parameters: { chain: Chain; to: Address; value: bigint }): Promise<Hash> {
  const client = createWalletClient({ chain: parameters.chain, transport: custom(portico.getProvider('eip155')) })
  const [account] = await client.requestAddresses()
  if (!account) throw new Error('No account')
  return client.sendTransaction({ account, to: parameters.to, value: parameters.value })
}
