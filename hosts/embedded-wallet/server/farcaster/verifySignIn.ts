import { getAddress, isAddress, recoverMessageAddress, type Address, type Hex } from 'viem'
import { parseSiweMessage } from 'viem/siwe'

/** Farcaster's sign-in messages name OP Mainnet, where its IdRegistry lives (FIP-11). */
export const FARCASTER_CHAIN_ID = 10

/** A refusal of a Sign In With Farcaster answer; the text says which check failed. */
export class FarcasterSignInError extends Error {
  override name = 'FarcasterSignInError'
}

/** Texts of the refusals. */
export const farcasterSignInMessages = {
  malformed: 'The Farcaster sign-in message is malformed',
  domain: 'The Farcaster sign-in message is for another domain',
  uri: 'The Farcaster sign-in message is for another address',
  nonce: 'The Farcaster sign-in message nonce does not match',
  chain: 'The Farcaster sign-in message is for another chain',
  expired: 'The Farcaster sign-in message has expired',
  notYetValid: 'The Farcaster sign-in message is not valid yet',
  fid: 'The Farcaster sign-in message names another account',
  signature: 'The Farcaster sign-in signature is invalid',
  custody: "The Farcaster sign-in is not signed by the account's custody address",
} as const

/** What the message must say, and where the fid's custody address is read. */
export type FarcasterSignInExpectation = {
  domain: string
  uri: string
  nonce: string
  nowMs: number
  /** The custody address of `fid` (the IdRegistry's `custodyOf`). */
  custodyOf: (fid: number) => Promise<Address>
}

/**
 * Verifies a Sign In With Farcaster answer (FIP-11: an EIP-4361 message signed by the fid's
 * custody address): domain, URI, nonce, chain 10, expiry and not-before, the
 * `farcaster://fid/<fid>` resource, the signature recovered to the message's address, and that
 * address being the fid's custody address. Throws {@link FarcasterSignInError} naming the check.
 *
 * @example
 * const { fid } = await verifyFarcasterSignIn({ message, signature, fid: 20001 }, { domain: 'wallet.example', uri: 'https://wallet.example', nonce, nowMs: Date.now(), custodyOf })
 */
export async function verifyFarcasterSignIn(
  answer: { message: string; signature: string; fid: number },
  expected: FarcasterSignInExpectation,
): Promise<{ fid: number; custody: Address }> {
  const fields = parseSiweMessage(answer.message)
  if (!fields.address || !isAddress(fields.address) || fields.version !== '1' || !fields.issuedAt) throw new FarcasterSignInError(farcasterSignInMessages.malformed)
  if (fields.domain !== expected.domain) throw new FarcasterSignInError(farcasterSignInMessages.domain)
  if (fields.uri !== expected.uri) throw new FarcasterSignInError(farcasterSignInMessages.uri)
  if (fields.nonce !== expected.nonce) throw new FarcasterSignInError(farcasterSignInMessages.nonce)
  if (fields.chainId !== FARCASTER_CHAIN_ID) throw new FarcasterSignInError(farcasterSignInMessages.chain)
  if (fields.expirationTime && fields.expirationTime.getTime() <= expected.nowMs) throw new FarcasterSignInError(farcasterSignInMessages.expired)
  if (fields.notBefore && fields.notBefore.getTime() > expected.nowMs) throw new FarcasterSignInError(farcasterSignInMessages.notYetValid)
  if (!fields.resources?.includes(`farcaster://fid/${answer.fid}`)) throw new FarcasterSignInError(farcasterSignInMessages.fid)
  const signer = await recoverMessageAddress({ message: answer.message, signature: answer.signature as Hex }).catch(() => undefined)
  if (!signer || signer !== getAddress(fields.address)) throw new FarcasterSignInError(farcasterSignInMessages.signature)
  const custody = getAddress(await expected.custodyOf(answer.fid))
  if (signer !== custody) throw new FarcasterSignInError(farcasterSignInMessages.custody)
  return { fid: answer.fid, custody }
}
