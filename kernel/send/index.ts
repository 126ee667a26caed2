/**
 * `portico/send`: the Send flow's state, submit and errors, for send plugins (one per
 * namespace) and hosts that drive the Send form. Its own entry so the `portico` entry stays
 * small; the Send views load on first use. View names and state types (`SEND_VIEWS`,
 * `SendState`, ...) are exported by `portico`.
 */
export { ensureSendSlice, selectSend } from './ensureSendSlice'
export { sendSlice } from './sendSlice'
export { submitSend } from './submitSend'
export type { SendOutcome } from './submitSend'
export { InsufficientGasError, SendFailedError } from './errors'
export type { InsufficientGasErrorType, SendFailedErrorType } from './errors'
