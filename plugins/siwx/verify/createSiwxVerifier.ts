import type { CaipNetworkId, ChainNamespace, SIWXSession } from 'portico'
import { SiwxVerificationError } from '../errors'
import { splitChainId } from '../message/formatSiwxMessage'
import { checkSiwxFields, type SiwxExpectations } from './checkSiwxFields'
import type { NonceRegistry } from './createNonceRegistry'
import { verifyEip155Signature } from './verifyEip155Signature'
import { verifySolanaSignature } from './verifySolanaSignature'

/** A JSON-RPC request function. */
type RequestFn = (args: { method: string; params?: unknown }) => Promise<unknown>

/**
 * Checks one namespace's signatures.
 *
 * @example
 * import type { SiwxSignatureVerifier } from 'portico/plugins/siwx'
 * const bitcoin: SiwxSignatureVerifier = async ({ session }) => myBip322Check(session)
 */
export type SiwxSignatureVerifier = (parameters: { session: SIWXSession; request: RequestFn | undefined }) => Promise<boolean>

/**
 * Options of {@link createSiwxVerifier}.
 *
 * @example
 * import { createNonceRegistry, type CreateSiwxVerifierOptions } from 'portico/plugins/siwx'
 * const o: CreateSiwxVerifierOptions = { domain: 'dapp.example', chains: ['eip155:1'], nonces: createNonceRegistry(), rpc: () => undefined }
 */
export type CreateSiwxVerifierOptions = SiwxExpectations & {
  /** Nonces this verifier issued; each is accepted once per network. Without it nonces are not checked. */
  nonces?: NonceRegistry | undefined
  /** JSON-RPC of a network, for smart-account signatures; `undefined`: EOA signatures only. */
  rpc: (chainId: CaipNetworkId) => RequestFn | undefined
  /** Signature checks per namespace; default eip155 (viem), solana (ed25519), bip122 (Bitcoin signed messages, BIP-322) and polkadot (sr25519, ed25519). */
  verifiers?: Partial<Record<ChainNamespace, SiwxSignatureVerifier>> | undefined
}

/** The built-in signature checks. */
export const defaultSignatureVerifiers: Partial<Record<ChainNamespace, SiwxSignatureVerifier>> = {
  eip155: async ({ session, request }) =>
    verifyEip155Signature({ address: session.data.accountAddress, message: session.message, signature: session.signature, request }),
  solana: async ({ session }) =>
    verifySolanaSignature({ address: session.data.accountAddress, message: session.message, signature: session.signature }),
  // Loaded on first use: secp256k1, RIPEMD-160 and sr25519 stay out of the page's first bundle.
  bip122: async ({ session }) =>
    (await import('./verifyBitcoinSignature')).verifyBitcoinSignature({ address: session.data.accountAddress, message: session.message, signature: session.signature }),
  polkadot: async ({ session }) =>
    (await import('./verifyPolkadotSignature')).verifyPolkadotSignature({ address: session.data.accountAddress, message: session.message, signature: session.signature }),
}

/**
 * A session verifier, usable in the browser (the local config) and on a server: fields
 * (domain, URI, network, times, text), then the signature, then the nonce's single use.
 * `verify` throws {@link SiwxVerificationError} when anything fails.
 *
 * @example
 * import { createNonceRegistry, createSiwxVerifier } from 'portico/plugins/siwx'
 * const nonces = createNonceRegistry()
 * const verifier = createSiwxVerifier({ domain: 'dapp.example', chains: ['eip155:1'], nonces, rpc: () => (args) => rpcCall(args) })
 * await verifier.verify(session) // throws SiwxVerificationError('expired' | 'wrongDomain' | ...)
 */
export function createSiwxVerifier(options: CreateSiwxVerifierOptions): {
  /** `checkNonce: false` skips the single-use check (re-storing sessions that were verified before). */
  verify(session: SIWXSession, parameters?: { checkNonce?: boolean }): Promise<void>
} {
  const verifiers = { ...defaultSignatureVerifiers, ...options.verifiers }
  return {
    async verify(session, { checkNonce = true } = {}) {
      checkSiwxFields(session, options)
      const [namespace] = splitChainId(session.data.chainId)
      const check = verifiers[namespace]
      if (!check) throw new SiwxVerificationError('noVerifier', { namespace })
      let valid: boolean
      try {
        valid = await check({ session, request: options.rpc(session.data.chainId) })
      } catch (error) {
        throw new SiwxVerificationError('badSignature', { cause: error })
      }
      if (!valid) throw new SiwxVerificationError('badSignature')
      if (checkNonce && options.nonces && !(await options.nonces.consume(session.data.nonce, session.data.chainId))) throw new SiwxVerificationError('nonceUsed')
    },
  }
}
