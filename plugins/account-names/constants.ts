/** The view where a visitor picks and registers a name (spec section 2). */
export const REGISTER_ACCOUNT_NAME_VIEW = 'RegisterAccountName'
/** The view shown once the name is registered (spec section 2). */
export const REGISTER_ACCOUNT_NAME_SUCCESS_VIEW = 'RegisterAccountNameSuccess'
/** Wait after the last keystroke before availability is asked (ms). */
export const AVAILABILITY_DEBOUNCE_MS = 300
