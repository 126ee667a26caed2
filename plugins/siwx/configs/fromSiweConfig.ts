import type { CaipNetworkId, SIWEConfig, SIWXConfig, SIWXEnvironment, SIWXMessageData, SIWXSession } from 'portico'
import { SiwxNotEnabledError, SiwxVerificationError } from '../errors'
import { splitChainId } from '../message/formatSiwxMessage'

/**
 * Adapts the older `siweConfig` (AppKit's SIWE client config) to a SIWX config: the nonce and
 * the message text come from it, its `verifyMessage` decides (false -> `badSignature`), its
 * `getSession` answers for the one account it knows, and `signOut` revokes. eip155 only:
 * on other namespaces `createMessage` throws 'SIWX is not enabled'.
 *
 * @example
 * import { fromSiweConfig } from 'portico/plugins/siwx'
 * const siwx = fromSiweConfig(mySiweConfig) // what the plugin does with the `siweConfig` option
 */
export function fromSiweConfig(siwe: SIWEConfig): SIWXConfig {
  let environment: SIWXEnvironment | undefined
  const eip155Reference = (chainId: CaipNetworkId) => {
    const [namespace, reference] = splitChainId(chainId)
    const numeric = Number(reference)
    if (namespace !== 'eip155' || !Number.isSafeInteger(numeric) || siwe.enabled === false) throw new SiwxNotEnabledError()
    return numeric
  }
  const signedIn = (data: SIWXMessageData): SIWXSession => ({ data, message: '', signature: 'siwe' })

  return {
    required: siwe.required ?? false,
    setup(next) {
      environment = next
    },
    async createMessage({ chainId, accountAddress }) {
      const numericChainId = eip155Reference(chainId)
      const params = siwe.getMessageParams ? await siwe.getMessageParams() : undefined
      const page = environment?.page
      const domain = params?.domain ?? page?.host
      const uri = params?.uri ?? page?.href
      if (!domain || !uri) throw new SiwxNotEnabledError()
      const nonce = await siwe.getNonce(accountAddress)
      const data: SIWXMessageData = {
        chainId,
        accountAddress,
        domain,
        uri,
        version: '1',
        nonce,
        issuedAt: new Date().toISOString(),
        ...(params?.exp ? { expirationTime: params.exp } : {}),
        ...(params?.nbf ? { notBefore: params.nbf } : {}),
        ...(params?.requestId ? { requestId: params.requestId } : {}),
        ...(params?.resources ? { resources: params.resources } : {}),
        ...(params?.statement ? { statement: params.statement } : {}),
      }
      const text = siwe.createMessage({
        address: `${chainId}:${accountAddress}`,
        chainId: numericChainId,
        nonce,
        domain,
        uri,
        version: '1',
        statement: data.statement,
        iat: data.issuedAt,
        exp: data.expirationTime,
        nbf: data.notBefore,
        requestId: data.requestId,
        resources: data.resources,
      })
      return { ...data, toString: () => text }
    },
    async addSession(session) {
      const valid = await siwe.verifyMessage({ message: session.message, signature: session.signature })
      if (!valid) throw new SiwxVerificationError('badSignature')
      const current = await siwe.getSession()
      siwe.onSignIn?.(current ?? { address: session.data.accountAddress, chainId: eip155Reference(session.data.chainId) })
    },
    async revokeSession() {
      await siwe.signOut()
      siwe.onSignOut?.()
    },
    async setSessions(sessions) {
      if (sessions.length === 0) {
        await siwe.signOut()
        siwe.onSignOut?.()
        return
      }
      for (const session of sessions) await this.addSession(session)
    },
    async getSessions(chainId, address) {
      const session = await siwe.getSession()
      if (!session || `eip155:${session.chainId}` !== chainId || session.address.toLowerCase() !== address.toLowerCase()) return []
      return [signedIn({ chainId, accountAddress: address, domain: environment?.page?.host ?? '', uri: environment?.page?.href ?? '', version: '1', nonce: 'siweSession' })]
    },
  }
}
