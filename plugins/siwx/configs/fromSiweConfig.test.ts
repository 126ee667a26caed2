import { SiweMessage } from 'siwe'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, test, vi } from 'vitest'
import { createLogger, createMemoryStorage, type SIWEConfig } from 'portico'
import { formatSiwxMessage } from '../message/formatSiwxMessage'
import { fromSiweConfig } from './fromSiweConfig'

const owner = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

function siweServer() {
  let current: { address: string; chainId: number } | null = null
  const config: SIWEConfig = {
    getNonce: vi.fn(async () => 'serverNonce123'),
    createMessage: ({ address, chainId, nonce, domain, uri, version, iat, statement }) =>
      formatSiwxMessage({ chainId: `eip155:${chainId}`, accountAddress: address.split(':')[2] ?? '', nonce, domain, uri, version, issuedAt: iat, statement }),
    verifyMessage: async ({ message, signature }) => {
      const parsed = new SiweMessage(message)
      const result = await parsed.verify({ signature }).catch(() => ({ success: false }))
      if (result.success) current = { address: parsed.address, chainId: parsed.chainId }
      return result.success
    },
    getSession: async () => current,
    signOut: vi.fn(async () => {
      current = null
      return true
    }),
    onSignIn: vi.fn(),
    required: true,
  }
  return config
}

describe('§1 siweConfig adapted to SIWX', () => {
  test('§4 behavior: nonce and text from the SIWE config; its verifyMessage decides; getSession answers; signOut revokes', async () => {
    const siwe = siweServer()
    const config = fromSiweConfig(siwe)
    config.setup?.({ storage: createMemoryStorage(), networks: [], rpc: () => ({ request: async () => null }), logger: createLogger('silent'), page: { host: 'dapp.example', href: 'https://dapp.example/' } })
    expect(config.required).toBe(true)
    const message = await config.createMessage({ chainId: 'eip155:1', accountAddress: owner.address })
    expect(siwe.getNonce).toHaveBeenCalledWith(owner.address)
    expect(message.nonce).toBe('serverNonce123')
    const text = message.toString()
    expect(new SiweMessage(text).domain).toBe('dapp.example')
    const { toString: _t, ...data } = message
    await expect(config.addSession({ data, message: text, signature: '0x00' })).rejects.toMatchObject({ reason: 'badSignature' })
    await config.addSession({ data, message: text, signature: await owner.signMessage({ message: text }) })
    expect(siwe.onSignIn).toHaveBeenCalledWith({ address: owner.address, chainId: 1 })
    expect(await config.getSessions('eip155:1', owner.address.toLowerCase())).toHaveLength(1)
    expect(await config.getSessions('eip155:10', owner.address)).toEqual([])
    await config.revokeSession('eip155:1', owner.address)
    expect(siwe.signOut).toHaveBeenCalled()
    expect(await config.getSessions('eip155:1', owner.address)).toEqual([])
  })

  test('§8 error: not eip155, or disabled: SIWX is not enabled', async () => {
    const config = fromSiweConfig({ ...siweServer(), enabled: false })
    await expect(config.createMessage({ chainId: 'eip155:1', accountAddress: owner.address })).rejects.toThrowError('SIWX is not enabled')
    await expect(fromSiweConfig(siweServer()).createMessage({ chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', accountAddress: 'x' })).rejects.toThrowError('SIWX is not enabled')
  })
})
