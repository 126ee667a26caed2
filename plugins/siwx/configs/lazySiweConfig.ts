import type { SIWEConfig, SIWXConfig, SIWXEnvironment } from 'portico'
import { lazyOnce } from 'portico/services'

/**
 * `fromSiweConfig(siwe)` with its code loaded on first use: the plugin's shell answers `required`
 * and keeps the environment `setup` gives, and each asynchronous method loads the adapter (the
 * first connect does), so a page with the older `siweConfig` ships none of it before the click.
 *
 * @example
 * const config = lazySiweConfig(mySiweConfig)
 * await config.getSessions('eip155:1', '0xabc') // loads fromSiweConfig, then asks it
 */
export function lazySiweConfig(siwe: SIWEConfig): SIWXConfig {
  let environment: SIWXEnvironment | undefined
  const adapted = lazyOnce(async () => {
    const config = (await import('./fromSiweConfig')).fromSiweConfig(siwe)
    if (environment) config.setup?.(environment)
    return config
  })
  return {
    required: siwe.required ?? false,
    setup(next) {
      environment = next
      adapted.current?.setup?.(next)
    },
    createMessage: async (input) => (await adapted()).createMessage(input),
    addSession: async (session) => (await adapted()).addSession(session),
    revokeSession: async (chainId, address) => (await adapted()).revokeSession(chainId, address),
    setSessions: async (sessions) => (await adapted()).setSessions(sessions),
    getSessions: async (chainId, address) => (await adapted()).getSessions(chainId, address),
  }
}
