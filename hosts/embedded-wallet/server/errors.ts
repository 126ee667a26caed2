/**
 * A refusal the auth server sends back as `{ error: { code, message } }` with an HTTP status.
 * `message` is what the visitor reads.
 */
export class AuthError extends Error {
  override name = 'AuthError'
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(message)
  }
}

/**
 * A new device refused during the cooling-off period after an email change (issue 14); `until`
 * is when it ends, for the approval page to write in the visitor's locale.
 */
export class CoolingOffError extends AuthError {
  override name = 'CoolingOffError'
  constructor(readonly until: number, retryAfterSeconds: number) {
    super(403, 'cooling_off', authMessages.coolingOff(new Date(until).toISOString()), retryAfterSeconds)
  }
}

/** Texts of the auth server's refusals, in one place. */
export const authMessages = {
  throttle: (seconds: number) => `Please try again after ${seconds} seconds`,
  rateLimited: 'Too many emails were requested. Please try again later.',
  tooManyAttempts: 'Too many attempts. Please try again later.',
  invalidCode: 'Invalid code',
  expiredCode: 'This code has expired. Request a new code.',
  usedCode: 'This code has already been used. Request a new code.',
  burnedCode: 'Too many wrong codes. Request a new code.',
  noCode: 'No code was requested for this email on this device',
  sessionExpired: 'Session Expired',
  originNotAllowed: 'Invalid App Configuration: this origin is not on the project allowlist',
  unknownProject: 'Invalid Project ID',
  linkInvalid: 'This approval link is invalid or has expired',
  wrongHost: 'This server does not answer for that host name',
  noScope: 'The wallet frame did not name its project and page',
  walletExists: 'This account already has a wallet',
  noWallet: 'This account has no wallet yet',
  emailTaken: 'This email is already used by another account',
  sameEmail: 'The new email is the current email',
  noEmail: 'This account signs in with a social login and has no email to change',
  socialUnavailable: 'Social login is not enabled on this wallet server',
  noEmailUpdate: 'No email update is in progress',
  coolingOff: (until: string) => `The email of this account was changed recently. New devices can sign in after ${until}.`,
  smartAccountUnavailable: 'Smart accounts are not available on this server',
  smartAccountNetwork: 'Smart accounts are not available on this network',
  notSponsored: 'The bundler only sponsors your own smart account',
  tooMuchGas: 'The operation asks for more gas than the sponsor pays for',
  operationRefused: 'The user operation was refused',
  unknownOperation: 'Unknown user operation',
  simulationFailed: 'The bundler could not simulate the operation',
  sponsorBudget: 'Daily gas sponsorship limit reached',
} as const
