import { createInstanceRegistry, PluginError } from 'portico'
import type { HistoryController } from './createHistoryController'
import { PLUGIN_ID } from './constants'

const controllers = createInstanceRegistry<HistoryController>(() => new PluginError(`Plugin '${PLUGIN_ID}' is not installed`))

/** Registers an instance's controller; returns the removal. Internal. */
export const registerHistory = controllers.register

/**
 * The history of a Portico instance with the plugin installed: `loadFirstPage`, `loadMore`,
 * `retry`, `refresh`, `reset`. Throws "Plugin 'history' is not installed" otherwise.
 *
 * @example
 * import { getHistory } from 'portico/plugins/history'
 * import { createPortico, mainnet } from 'portico'
 * const portico = createPortico({ networks: [mainnet] })
 * await getHistory(portico).refresh()
 */
export const getHistory = controllers.get
