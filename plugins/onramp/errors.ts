import { BaseError } from 'portico'
import { onrampTexts } from './texts'

/**
 * A purchase was asked of a provider that cannot serve it: its `unavailable` reason, or a
 * network, asset or currency it does not take. `shortMessage` is shown to the visitor.
 *
 * @example
 * import { OnrampUnavailableError } from 'portico/plugins/onramp'
 * new OnrampUnavailableError('Meld does not sell PUSD on Portico Local').shortMessage
 */
export class OnrampUnavailableError extends BaseError {
  override name = 'OnrampUnavailableError'
}

/**
 * A provider answered a checkout URL the popup must not open: not `https:` (nor `http:` on a
 * local host), or not a URL at all.
 *
 * @example
 * import { CheckoutUrlError } from 'portico/plugins/onramp'
 * new CheckoutUrlError('javascript:alert(1)').shortMessage // 'The provider returned an unsafe checkout URL'
 */
export class CheckoutUrlError extends BaseError {
  override name = 'CheckoutUrlError'
  constructor(url: string) {
    super(onrampTexts.en.unsafeCheckoutUrl, { details: url.slice(0, 200) })
  }
}

/**
 * The host's `getSessionToken` answered no usable Coinbase session token.
 *
 * @example
 * import { SessionTokenError } from 'portico/plugins/onramp'
 * new SessionTokenError().shortMessage // 'Coinbase session token missing'
 */
export class SessionTokenError extends BaseError {
  override name = 'SessionTokenError'
  constructor(parameters: { cause?: unknown } = {}) {
    super(onrampTexts.en.sessionTokenMissing, { ...parameters, metaMessages: ['getSessionToken must resolve the token your server created with the Coinbase Session Token API.'] })
  }
}

/**
 * An onramp option the plugin cannot use; `shortMessage` names it (`'onramp: paymentCurrencies[0].max: Invalid input'`).
 * Options are checked when the Buy crypto views first load (the shell stays under 1 kB).
 *
 * @example
 * import { OnrampOptionsError } from 'portico/plugins/onramp'
 * new OnrampOptionsError('countryCode').shortMessage // 'onramp: countryCode: Invalid input'
 */
export class OnrampOptionsError extends BaseError {
  override name = 'OnrampOptionsError'
  constructor(path: string) {
    super(`onramp: ${path}: Invalid input`)
  }
}
