import { afterEach, describe, expect, test } from 'vitest'
import { defineNetwork, HttpStatusError, InvalidResponseError, InvalidWalletResponseError } from 'portico'
import { isHex, verifyMessage, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { startTestServer, type TestHandler, type TestServer } from '../../test/support/testServers'
import { AccountNameTakenError } from './errors'
import { accountNameRegistrationMessage, createHttpNameService } from './httpNameService'

const network = defineNetwork({
  chainNamespace: 'eip155', id: 1, name: 'Ethereum', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrls: { default: { http: ['http://127.0.0.1:1'] } },
})
const other = defineNetwork({ ...network, id: 10, caipNetworkId: 'eip155:10', name: 'Other' })
const alice = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80')
const mallory = privateKeyToAccount('0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d')

/** The connected account's wallet: signs `personal_sign` with `signer`, counting what it is asked. */
const walletOf = (signer: typeof alice, asked: string[] = []) => ({
  async request({ method, params }: { method: string; params?: unknown }) {
    asked.push(method)
    const [data] = params as [Hex, string]
    return signer.signMessage({ message: { raw: data } })
  },
})

/**
 * A name service speaking the documented shape, in memory: parent `dapp.eth` on eip155:1,
 * `admin` reserved (unavailable, no address), a registration accepted only with a fresh message
 * the address signed (EIP-191, checked with viem).
 */
function nameServer(options: { conflictOnRegister?: boolean } = {}) {
  const holders = new Map<string, string>()
  const handler: TestHandler = ({ req, res, body }) => {
    const url = new URL(req.url ?? '/', 'http://names')
    const send = (status: number, answer: unknown) => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(answer))
    if (url.searchParams.get('network') !== 'eip155:1' && req.method === 'GET') return send(404, { error: 'unknown network' })
    const [, , resource, key] = url.pathname.split('/') // /v1/<resource>/<key>
    if (req.method === 'GET' && resource === 'parent') return send(200, { parentName: 'dapp.eth' })
    if (req.method === 'GET' && resource === 'names' && key) {
      const label = decodeURIComponent(key)
      return send(200, { name: `${label}.dapp.eth`, address: holders.get(label) ?? null, available: label !== 'admin' && !holders.has(label) })
    }
    if (req.method === 'GET' && resource === 'addresses' && key) {
      const found = [...holders].find(([, address]) => address.toLowerCase() === decodeURIComponent(key).toLowerCase())
      return send(200, { name: found ? `${found[0]}.dapp.eth` : null })
    }
    if (req.method === 'POST' && resource === 'names') {
      const { label, address, network: id, message, signature } = body as Record<string, string>
      const issuedAt = /\nIssued At: (.+)$/.exec(message ?? '')?.[1] ?? ''
      const expected = accountNameRegistrationMessage({ name: `${label}.dapp.eth`, address: address ?? '', network: 'eip155:1', issuedAt })
      const fresh = Math.abs(Date.now() - Date.parse(issuedAt)) < 60_000
      if (id !== 'eip155:1' || message !== expected || !fresh || !isHex(signature)) return send(400, { error: 'bad request' })
      void verifyMessage({ address: address as Hex, message, signature }).then((valid) => {
        if (!valid) return send(401, { error: 'bad signature' })
        if (options.conflictOnRegister || holders.has(label ?? '')) return send(409, { error: 'taken' })
        holders.set(label ?? '', address ?? '')
        send(201, { name: `${label}.dapp.eth` })
      })
      return
    }
    send(404, { error: 'no route' })
  }
  return handler
}

const servers: TestServer[] = []
const start = async (handler: TestHandler) => {
  const server = await startTestServer(handler, '/v1')
  servers.push(server)
  return { server, names: createHttpNameService({ baseUrl: server.url, networks: ['eip155:1'], clientId: 'portico-test' }) }
}
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

