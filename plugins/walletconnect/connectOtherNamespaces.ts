import { type ChainNamespace, type ConnectionService, type Logger, networksSlice, type PorticoStore } from 'portico'
import { WALLET_CONNECT_CONNECTOR_ID } from './types'

/**
 * One WalletConnect session may approve several namespaces: connects each of `others` over the
 * same session, one after the other (a failure is logged, the next goes on), then selects again
 * the network that was active before.
 *
 * @example
 * await connectOtherNamespaces({ store: portico.store, connection: portico.connection, logger: portico.services.logger }, ['solana'])
 */
export async function connectOtherNamespaces(
  { store, connection, logger }: { store: PorticoStore; connection: Pick<ConnectionService, 'connect'>; logger: Pick<Logger, 'warn'> },
  others: readonly ChainNamespace[],
): Promise<void> {
  const before = store.getState().networks
  for (const namespace of others) {
    store.dispatch(networksSlice.actions.namespaceActivated(namespace))
    await connection.connect(WALLET_CONNECT_CONNECTOR_ID).catch((error: unknown) => logger.warn(`Unable to connect ${namespace} over WalletConnect`, error))
  }
  const previous = before.active[before.activeNamespace]
  if (previous) store.dispatch(networksSlice.actions.networkSelected(previous))
}
