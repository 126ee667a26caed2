import { useMemo } from 'react'
import { parseCaipAddress } from '../caip/parseCaipAddress'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../caip/types'
import type { RouteEntry } from '../store/routerSlice'
import { findNetwork } from '../networks/findNetwork'
import type { CaipNetwork } from '../networks/types'
import type { AccountType, ConnectionStatus } from '../store/connectionsSlice'
import { usePorticoInstance } from '../ui/PorticoContext'
import { useSelector } from '../ui/useSelector'

/** `usePortico()`'s answer. */
export type UsePorticoReturnType = {
  /** Opens the modal, optionally on a view (`open({ view: 'Networks' })`). */
  open: (route?: RouteEntry) => void
  /** Closes the modal unless a plugin keeps it open (returns false then). */
  close: () => boolean
  /** Whether the modal is open, and the view on top. */
  state: { open: boolean; view: string }
}

/**
 * Opens and closes the modal.
 *
 * @example
 * import { usePortico } from 'portico/react'
 * function Connect() { const { open } = usePortico(); return <button onClick={() => open()}>Connect</button> }
 */
export function usePortico(): UsePorticoReturnType {
  const portico = usePorticoInstance()
  const open = useSelector(portico, (state) => state.modal.open)
  const view = useSelector(portico, (state) => state.router.history[state.router.history.length - 1]?.view ?? 'Connect')
  return useMemo(() => ({ open: portico.open, close: portico.close, state: { open, view } }), [portico, open, view])
}

/** `useAccount()`'s answer for the active namespace. */
export type UseAccountReturnType = {
  address: string | undefined
  caipAddress: CaipAddress | undefined
  namespace: ChainNamespace
  status: ConnectionStatus
  accountType: AccountType | undefined
  isConnected: boolean
}

/**
 * The account of the active namespace.
 *
 * @example
 * import { useAccount } from 'portico/react'
 * function Who() { const { address, status } = useAccount(); return <p>{status}: {address}</p> }
 */
export function useAccount(): UseAccountReturnType {
  const portico = usePorticoInstance()
  const namespace = useSelector(portico, (state) => state.networks.activeNamespace)
  const connection = useSelector(portico, (state) => state.connections[state.networks.activeNamespace])
  return useMemo(() => {
    const caipAddress = connection?.caipAddress
    const status = connection?.status ?? 'disconnected'
    return {
      address: caipAddress ? parseCaipAddress(caipAddress).address : undefined,
      caipAddress,
      namespace,
      status,
      accountType: connection?.accountType,
      isConnected: status === 'connected' && caipAddress !== undefined,
    }
  }, [connection, namespace])
}

/** `useNetwork()`'s answer. */
export type UseNetworkReturnType = {
  /** The active network. */
  network: CaipNetwork | undefined
  /** The host's networks. */
  networks: readonly CaipNetwork[]
  /** Switches network (and the wallet, when connected on that namespace). */
  switchNetwork: (caipNetworkId: CaipNetworkId) => Promise<void>
}

/**
 * The active network and a switch.
 *
 * @example
 * import { useNetwork } from 'portico/react'
 * function Net() { const { network, switchNetwork } = useNetwork(); return <button onClick={() => switchNetwork('eip155:8453')}>{network?.name}</button> }
 */
export function useNetwork(): UseNetworkReturnType {
  const portico = usePorticoInstance()
  const id = useSelector(portico, (state) => state.networks.active[state.networks.activeNamespace])
  return useMemo(
    () => ({ network: findNetwork(portico.config.networks, id), networks: portico.config.networks, switchNetwork: portico.connection.switchNetwork }),
    [portico, id],
  )
}
