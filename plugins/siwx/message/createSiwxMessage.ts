import { type CaipNetworkId, type SIWXMessage, type SIWXMessageData, toChecksumAddress } from 'portico'
import { DEFAULT_EXPIRATION_MS } from '../constants'
import { formatSiwxMessage, splitChainId } from './formatSiwxMessage'

/**
 * Options of {@link createSiwxMessage}.
 *
 * @example
 * import type { CreateSiwxMessageOptions } from 'portico/plugins/siwx'
 * const o: CreateSiwxMessageOptions = { nonce: 'k3J9x0aQ2mZt7LbE', page: { host: 'dapp.example', href: 'https://dapp.example/' } }
 */
export type CreateSiwxMessageOptions = {
  /** A fresh nonce (see `createNonce`). */
  nonce: string
  /** The page asking for the sign-in: its `location.host` and `location.href`. */
  page: { host: string; href: string }
  /** One line shown in the wallet; no line breaks. */
  statement?: string | undefined
  /** Lifetime in ms from now; default 24 hours; `null` for no expiration. */
  expiresInMs?: number | null | undefined
  /** Valid from this moment on. */
  notBefore?: Date | undefined
  requestId?: string | undefined
  resources?: string[] | undefined
  /** The clock; default `Date.now`. */
  now?: (() => number) | undefined
}

/**
 * Builds a sign-in message for an account (spec section 3 fields): the page's domain and URI,
 * the nonce, `issuedAt` now and `expirationTime` 24 hours later by default. eip155 addresses
 * are EIP-55 checksummed. `toString()` gives the text to sign.
 *
 * @example
 * import { createNonce, createSiwxMessage } from 'portico/plugins/siwx'
 * const message = createSiwxMessage(
 *   { chainId: 'eip155:1', accountAddress: '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266' },
 *   { nonce: createNonce(), page: location },
 * )
 * message.toString() // 'dapp.example wants you to sign in with your Ethereum account:\n0xf39F...'
 */
export function createSiwxMessage(input: { chainId: CaipNetworkId; accountAddress: string }, options: CreateSiwxMessageOptions): SIWXMessage {
  const { page, statement, expiresInMs = DEFAULT_EXPIRATION_MS, notBefore, requestId, resources, now = Date.now } = options
  if (statement?.includes('\n')) throw new RangeError('A sign-in statement is one line')
  if (/\s/.test(page.host) || page.host === '') throw new RangeError('The sign-in domain is a host name')
  const [namespace] = splitChainId(input.chainId)
  const issued = now()
  const data: SIWXMessageData = {
    chainId: input.chainId,
    accountAddress: namespace === 'eip155' ? toChecksumAddress(input.accountAddress) : input.accountAddress,
    domain: page.host,
    uri: page.href,
    version: '1',
    nonce: options.nonce,
    issuedAt: new Date(issued).toISOString(),
    ...(expiresInMs === null ? {} : { expirationTime: new Date(issued + expiresInMs).toISOString() }),
    ...(notBefore ? { notBefore: notBefore.toISOString() } : {}),
    ...(requestId ? { requestId } : {}),
    ...(resources?.length ? { resources } : {}),
    ...(statement ? { statement } : {}),
  }
  return withToString(data)
}

/**
 * Gives message fields their `toString()` (the text to sign).
 *
 * @example
 * import { withToString } from 'portico/plugins/siwx'
 * withToString(session.data).toString() === session.message
 */
export function withToString(data: SIWXMessageData): SIWXMessage {
  const text = formatSiwxMessage(data)
  return { ...data, toString: () => text }
}
