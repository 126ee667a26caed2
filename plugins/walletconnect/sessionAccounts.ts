import * as z from 'zod/mini'
import {
  type CaipAddress, type CaipNetworkId, type ChainNamespace, type ConnectorAccount, isAddressForNamespace,
  isChainNamespace,
} from 'portico'

const sessionNamespace = z.looseObject({
  accounts: z.array(z.string()),
  chains: z.optional(z.array(z.string())),
  methods: z.array(z.string()),
  events: z.array(z.string()),
})

/**
 * The approved namespaces of a session as a wallet sent them (untrusted): validated, and only
 * well-formed CAIP-10 accounts of a known namespace with a valid address survive.
 *
 * @example
 * import { approvedAccounts } from 'portico/plugins/walletconnect'
 * approvedAccounts({ eip155: { accounts: ['eip155:1:0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'], methods: [], events: [] } })
 * // { eip155: [{ networkId: 'eip155:1', address: '0xd8dA...', caipAddress: 'eip155:1:0xd8dA...' }] }
 */
export function approvedAccounts(namespaces: unknown): Partial<Record<ChainNamespace, { networkId: CaipNetworkId; address: string; caipAddress: CaipAddress }[]>> {
  const parsed = z.record(z.string(), sessionNamespace).safeParse(namespaces)
  if (!parsed.success) return {}
  const result: Partial<Record<ChainNamespace, { networkId: CaipNetworkId; address: string; caipAddress: CaipAddress }[]>> = {}
  for (const [key, value] of Object.entries(parsed.data)) {
    for (const account of value.accounts) {
      const [namespace, reference, address, ...rest] = account.split(':')
      if (!namespace || !reference || !address || rest.length > 0 || !isChainNamespace(namespace)) continue
      if (key !== namespace && !key.startsWith(`${namespace}:`)) continue
      if (!/^[-_a-zA-Z0-9]{1,64}$/.test(reference) || !isAddressForNamespace(namespace, address)) continue
      const list = (result[namespace] ??= [])
      if (!list.some((entry) => entry.caipAddress === account))
        list.push({ networkId: `${namespace}:${reference}` as CaipNetworkId, address, caipAddress: account as CaipAddress })
    }
  }
  return result
}

/**
 * The accounts of one namespace for the connection slice: those on `networkId` when the wallet
 * approved it, else those on the first approved chain. WalletConnect accounts are the wallet's
 * own: 'eoa', or 'payment' on bip122 (spec section 3).
 *
 * @example
 * import { accountsForNetwork } from 'portico/plugins/walletconnect'
 * accountsForNetwork(approvedAccounts(session.namespaces), 'eip155', 'eip155:1')
 */
export function accountsForNetwork(
  approved: ReturnType<typeof approvedAccounts>,
  namespace: ChainNamespace,
  networkId: CaipNetworkId | undefined,
): ConnectorAccount[] {
  const list = approved[namespace] ?? []
  const chain = list.some((entry) => entry.networkId === networkId) ? networkId : list[0]?.networkId
  return list
    .filter((entry) => entry.networkId === chain)
    .map((entry) => ({ namespace, caipAddress: entry.caipAddress, accountType: namespace === 'bip122' ? 'payment' : 'eoa', networkId: entry.networkId }))
}
