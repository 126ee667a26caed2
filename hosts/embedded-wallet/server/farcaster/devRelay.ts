import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { createSiweMessage } from 'viem/siwe'
import * as z from 'zod/mini'
import { devnetAddresses } from '../../../../devnet/addresses'
import { FARCASTER_CHAIN_ID } from './verifySignIn'

/** A Farcaster account of the dev relay: its fid, name and custody key. */
export type DevFarcasterUser = { fid: number; username: string; displayName: string; custodyKey: Hex }

/** The custody key the devnet's IdRegistry holds for `fid` (`farcaster.fids` of devnet/state/addresses.json). */
function devnetCustodyKey(fid: number): Hex {
  const registered = devnetAddresses().farcaster.fids.find((entry) => entry.fid === fid)
  if (!registered) throw new Error(`fid ${fid} is not registered in the devnet's IdRegistry`)
  return registered.custody.privateKey
}

/** The accounts the dev relay's approval page offers: fids registered in the devnet's IdRegistry with their custody keys (public test keys). */
export const DEV_FARCASTER_USERS: readonly DevFarcasterUser[] = [
  { fid: 20001, username: 'ada', displayName: 'Ada Lovelace', custodyKey: devnetCustodyKey(20001) },
  { fid: 20002, username: 'grace', displayName: 'Grace Hopper', custodyKey: devnetCustodyKey(20002) },
]

/** A channel stays open 5 minutes, as the public relay's do. */
const CHANNEL_TTL_MS = 5 * 60_000

const channelRequest = z.object({
  siweUri: z.string().check(z.maxLength(500)),
  domain: z.string().check(z.maxLength(255)),
  nonce: z.string().check(z.regex(/^[a-zA-Z0-9]{8,64}$/)),
  notBefore: z.optional(z.string()),
  expirationTime: z.optional(z.string()),
})
const authenticateRequest = z.object({
  message: z.string().check(z.maxLength(4000)),
  signature: z.string().check(z.regex(/^0x[0-9a-fA-F]{130}$/)),
  fid: z.number().check(z.int(), z.positive()),
  username: z.optional(z.string().check(z.maxLength(64))),
  displayName: z.optional(z.string().check(z.maxLength(64))),
})

type Channel = z.infer<typeof channelRequest> & { createdAt: number; completed?: z.infer<typeof authenticateRequest> }

