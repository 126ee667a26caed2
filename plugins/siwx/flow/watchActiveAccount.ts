import type { CaipAddress, ChainNamespace, PorticoStore } from 'portico'
import { accountKey } from '../slice'

/**
 * The connected account on the active namespace, labelled with its active network: what a
 * sign-in session is for.
 *
 * @example
 * import type { ActiveAccount } from './watchActiveAccount'
 * const key = (account: ActiveAccount) => account.caipAddress // 'eip155:1:0xf39F...'
 */
export type ActiveAccount = { namespace: ChainNamespace; address: string; caipAddress: CaipAddress; accountType: string | undefined }

/**
 * Reads the active account from the store, or `undefined` when the active namespace is not
 * connected.
 *
 * @example
 * import { readActiveAccount } from './watchActiveAccount'
 * readActiveAccount(portico.store)?.caipAddress
 */
export function readActiveAccount(store: PorticoStore): ActiveAccount | undefined {
  const { networks, connections } = store.getState()
  const namespace = networks.activeNamespace
  const connection = connections[namespace]
  const network = networks.active[namespace]
  if (connection?.status !== 'connected' || !connection.caipAddress || !network) return undefined
  const address = connection.caipAddress.split(':').slice(2).join(':')
  return { namespace, address, caipAddress: `${network}:${address}` as CaipAddress, accountType: connection.accountType }
}

/**
 * Calls `onChange` when the active account moves to another network or namespace while
 * connected (a network switch, from the modal or the wallet): the session that counts is now
 * another one (spec sections 2 and 4). A connect, a reconnect and a new address on the same
 * namespace are left out: `onConnect` checks those. Returns the unsubscribe.
 *
 * @example
 * import { watchActiveAccount } from './watchActiveAccount'
 * const stop = watchActiveAccount(portico.store, (account) => console.log('now on', account.caipAddress))
 */
export function watchActiveAccount(store: PorticoStore, onChange: (account: ActiveAccount) => void): () => void {
  let last = readActiveAccount(store)
  return store.subscribe(() => {
    const previous = last
    const next = readActiveAccount(store)
    last = next
    if (!previous || !next || accountKey(previous.caipAddress) === accountKey(next.caipAddress)) return
    const sameAddress = accountKey(`${next.namespace}:0:${previous.address}`) === accountKey(`${next.namespace}:0:${next.address}`)
    if (previous.namespace === next.namespace && !sameAddress) return
    onChange(next)
  })
}
