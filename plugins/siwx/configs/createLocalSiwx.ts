import type { ChainNamespace, SIWXConfig, SIWXEnvironment, SIWXSession } from 'portico'
import { SiwxNotEnabledError } from '../errors'
import { createNonceRegistry } from '../verify/createNonceRegistry'
import type { SiwxSignatureVerifier } from '../verify/createSiwxVerifier'
import { createSessionStorage, sameAccount, SESSIONS_STORAGE_KEY } from './sessionStorage'

/**
 * Options of {@link createLocalSiwx}.
 *
 * @example
 * import type { CreateLocalSiwxOptions } from 'portico/plugins/siwx'
 * const o: CreateLocalSiwxOptions = { required: true, statement: 'Sign in to My dapp' }
 */
export type CreateLocalSiwxOptions = {
  /** Sign-in required: cancelling disconnects, and the modal stays open until signed. Default false. */
  required?: boolean | undefined
  /** One line shown in the wallet. */
  statement?: string | undefined
  /** Message lifetime in ms; default 24 hours; `null` for none. */
  expiresInMs?: number | null | undefined
  resources?: string[] | undefined
  /** The domain sessions must carry; default the page's host. */
  domain?: string | undefined
  /** Storage key of the sessions; default 'siwx-sessions'. */
  storageKey?: string | undefined
  /** Signature checks per namespace, added to (or replacing) eip155 and solana. */
  verifiers?: Partial<Record<ChainNamespace, SiwxSignatureVerifier>> | undefined
}

/**
 * The default SIWX config, with no server: messages are built in the page (domain and URI of
 * the page, a random single-use nonce), signatures are verified in the page (viem for eip155,
 * including ERC-1271 and ERC-6492 smart accounts through the network's RPC; ed25519 for
 * solana), and sessions are kept in Portico storage. Expired, not-yet-valid, wrong-domain,
 * wrong-network and replayed messages are rejected. Note: a session held only in the browser
 * proves nothing to your server; verify on the server with `createHttpSiwx` when it matters.
 *
 * @example
 * import { createPortico, mainnet } from 'portico'
 * import siwx, { createLocalSiwx } from 'portico/plugins/siwx'
 * createPortico({ networks: [mainnet], siwx: createLocalSiwx({ required: true }), plugins: [siwx()] })
 */
export function createLocalSiwx(options: CreateLocalSiwxOptions = {}): SIWXConfig {
  const nonces = createNonceRegistry()
  let environment: SIWXEnvironment | undefined
  const env = () => {
    if (!environment) throw new SiwxNotEnabledError()
    return environment
  }
  const store = () => createSessionStorage(env().storage, options.storageKey ?? SESSIONS_STORAGE_KEY)
  // The message builder and the verifiers load on first use, not with the host's first bundle.
  const verifier = async () => {
    const { networks, page, rpc } = env()
    const domain = options.domain ?? page?.host
    if (!domain) throw new SiwxNotEnabledError()
    const { createSiwxVerifier } = await import('../verify/createSiwxVerifier')
    return createSiwxVerifier({
      domain,
      chains: networks.map((n) => n.caipNetworkId),
      nonces,
      verifiers: options.verifiers,
      rpc: (chainId) => {
        const network = networks.find((n) => n.caipNetworkId === chainId)
        if (!network) return undefined
        const transport = rpc(network)
        return (args) => transport.request(args)
      },
    })
  }
  const add = async (session: SIWXSession, checkNonce = true) => {
    await (await verifier()).verify(session, { checkNonce })
  }

  return {
    required: options.required ?? false,
    setup(next) {
      environment = next
    },
    async createMessage(input) {
      const { page } = env()
      if (!page) throw new SiwxNotEnabledError()
      const { createSiwxMessage } = await import('../message/createSiwxMessage')
      return createSiwxMessage(input, { nonce: await nonces.issue(), page, statement: options.statement, expiresInMs: options.expiresInMs, resources: options.resources })
    },
    async addSession(session) {
      await add(session)
      const sessions = store().read().filter((s) => !sameAccount(s, session.data.chainId, session.data.accountAddress))
      store().write([...sessions, session])
    },
    async revokeSession(chainId, address) {
      const sessions = store().read()
      store().write(sessions.filter((s) => !sameAccount(s, chainId, address)))
    },
    async setSessions(sessions) {
      for (const session of sessions) await add(session, false)
      store().write(sessions)
    },
    async getSessions(chainId, address) {
      return store().read().filter((s) => sameAccount(s, chainId, address))
    },
  }
}