const escapeHtml = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`

/**
 * A local Farcaster Auth relay (the Sign In With Farcaster channel protocol of
 * relay.farcaster.xyz) for the demo and the tests, with the wallet side built in:
 * - `POST /v1/channel` opens a channel for an app (siweUri, domain, nonce): 201 with its
 *   `channelToken` and the `url` a wallet opens (here the relay's own approval page);
 * - `GET /v1/channel/status` (Bearer channel token): 202 pending, 200 completed with the signed
 *   message, signature, fid and profile;
 * - `POST /v1/channel/authenticate` (Bearer channel token): a wallet completes the channel with
 *   an EIP-4361 message signed by the fid's custody key;
 * - `GET /~/siwf?channelToken=`: the approval page, where a person picks a dev account and the
 *   relay signs as that account's wallet would (its custody key, the one the devnet's
 *   IdRegistry holds for the fid, which the auth server checks with `custodyOf`).
 *
 * @example
 * const relay = await startDevFarcasterRelay()
 * await startEmbeddedWallet({ projects, chains, farcaster: { relayUrl: relay.url, idRegistry: { rpcUrl: chain.url, address: chain.addresses.farcaster.idRegistry } } })
 */
export async function startDevFarcasterRelay(options: { users?: readonly DevFarcasterUser[] } = {}) {
  const users = options.users ?? DEV_FARCASTER_USERS
  const channels = new Map<string, Channel>()
  const live = (token: string | undefined) => {
    const channel = token === undefined ? undefined : channels.get(token)
    if (channel && Date.now() - channel.createdAt > CHANNEL_TTL_MS) channels.delete(token as string)
    return token === undefined ? undefined : channels.get(token)
  }
  const bearer = (request: IncomingMessage) => /^Bearer ([\w-]+)$/.exec(request.headers.authorization ?? '')?.[1]
  const json = (response: ServerResponse, status: number, body: unknown) => {
    response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' })
    response.end(JSON.stringify(body))
  }
  const html = (response: ServerResponse, status: number, body: string) => {
    response.writeHead(status, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store', 'Content-Security-Policy': "default-src 'none'; form-action 'self'" })
    response.end(body)
  }
  let url = ''
  const approvalUrl = (token: string) => `${url}/~/siwf?${new URLSearchParams({ channelToken: token })}`

  /** The wallet's side: the message it shows and its custody key signs. */
  const signAs = async (channel: Channel, user: DevFarcasterUser) => {
    const account = privateKeyToAccount(user.custodyKey)
    const message = createSiweMessage({
      domain: channel.domain, address: account.address, uri: channel.siweUri, version: '1', chainId: FARCASTER_CHAIN_ID, nonce: channel.nonce,
      issuedAt: new Date(), statement: 'Farcaster Auth', resources: [`farcaster://fid/${user.fid}`],
      ...(channel.notBefore ? { notBefore: new Date(channel.notBefore) } : {}),
      ...(channel.expirationTime ? { expirationTime: new Date(channel.expirationTime) } : {}),
    })
    return { message, signature: await account.signMessage({ message }), fid: user.fid, username: user.username, displayName: user.displayName }
  }

  const server = createServer((request, response) => {
    void (async () => {
      const at = new URL(request.url ?? '/', 'http://relay')
      const route = `${request.method ?? ''} ${at.pathname}`
      if (route === 'POST /v1/channel') {
        const parsed = channelRequest.safeParse(await readJson(request))
        if (!parsed.success) return json(response, 400, { error: 'Invalid channel request' })
        const token = randomBytes(24).toString('base64url')
        channels.set(token, { ...parsed.data, createdAt: Date.now() })
        return json(response, 201, { channelToken: token, url: approvalUrl(token), nonce: parsed.data.nonce })
      }
      if (route === 'GET /v1/channel/status') {
        const token = bearer(request)
        const channel = live(token)
        if (!channel || !token) return json(response, 401, { error: 'Unknown channel' })
        if (!channel.completed) return json(response, 202, { state: 'pending', nonce: channel.nonce, url: approvalUrl(token) })
        return json(response, 200, { state: 'completed', nonce: channel.nonce, url: approvalUrl(token), ...channel.completed })
      }
      if (route === 'POST /v1/channel/authenticate') {
        const channel = live(bearer(request))
        const parsed = authenticateRequest.safeParse(await readJson(request))
        if (!channel) return json(response, 401, { error: 'Unknown channel' })
        if (!parsed.success) return json(response, 400, { error: 'Invalid authentication' })
        channel.completed = parsed.data
        return json(response, 201, {})
      }
      if (route === 'GET /~/siwf') {
        const token = at.searchParams.get('channelToken') ?? ''
        const channel = live(token)
        if (!channel) return html(response, 404, page('Sign in with Farcaster (dev)', '<p>This sign-in request has expired.</p>'))
        const choices = users.map((user) => `<li><form method="post" action="/~/siwf"><input type="hidden" name="channelToken" value="${escapeHtml(token)}"><input type="hidden" name="fid" value="${user.fid}"><button type="submit">Approve as @${escapeHtml(user.username)} (fid ${user.fid})</button></form></li>`)
        return html(response, 200, page('Sign in with Farcaster (dev)', `<p>${escapeHtml(channel.domain)} asks you to sign in.</p><ul>${choices.join('')}</ul>`))
      }
      if (route === 'POST /~/siwf') {
        const form = new URLSearchParams(await readBody(request))
        const channel = live(form.get('channelToken') ?? undefined)
        const user = users.find((candidate) => candidate.fid === Number(form.get('fid')))
        if (!channel || !user) return html(response, 400, page('Sign in with Farcaster (dev)', '<p>This sign-in request has expired.</p>'))
        channel.completed = await signAs(channel, user)
        return html(response, 200, page('Sign in with Farcaster (dev)', `<p role="status">Signed in as @${escapeHtml(user.username)}. Return to the app.</p>`))
      }
      if (at.pathname === '/favicon.ico') return void response.writeHead(204).end()
      json(response, 404, { error: 'Not found' })
    })().catch((error: unknown) => {
      if (!response.headersSent) json(response, 500, { error: error instanceof Error ? error.message : 'Relay error' })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url,
    users,
    /** Signs the channel's message as `fid`'s wallet would (the tests' auth-client side). */
    signAs: async (channelToken: string, fid: number) => {
      const channel = live(channelToken)
      const user = users.find((candidate) => candidate.fid === fid)
      if (!channel || !user) throw new Error('Unknown channel or fid')
      return signAs(channel, user)
    },
    stop: () => new Promise<void>((resolve) => { server.closeAllConnections(); server.close(() => resolve()) }),
  }
}

/** What {@link startDevFarcasterRelay} returns. */
export type DevFarcasterRelay = Awaited<ReturnType<typeof startDevFarcasterRelay>>

async function readBody(request: IncomingMessage): Promise<string> {
  let size = 0
  const chunks: Buffer[] = []
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length
    if (size > 16_000) throw new Error('Request body too large')
    chunks.push(chunk)
  }
  return Buffer.concat(chunks).toString('utf8')
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  try {
    return JSON.parse(await readBody(request)) as unknown
  } catch {
    return undefined
  }
}
