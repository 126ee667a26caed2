import * as z from 'zod/mini'
import type { CaipNetworkId, ProviderMethods } from 'portico'

/** `wallet_switchEthereumChain` params (EIP-3326): one object with a hex chain id. */
const switchParams = z.tuple([z.looseObject({ chainId: z.string().check(z.regex(/^0x[0-9a-fA-F]{1,16}$/)) })])

/**
 * The EIP-1193 connection methods of `portico.getProvider('eip155')`: `eth_accounts`,
 * `eth_requestAccounts`, `eth_chainId` (hex, EIP-695) and `wallet_switchEthereumChain`
 * (`[{ chainId: '0x…' }]`, EIP-3326).
 *
 * @example
 * import { eip155ProviderMethods } from './providerMethods'
 * eip155ProviderMethods.formatChainId('eip155:31337') // '0x7a69'
 */
export const eip155ProviderMethods: ProviderMethods = {
  accounts: 'eth_accounts',
  requestAccounts: 'eth_requestAccounts',
  formatAccounts: (addresses) => [...addresses],
  chainId: 'eth_chainId',
  formatChainId: (networkId) => `0x${BigInt(networkId.slice('eip155:'.length)).toString(16)}`,
  switchChain: {
    method: 'wallet_switchEthereumChain',
    target(params) {
      const parsed = switchParams.safeParse(params)
      return parsed.success ? (`eip155:${BigInt(parsed.data[0].chainId).toString()}` satisfies CaipNetworkId) : undefined
    },
  },
}