describe('§2 §5 createHttpNameService (the documented HTTP shape)', () => {
  test('behavior: lookup, availability, a signed registration, then reverse and lookup find it', async () => {
    const { server, names } = await start(nameServer())
    expect([names.supports(network), names.supports(other)]).toEqual([true, false])
    expect(await names.parentName(network)).toBe('dapp.eth')
    expect(await names.parentName(network)).toBe('dapp.eth') // asked once per network
    expect([await names.isAvailable('alice', network), await names.addressOf('alice', network), await names.nameOf(alice.address, network)]).toEqual([true, undefined, undefined])
    const asked: string[] = []
    expect(await names.register({ label: 'alice', address: alice.address, network, wallet: walletOf(alice, asked) })).toEqual({ name: 'alice.dapp.eth' })
    expect(asked).toEqual(['personal_sign'])
    const posted = server.requests.find((request) => request.method === 'POST')?.body as { message: string }
    expect(posted.message).toMatch(new RegExp(`^Register the name alice\\.dapp\\.eth for ${alice.address} on eip155:1\\nIssued At: \\d{4}-\\d\\d-\\d\\dT`))
    expect([await names.isAvailable('alice', network), await names.addressOf('alice', network), await names.nameOf(alice.address, network)]).toEqual([false, alice.address, 'alice.dapp.eth'])
    expect(server.requests.filter((request) => request.url.startsWith('/v1/parent'))).toHaveLength(1)
    expect(server.requests.map((request) => request.url)).toContain(`/v1/addresses/${alice.address}?network=eip155%3A1&clientId=portico-test`)
  })

  test("error: a taken or reserved name is refused before the wallet is asked ('This name is taken')", async () => {
    const { names } = await start(nameServer())
    await names.register({ label: 'alice', address: alice.address, network, wallet: walletOf(alice) })
    const asked: string[] = []
    for (const label of ['alice', 'admin']) {
      const error = await names.register({ label, address: mallory.address, network, wallet: walletOf(mallory, asked) }).catch((e: unknown) => e)
      expect(error).toBeInstanceOf(AccountNameTakenError)
      expect((error as AccountNameTakenError).shortMessage).toBe('This name is taken')
    }
    expect(asked).toEqual([])
  })

  test("error: taken between the check and the registration (409) is 'This name is taken'; a signature by another key is refused by the server", async () => {
    const raced = await start(nameServer({ conflictOnRegister: true }))
    await expect(raced.names.register({ label: 'bob1', address: alice.address, network, wallet: walletOf(alice) })).rejects.toBeInstanceOf(AccountNameTakenError)
    const { names } = await start(nameServer())
    const forged = await names.register({ label: 'bob1', address: alice.address, network, wallet: walletOf(mallory) }).catch((e: unknown) => e)
    expect(forged).toBeInstanceOf(HttpStatusError)
    expect((forged as HttpStatusError).shortMessage).toBe('HTTP status code: 401')
    expect(await names.isAvailable('bob1', network)).toBe(true)
  })

  test("§8 error: a non-OK status is 'HTTP status code: {n}'; a malformed answer or signature is refused", async () => {
    const failing = await start(({ res }) => res.writeHead(503).end('down'))
    await expect(failing.names.isAvailable('carol', network)).rejects.toThrow('HTTP status code: 503')
    await expect(failing.names.parentName(network)).rejects.toBeInstanceOf(HttpStatusError)
    const malformed = await start(({ res }) => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ name: 42, available: 'yes' })))
    await expect(malformed.names.isAvailable('carol', network)).rejects.toBeInstanceOf(InvalidResponseError)
    await expect(malformed.names.nameOf(alice.address, network)).rejects.toBeInstanceOf(InvalidResponseError)
    const { names } = await start(nameServer())
    const badWallet = { request: async () => 'not a signature' }
    await expect(names.register({ label: 'carol', address: alice.address, network, wallet: badWallet })).rejects.toBeInstanceOf(InvalidWalletResponseError)
  })
})
