import { BaseError } from 'portico'
import { accountNameMessages } from './nameRule'

/**
 * The name is held already ('This name is taken'): refused before the wallet is asked.
 *
 * @example
 * import { AccountNameTakenError } from 'portico/plugins/account-names'
 * new AccountNameTakenError('alice').shortMessage // 'This name is taken'
 */
export class AccountNameTakenError extends BaseError {
  override name = 'AccountNameTakenError'
  constructor(label: string) {
    super(accountNameMessages.taken, { details: label })
  }
}

/**
 * The network has no name registrar ('Names cannot be registered on this network').
 *
 * @example
 * import { AccountNamesUnsupportedError } from 'portico/plugins/account-names'
 * new AccountNamesUnsupportedError('eip155:1').shortMessage // 'Names cannot be registered on this network'
 */
export class AccountNamesUnsupportedError extends BaseError {
  override name = 'AccountNamesUnsupportedError'
  constructor(networkId: string) {
    super(accountNameMessages.unsupported, { details: networkId })
  }
}

/**
 * The registration transaction reverted or was not mined in time ('The name could not be registered').
 *
 * @example
 * import { AccountNameRegistrationError } from 'portico/plugins/account-names'
 * new AccountNameRegistrationError('0xabc reverted').shortMessage // 'The name could not be registered'
 */
export class AccountNameRegistrationError extends BaseError {
  override name = 'AccountNameRegistrationError'
  constructor(details: string) {
    super(accountNameMessages.registrationFailed, { details })
  }
}
