import { BaseError } from '../errors/base.js'
import { messages } from '../errors/messages.js'

/** Texts thrown by `kernel/caip` that the spec's catalogue does not quote. */
export const caipMessages = {
  invalidBase58: (character: string, index: number) =>
    `Invalid base58 character ${JSON.stringify(character)} at index ${index}`,
  invalidEvmAddress: (value: string) => `Invalid EVM address: ${value}`,
} as const

/**
 * Thrown when a CAIP-2 network id does not have exactly two valid parts
 * (spec section 5: 'Invalid CAIP-2 network id: {value}').
 *
 * @example
 * import { InvalidCaipNetworkIdError, parseCaipNetworkId } from 'portico'
 * try { parseCaipNetworkId('eip155') } catch (e) { e instanceof InvalidCaipNetworkIdError } // true
 */
export class InvalidCaipNetworkIdError extends BaseError {
  override name = 'InvalidCaipNetworkIdError'
  /** The rejected input, as text. */
  readonly value: string

  constructor(value: unknown) {
    const text = String(value)
    super(messages.invalidCaip2(text), {
      metaMessages: ['Expected `namespace:chainId`, e.g. `eip155:1`, with a supported namespace.'],
    })
    this.value = text
  }
}

/**
 * Thrown when a CAIP-10 address is missing ('Invalid CAIP Address') or malformed
 * ('Invalid CAIP-10 address: {value}'), spec section 5.
 *
 * @example
 * import { InvalidCaipAddressError, parseCaipAddress } from 'portico'
 * try { parseCaipAddress('') } catch (e) { e instanceof InvalidCaipAddressError } // true
 */
export class InvalidCaipAddressError extends BaseError {
  override name = 'InvalidCaipAddressError'
  /** The rejected input as text, or `undefined` when it was not a non-empty string. */
  readonly value: string | undefined

  constructor(value: unknown) {
    const missing = typeof value !== 'string' || value === ''
    super(missing ? messages.invalidCaipAddress : messages.invalidCaip10(value), {
      metaMessages: ['Expected `namespace:chainId:address`, e.g. `eip155:1:0xabc…`, with a supported namespace.'],
    })
    this.value = missing ? undefined : value
  }
}

/**
 * Thrown by {@link base58Decode} on a character outside the Bitcoin base58 alphabet.
 *
 * @example
 * import { InvalidBase58Error, base58Decode } from 'portico'
 * try { base58Decode('0OIl') } catch (e) { e instanceof InvalidBase58Error } // true
 */
export class InvalidBase58Error extends BaseError {
  override name = 'InvalidBase58Error'

  constructor(character: string, index: number) {
    super(caipMessages.invalidBase58(character, index))
  }
}

/**
 * Thrown by {@link toChecksumAddress} when the input is not `0x` (optional) plus 40 hex digits.
 *
 * @example
 * import { InvalidEvmAddressError, toChecksumAddress } from 'portico'
 * try { toChecksumAddress('0x12') } catch (e) { e instanceof InvalidEvmAddressError } // true
 */
export class InvalidEvmAddressError extends BaseError {
  override name = 'InvalidEvmAddressError'

  constructor(value: unknown) {
    super(caipMessages.invalidEvmAddress(String(value)))
  }
}

/** @example import type { InvalidCaipNetworkIdErrorType } from 'portico' */
export type InvalidCaipNetworkIdErrorType = InvalidCaipNetworkIdError & { name: 'InvalidCaipNetworkIdError' }
/** @example import type { InvalidCaipAddressErrorType } from 'portico' */
export type InvalidCaipAddressErrorType = InvalidCaipAddressError & { name: 'InvalidCaipAddressError' }
/** @example import type { InvalidBase58ErrorType } from 'portico' */
export type InvalidBase58ErrorType = InvalidBase58Error & { name: 'InvalidBase58Error' }
/** @example import type { InvalidEvmAddressErrorType } from 'portico' */
export type InvalidEvmAddressErrorType = InvalidEvmAddressError & { name: 'InvalidEvmAddressError' }
