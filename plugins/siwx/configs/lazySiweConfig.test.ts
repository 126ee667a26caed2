import { describe, expect, test, vi } from 'vitest'
import { createLogger, createMemoryStorage, type SIWEConfig } from 'portico'
import { lazySiweConfig } from './lazySiweConfig'

const environment = { storage: createMemoryStorage(), networks: [], rpc: () => ({ request: async () => null }), logger: createLogger('silent'), page: { host: 'dapp.example', href: 'https://dapp.example/' } }

function siweServer(): SIWEConfig {
  return {
    getNonce: vi.fn(async () => 'serverNonce123'),
    createMessage: ({ domain, nonce }) => `${domain} wants you to sign in (${nonce})`,
    verifyMessage: async () => true,
    getSession: async () => ({ address: '0xAbC', chainId: 1 }),
    signOut: vi.fn(async () => true),
    required: true,
  }
}

describe('§1 siweConfig adapted on first use (the plugin shell ships no adapter code)', () => {
  test('behavior: `required` answers before the adapter loads; the environment given earlier reaches it', async () => {
    const siwe = siweServer()
    const config = lazySiweConfig(siwe)
    expect(config.required).toBe(true)
    config.setup?.(environment)
    expect(siwe.getNonce).not.toHaveBeenCalled()
    const message = await config.createMessage({ chainId: 'eip155:1', accountAddress: '0xAbC' })
    expect(message.domain).toBe('dapp.example')
    expect(message.toString()).toBe('dapp.example wants you to sign in (serverNonce123)')
  })

  test('behavior: sessions, revocation and the eip155-only rule come from the adapter', async () => {
    const siwe = siweServer()
    const config = lazySiweConfig({ ...siwe, required: undefined })
    expect(config.required).toBe(false)
    await expect(config.getSessions('eip155:1', '0xabc')).resolves.toHaveLength(1)
    await expect(config.getSessions('eip155:10', '0xabc')).resolves.toEqual([])
    await config.revokeSession('eip155:1', '0xabc')
    expect(siwe.signOut).toHaveBeenCalledOnce()
    await expect(config.createMessage({ chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', accountAddress: 'x' })).rejects.toThrowError('SIWX is not enabled')
  })

  test('behavior: an environment set after the adapter loaded reaches it too', async () => {
    const config = lazySiweConfig(siweServer())
    await config.getSessions('eip155:1', '0xabc')
    config.setup?.({ ...environment, page: { host: 'later.example', href: 'https://later.example/' } })
    const [session] = await config.getSessions('eip155:1', '0xabc')
    expect(session?.data.domain).toBe('later.example')
  })
})
