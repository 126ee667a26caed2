/** The plugin's id: tap name, slice path, analytics namespace and test-id prefix. */
export const PLUGIN_ID = 'history'

/** Dispatched by the plugin's teardown: the history state goes back to its initial value. */
export const HISTORY_UNINSTALLED = `${PLUGIN_ID}/uninstalled`

/** Name of the Activity tab's view (the Account view shows it under 'Activity'). */
export const ACTIVITY_TAB_VIEW = 'AccountActivity'
/** Name of the full Activity view: `portico.open({ view: ACTIVITY_VIEW })`. */
export const ACTIVITY_VIEW = 'Activity'
/** Analytics events this plugin reports (spec section 7). */
export const HISTORY_EVENTS = ['ERROR_FETCH_TRANSACTIONS'] as const
