import type { ConnectParams } from '@walletconnect/universal-provider'
import * as z from 'zod/mini'
import type { CaipAddress, CaipNetworkId, ConnectorSignInRequest, ConnectorSignInResult } from 'portico'
import type { RequestedNamespace } from './namespaces'

/**
 * How long the wallet has to answer a sign-in proposal, in seconds: the SDK's own lifetime of a
 * session proposal (5 minutes), which outlives the 4-minute pairing link that carries it.
 */
const SIGN_IN_PROPOSAL_TTL_S = 300

/**
 * What `UniversalProvider.connect` takes for a one-click sign-in: the host's eip155 namespace
 * (with its `rpcMap`) and one CAIP-222 authentication request (`exp`/`nbf` for the message's
 * expiration and not-before) that the wallet signs while it approves the session.
 */
export type OneClickConnectParams = {
  optionalNamespaces: { eip155: RequestedNamespace }
  authentication: [AuthenticationRequest]
}
/** One CAIP-222 request of `connect`'s `authentication`. */
type AuthenticationRequest = NonNullable<ConnectParams['authentication']>[number]

/**
 * The `connect` parameters of a prepared sign-in. The chains are the host's eip155 chains with
 * `first` (the network being connected) in front, so the wallet signs it first.
 *
 * @example
 * import { oneClickConnectParams } from './oneClickSignIn' // walletconnect plugin internals
 * const params = oneClickConnectParams(request, buildNamespaces(networks).eip155!, 'eip155:1')
 * const session = await provider.connect(params) // session.authentication: the signed CACAOs
 */
export function oneClickConnectParams(request: ConnectorSignInRequest, namespace: RequestedNamespace, first: CaipNetworkId): OneClickConnectParams {
  const chains = [...new Set([first, ...request.chains])].filter((chain) => request.chains.includes(chain))
  return {
    optionalNamespaces: { eip155: { ...namespace, chains } },
    authentication: [{
      chains,
      domain: request.domain,
      uri: request.uri,
      nonce: request.nonce,
      ttl: SIGN_IN_PROPOSAL_TTL_S,
      ...(request.statement ? { statement: request.statement } : {}),
      ...(request.expirationTime ? { exp: request.expirationTime } : {}),
      ...(request.notBefore ? { nbf: request.notBefore } : {}),
      ...(request.requestId ? { requestId: request.requestId } : {}),
      ...(request.resources?.length ? { resources: [...request.resources] } : {}),
    }],
  }
}

const optionalString = z.optional(z.string())
/** One CACAO (CAIP-74) as a wallet sent it: untrusted. Only eip155 `did:pkh` issuers. */
const cacaoSchema = z.looseObject({
  h: z.looseObject({ t: z.string() }),
  p: z.looseObject({
    iss: z.string().check(z.regex(/^did:pkh:eip155:[0-9]{1,32}:0x[0-9a-fA-F]{40}$/)),
    domain: z.string().check(z.minLength(1)),
    nonce: z.string().check(z.minLength(1)),
    aud: optionalString,
    uri: optionalString,
    version: optionalString,
    iat: optionalString,
    exp: optionalString,
    nbf: optionalString,
    statement: optionalString,
    requestId: optionalString,
    resources: z.optional(z.array(z.string())),
  }),
  s: z.looseObject({ t: z.string(), s: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)) }),
})

/** One validated CACAO payload, as `formatAuthMessage` takes it. */
export type CacaoPayload = z.infer<typeof cacaoSchema>['p']

/**
 * Turns the CACAOs a wallet approved a sign-in proposal with (`session.authentication`) into
 * sign-in results: the CAIP-10 account of the issuer, the EIP-4361 text the wallet signed
 * (rendered by `format`, the SDK's `formatAuthMessage`, from the payload and issuer) and the
 * signature. `[]` when the wallet answered without CACAOs (it approved a plain session). Throws
 * on a malformed CACAO. Nothing here checks a signature: the SDK does not either, the siwx
 * plugin's verifiers do when the results reach its sign-in handler.
 *
 * @example
 * import { signInResults } from './oneClickSignIn' // walletconnect plugin internals
 * const results = signInResults(session.authentication, (p, iss) => provider.client.formatAuthMessage({ request: p, iss }))
 */
export function signInResults(auths: unknown, format: (payload: CacaoPayload, iss: string) => string): ConnectorSignInResult[] {
  if (auths === undefined || auths === null) return []
  const parsed = z.array(cacaoSchema).safeParse(auths)
  if (!parsed.success) throw new TypeError(`Invalid sign-in answer from the wallet: ${parsed.error.issues[0]?.message ?? 'cacao'}`)
  return parsed.data.map((cacao) => ({
    caipAddress: cacao.p.iss.slice('did:pkh:'.length) as CaipAddress,
    message: format(cacao.p, cacao.p.iss),
    signature: cacao.s.s,
  }))
}
