import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { privateKeyToAccount } from 'viem/accounts'
import * as z from 'zod/mini'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { createLogger, createMemoryStorage, type SIWXConfig, type SIWXEnvironment, type SIWXSession } from 'portico'
import { SiwxHttpError, SiwxVerificationError } from '../errors'
import { sessionSchema } from '../schemas'
import { createNonceRegistry } from '../verify/createNonceRegistry'
import { createSiwxVerifier } from '../verify/createSiwxVerifier'
import { createHttpSiwx } from './createHttpSiwx'
import { sameAccount } from './sessionStorage'

const owner = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')
const CHAIN = 'eip155:31337' as const

/**
 * A complete server for the documented endpoints, built from the module's own verifier: what a
 * host writes on its side. Sessions per visitor would live behind a cookie; one visitor here.
 */
function startSiwxServer(domain: string) {
  const nonces = createNonceRegistry()
  const verifier = createSiwxVerifier({ domain, chains: [CHAIN], nonces, rpc: () => undefined })
  let sessions: SIWXSession[] = []
  const body = async (request: IncomingMessage) => {
    let text = ''
    for await (const chunk of request) text += String(chunk)
    return JSON.parse(text || '{}') as unknown
  }
  const server: Server = createServer((request, response) => {
    const reply = (status: number, json: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' })
      response.end(JSON.stringify(json))
    }
    const url = new URL(request.url ?? '/', 'http://localhost')
    void (async () => {
      if (request.method === 'GET' && url.pathname === '/siwx/nonce') return reply(200, { nonce: await nonces.issue() })
      if (request.method === 'POST' && url.pathname === '/siwx/verify') {
        const parsed = z.object({ session: sessionSchema }).safeParse(await body(request))
        if (!parsed.success) return reply(400, { error: 'Invalid input' })
        try {
          await verifier.verify(parsed.data.session)
        } catch (error) {
          if (error instanceof SiwxVerificationError) return reply(401, { error: error.shortMessage, reason: error.reason })
          throw error
        }
        sessions = [...sessions.filter((s) => !sameAccount(s, parsed.data.session.data.chainId, parsed.data.session.data.accountAddress)), parsed.data.session]
        return reply(200, { ok: true })
      }
      if (request.method === 'GET' && url.pathname === '/siwx/session') {
        const chainId = url.searchParams.get('chainId') ?? ''
        const address = url.searchParams.get('address') ?? ''
        return reply(200, { sessions: sessions.filter((s) => sameAccount(s, chainId as typeof CHAIN, address)) })
      }
      if (request.method === 'POST' && url.pathname === '/siwx/sign-out') {
        const { chainId, address } = (await body(request)) as { chainId?: typeof CHAIN; address?: string }
        sessions = chainId && address ? sessions.filter((s) => !sameAccount(s, chainId, address)) : []
        return reply(200, { ok: true })
      }
      if (url.pathname === '/siwx/broken') return reply(200, { nonce: 'no spaces allowed here' })
      reply(404, { error: 'Not found' })
    })().catch(() => reply(500, { error: 'Internal error' }))
  })
  return new Promise<{ url: string; close: () => Promise<void> }>((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      resolve({ url: `http://127.0.0.1:${port}/siwx`, close: () => new Promise((done) => server.close(() => done())) })
    }),
  )
}

const environment = (host: string): SIWXEnvironment => ({
  storage: createMemoryStorage(),
  networks: [],
  rpc: () => ({ request: async () => null }),
  logger: createLogger('silent'),
  page: { host, href: `https://${host}/app` },
})

let server: Awaited<ReturnType<typeof startSiwxServer>>
beforeAll(async () => {
  server = await startSiwxServer('dapp.example')
})
afterAll(async () => server?.close())

async function signIn(config: SIWXConfig) {
  const message = await config.createMessage({ chainId: CHAIN, accountAddress: owner.address })
  const { toString: _t, ...data } = message
  const session = { data, message: message.toString(), signature: await owner.signMessage({ message: message.toString() }) }
  return session
}

describe('§4 HTTP SIWX config against a test server', () => {
  test('§4 behavior: nonce from the server, verify stores, session lists, sign-out revokes', async () => {
    const config = createHttpSiwx({ baseUrl: server.url, required: true })
    config.setup?.(environment('dapp.example'))
    expect(config.required).toBe(true)
    const session = await signIn(config)
    expect(session.data.nonce).toMatch(/^[A-Za-z0-9]{32}$/)
    await config.addSession(session)
    expect(await config.getSessions(CHAIN, owner.address)).toEqual([session])
    await config.revokeSession(CHAIN, owner.address)
    expect(await config.getSessions(CHAIN, owner.address)).toEqual([])
  })

  test('§4 error: the server rejects a hostile domain and a replayed nonce, with the reason', async () => {
    const hostile = createHttpSiwx({ baseUrl: server.url })
    hostile.setup?.(environment('evil.example'))
    await expect(hostile.addSession(await signIn(hostile))).rejects.toMatchObject({ reason: 'wrongDomain', shortMessage: 'The sign-in message is for another domain' })
    const config = createHttpSiwx({ baseUrl: server.url })
    config.setup?.(environment('dapp.example'))
    const session = await signIn(config)
    await config.addSession(session)
    await expect(config.addSession(session)).rejects.toBeInstanceOf(SiwxVerificationError)
    await expect(config.addSession(session)).rejects.toMatchObject({ reason: 'nonceUsed' })
  })

  test('§8 error: non-OK answers and answers of the wrong shape', async () => {
    const missing = createHttpSiwx({ baseUrl: `${server.url}/nowhere` })
    missing.setup?.(environment('dapp.example'))
    await expect(missing.getSessions(CHAIN, owner.address)).rejects.toThrowError('HTTP status code: 404')
    const broken = createHttpSiwx({ baseUrl: server.url, fetch: (input, init) => fetch(String(input).replace('/nonce', '/broken'), init) })
    broken.setup?.(environment('dapp.example'))
    await expect(broken.createMessage({ chainId: CHAIN, accountAddress: owner.address })).rejects.toBeInstanceOf(SiwxHttpError)
    const offline = createHttpSiwx({ baseUrl: 'http://127.0.0.1:9/siwx' })
    offline.setup?.(environment('dapp.example'))
    await expect(offline.getSessions(CHAIN, owner.address)).rejects.toThrowError('Something went wrong')
  })

  test('§8 error: before setup there is no page: SIWX is not enabled', async () => {
    await expect(createHttpSiwx({ baseUrl: server.url }).createMessage({ chainId: CHAIN, accountAddress: owner.address })).rejects.toThrowError('SIWX is not enabled')
  })
})
