import * as z from 'zod/mini'
import type { CaipAddress, CaipNetworkId, ConnectorSignInRequest, ConnectorSignInResult } from 'portico'
import type { RequestedNamespace } from './namespaces'

/**
 * What `UniversalProvider.authenticate` takes for a one-click sign-in: the CAIP-222 fields
 * (`exp`/`nbf` for the message's expiration and not-before), the eip155 methods the session
 * should allow (the SDK turns them into a ReCap resource; without one the wallet's answer
 * carries no session), and `optionalNamespaces` so the session keeps the host's `rpcMap`.
 */
export type OneClickAuthenticateParams = {
  chains: string[]
  domain: string
  uri: string
  nonce: string
  methods: string[]
  statement?: string
  exp?: string
  nbf?: string
  requestId?: string
  resources?: string[]
  optionalNamespaces: { eip155: RequestedNamespace }
}

/**
 * The `authenticate` parameters of a prepared sign-in. The chains are the host's eip155 chains
 * with `first` (the network being connected) in front, so the wallet signs it first.
 *
 * @example
 * import { authenticateParams } from './oneClickSignIn' // walletconnect plugin internals
 * const params = authenticateParams(request, buildNamespaces(networks).eip155!, 'eip155:1')
 * await provider.authenticate(params)
 */
export function authenticateParams(request: ConnectorSignInRequest, namespace: RequestedNamespace, first: CaipNetworkId): OneClickAuthenticateParams {
  const chains = [...new Set([first, ...request.chains])].filter((chain) => request.chains.includes(chain))
  return {
    chains,
    domain: request.domain,
    uri: request.uri,
    nonce: request.nonce,
    methods: [...namespace.methods],
    ...(request.statement ? { statement: request.statement } : {}),
    ...(request.expirationTime ? { exp: request.expirationTime } : {}),
    ...(request.notBefore ? { nbf: request.notBefore } : {}),
    ...(request.requestId ? { requestId: request.requestId } : {}),
    ...(request.resources?.length ? { resources: [...request.resources] } : {}),
    optionalNamespaces: { eip155: { ...namespace, chains } },
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
 * Turns the CACAOs of an `authenticate` answer into sign-in results: the CAIP-10 account of
 * the issuer, the EIP-4361 text the wallet signed (rendered by `format`, the SDK's
 * `formatAuthMessage`, from the payload and issuer) and the signature. `[]` when the wallet
 * answered without CACAOs (it approved a plain session instead). Throws on a malformed CACAO.
 *
 * @example
 * import { signInResults } from './oneClickSignIn' // walletconnect plugin internals
 * const results = signInResults(answer.auths, (p, iss) => provider.client.formatAuthMessage({ request: p, iss }))
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

/**
 * Whether an `authenticate` failure is the visitor declining: the SDK rejects with the wallet's
 * error text ('User rejected.'), or an error with code 5000 / 4001.
 *
 * @example
 * import { isSignInDeclined } from './oneClickSignIn' // walletconnect plugin internals
 * isSignInDeclined('User rejected.') // true
 */
export function isSignInDeclined(error: unknown): boolean {
  if (typeof error === 'string') return /reject/i.test(error)
  if (typeof error !== 'object' || error === null) return false
  const { code, message } = error as { code?: unknown; message?: unknown }
  return code === 4001 || ((code === 5000 || code === undefined) && /reject/i.test(String(message ?? '')))
}
