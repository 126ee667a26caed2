/**
 * The one catalogue of user-facing and thrown texts (spec section 8 and the rules that quote
 * them). Every error class and view takes its text from here, so a text changes in one place.
 *
 * @example
 * import { BaseError, messages } from 'portico'
 * const refuse = (address: string) => new BaseError(messages.sendInvalidReceiver, { details: address })
 */
export const messages = {
  tokenBalanceUnavailable: 'Token Balance Unavailable',
  somethingWentWrong: 'Something went wrong',
  solanaSendFailed: 'Failed to send transaction. Please try again.',
  fetchTransactionsFailed: 'Failed to fetch transactions',
  siwxInitFailed: 'A problem occurred while trying initialize authentication',
  signatureDeclined: 'Signature declined',
  smartAccountUnsupported: 'This application might not support Smart Accounts',
  siwxNotEnabled: 'SIWX is not enabled',
  noActiveCaipAddress: 'No ActiveCaipAddress found',
  noActiveCaipNetwork: 'No ActiveCaipNetwork or client found',
  noConnectionClient: 'No ConnectionController client found',
  historyNeedsAccount: "Transactions can't be fetched without an accountAddress",
  httpStatus: (status: number) => `HTTP status code: ${status}`,
  unsupportedChain: 'Unsupported chain',
  emailDependencyFailed: 'Unable to load email login dependency',
  requestAborted: 'Request was aborted',
  frameError: 'An error occurred',
  chainNotSupported: 'Chain is not supported',
  networkOrAddressUndefined: 'CaipNetwork or CaipAddress is undefined',
  unknownError: 'Unknown error',
  transactionStarted: 'Transaction started',
  rpcNotAllowed: 'Requested RPC call is not allowed',
  actionNotAllowed: 'Action not allowed',
  solanaAmountAndReceiver: 'Please enter a valid amount and receiver address',
  emailThrottle: (seconds: number) => `Please try again after ${seconds} seconds`,
  invalidCaipAddress: 'Invalid CAIP Address',
  invalidCaip10: (value: string) => `Invalid CAIP-10 address: ${value}`,
  invalidCaip2: (value: string) => `Invalid CAIP-2 network id: ${value}`,
  siweAndSiwx: 'Cannot set both `siweConfig` and `siwx` options',
  // Send form (spec sections 4 and 5; the spec quotes no text for these rules)
  sendInsufficientGas: 'Insufficient funds for gas',
  sendInsufficientBalance: 'Insufficient balance',
  sendInvalidReceiver: 'Invalid receiver address',
  sendReceiverNotFound: (name: string) => `No address found for ${name}`,
  sendEnterAmount: 'Enter an amount',
  sendSelectToken: 'Select a token',
  // WalletConnect (spec sections 2, 8 and 9)
  projectIdNotConfigured: 'Project ID Not Configured',
  pairingDeclined: 'Connection declined',
} as const

/**
 * Numeric error codes (spec section 8).
 *
 * @example
 * import { errorCodes } from 'portico'
 * const needsAdd = (error: { code?: number }) => error.code === errorCodes.unrecognizedChain // 4902
 */
export const errorCodes = {
  /** The wallet does not know the chain: add it with wallet_addEthereumChain. */
  unrecognizedChain: 4902,
  /** The default error (some wallets answer a switch to a chain they do not know with it). */
  defaultError: 5000,
  /** Invalid chain id (wallets send it as JSON-RPC's -32603 too). */
  invalidChainId: 32603,
} as const
