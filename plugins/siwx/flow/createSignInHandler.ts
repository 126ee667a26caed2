import {
  type CaipAddress, type CaipNetwork, type ConnectorSignInHandler, parseCaipAddress, type PorticoStore,
  type SIWXConfig,
} from 'portico'
import { SiwxVerificationError } from '../errors'
import { parseSiwxMessage } from '../message/parseSiwxMessage'
import { siwxSlice } from '../slice'

/**
 * The one-click sign-in handler the siwx plugin gives sign-in-capable connectors (WalletConnect
 * `connect` with `authentication`). `prepare` answers parameters only when every chain asked for
 * is eip155 (spec section 4: the host's networks and the chains asked for); otherwise
 * `undefined`, and the connector connects as usual, after which the normal sign view runs.
 * `complete` turns each signed message into a session and adds it (verified by the config); the
 * message must carry the prepared nonce, domain and URI.
 *
 * @example
 * import { createSignInHandler } from 'portico/plugins/siwx'
 * connector.signIn?.setHandler(createSignInHandler(config, portico.store, portico.config.networks))
 */
export function createSignInHandler(config: SIWXConfig, store: PorticoStore, networks: readonly CaipNetwork[]): ConnectorSignInHandler {
  const allEip155 = networks.every((network) => network.chainNamespace === 'eip155')
  let prepared: { nonce: string; domain: string; uri: string } | undefined
  return {
    async prepare(chains) {
      const [first] = chains
      if (!first || !allEip155 || !chains.every((chain) => chain.startsWith('eip155:'))) return undefined
      // The config builds (and remembers) the nonce; the account is not known yet.
      const template = await config.createMessage({ chainId: first, accountAddress: '0x0000000000000000000000000000000000000000' })
      prepared = { nonce: template.nonce, domain: template.domain, uri: template.uri }
      return {
        chains: [...chains],
        domain: template.domain,
        uri: template.uri,
        nonce: template.nonce,
        version: '1',
        ...(template.statement ? { statement: template.statement } : {}),
        ...(template.issuedAt ? { issuedAt: template.issuedAt } : {}),
        ...(template.expirationTime ? { expirationTime: template.expirationTime } : {}),
        ...(template.notBefore ? { notBefore: template.notBefore } : {}),
        ...(template.requestId ? { requestId: template.requestId } : {}),
        ...(template.resources ? { resources: template.resources } : {}),
      }
    },
    async complete(results) {
      const expected = prepared
      prepared = undefined
      for (const result of results) {
        const data = parseSiwxMessage(result.message)
        const { address } = parseCaipAddress(result.caipAddress)
        if (!expected || data.nonce !== expected.nonce || data.domain !== expected.domain || data.uri !== expected.uri)
          throw new SiwxVerificationError('nonceUsed', { details: 'not the prepared sign-in' })
        if (data.accountAddress.toLowerCase() !== address.toLowerCase() || !result.caipAddress.startsWith(`${data.chainId}:`))
          throw new SiwxVerificationError('wrongChain', { details: result.caipAddress })
        await config.addSession({ data, message: result.message, signature: result.signature })
        store.dispatch(siwxSlice.actions.signedIn(`${data.chainId}:${data.accountAddress}` as CaipAddress))
      }
    },
  }
}
