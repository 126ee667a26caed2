/** The plugin's id: tap name, slice path, analytics namespace and test-id prefix. */
export const PLUGIN_ID = 'history'

/** Dispatched by the plugin's teardown: the history state goes back to its initial value. */
export const HISTORY_UNINSTALLED = `${PLUGIN_ID}/uninstalled`

/** Name of the Activity tab's view (the Account view shows it under 'Activity'). */
export const ACTIVITY_TAB_VIEW = 'AccountActivity'
/** Name of the full Activity view: `portico.open({ view: ACTIVITY_VIEW })`. */
export const ACTIVITY_VIEW = 'Activity'
/** Namespaces whose accounts show Activity unless a host opts in to more: spec section 9, 'activity eip155'. */
export const DEFAULT_HISTORY_NAMESPACES = ['eip155'] as const
/** Namespaces the plugin has a history provider for (Solana: opt-in with the `namespaces` option). */
export const HISTORY_NAMESPACES = ['eip155', 'solana'] as const
/** A namespace the history plugin can show. */
export type HistoryNamespace = (typeof HISTORY_NAMESPACES)[number]
/** Analytics events this plugin reports (spec section 7). */
export const HISTORY_EVENTS = ['ERROR_FETCH_TRANSACTIONS'] as const
