/**
 * A local WalletConnect relay (protocol v2, the `irn_*` JSON-RPC methods) on `ws`, so a real
 * `@walletconnect/universal-provider` pairs with a real `@reown/walletkit` wallet without the
 * internet. Not a production relay: one process, memory only, no rate limits.
 *
 * @example
 * import { startRelay } from '../devnet/walletconnect/relay'
 * const relay = await startRelay()
 * // UniversalProvider.init({ projectId: 'local', relayUrl: relay.url, ... })
 * await relay.stop()
 */
import { createHash } from 'node:crypto'
import type { IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer, type WebSocket } from 'ws'
import * as z from 'zod/mini'
import { clientIdFromAuth } from './clientId'

/** Options of {@link startRelay}. */
export type StartRelayOptions = {
  /** TCP port on 127.0.0.1; a free one when omitted. */
  port?: number
  /** Interval of ws pings, in ms (clients drop a silent socket after ~30 s); default 10 s. */
  pingIntervalMs?: number
}

/** A running relay. */
export type Relay = {
  /** `ws://127.0.0.1:PORT`, the clients' `relayUrl`. */
  url: string
  port: number
  /** Closes every client socket (a relay outage); clients reconnect by themselves. */
  dropClients(): void
  /** Number of messages published so far (for tests). */
  published(): number
  /** Closes the server and every socket. */
  stop(): Promise<void>
}

/** A stored message: kept per topic until its TTL passes (the mailbox). */
type Stored = { topic: string; message: string; publishedAt: number; tag: number; expiresAt: number; from: string; delivered: Set<string> }

const request = z.object({
  id: z.union([z.number(), z.string()]),
  jsonrpc: z.literal('2.0'),
  method: z.string(),
  params: z.optional(z.record(z.string(), z.unknown())),
})
const response = z.object({ id: z.union([z.number(), z.string()]), jsonrpc: z.literal('2.0') })
const topic = z.string().check(z.regex(/^[0-9a-f]{64}$/))
const publishParams = z.looseObject({ topic, message: z.string(), ttl: z.optional(z.number()), tag: z.optional(z.number()) })
const topicsParams = z.looseObject({ topics: z.array(topic) })
const proposeParams = z.looseObject({ pairingTopic: topic, sessionProposal: z.string(), ttl: z.optional(z.number()) })
const approveParams = z.looseObject({
  sessionTopic: topic,
  pairingTopic: topic,
  sessionProposalResponse: z.string(),
  sessionSettlementRequest: z.string(),
  ttl: z.optional(z.number()),
})

/** Tags of the Sign protocol used for the custom publish methods. */
const TAG_PROPOSE = 1100
const TAG_PROPOSE_RESPONSE = 1101
const TAG_SETTLE = 1102
const DEFAULT_TTL_S = 300

/**
 * Starts the relay on 127.0.0.1. A client's id is the `iss` of its `auth` JWT (query param);
 * a subscription id is sha256(topic + clientId). Messages go to every subscriber of a topic
 * but their publisher, are kept per topic until their TTL passes and are delivered once per
 * client (on its newest socket), also to clients that subscribe later; the same message published
 * again while kept is not a second one.
 */
export async function startRelay(options: StartRelayOptions = {}): Promise<Relay> {
  const server = new WebSocketServer({ host: '127.0.0.1', port: options.port ?? 0 })
  await new Promise<void>((done, fail) => {
    server.once('listening', done)
    server.once('error', fail)
  })
  const sockets = new Map<string, Set<WebSocket>>()
  const subscriptions = new Map<string, Set<string>>() // clientId -> topics
  const mailbox = new Map<string, Stored[]>() // topic -> messages
  const alive = new WeakMap<WebSocket, boolean>()
  let count = 0
  let pushId = Date.now() * 1000

  const subscriptionId = (t: string, clientId: string) => createHash('sha256').update(t + clientId).digest('hex')
  const live = (t: string) => (mailbox.get(t) ?? []).filter((m) => m.expiresAt > Date.now())
  const push = (clientId: string, stored: Stored) => {
    // The client's newest socket only: one that reconnects may still have its old one open here,
    // and two copies of a message raced its dedup ('No matching key' for the second response).
    const target = [...(sockets.get(clientId) ?? [])].filter((s) => s.readyState === s.OPEN).at(-1)
    if (!target) return
    stored.delivered.add(clientId)
    const { topic: t, message, publishedAt, tag } = stored
    const payload = JSON.stringify({
      id: ++pushId,
      jsonrpc: '2.0',
      method: 'irn_subscription',
      params: { id: subscriptionId(t, clientId), data: { topic: t, message, publishedAt, tag } },
    })
    target.send(payload)
  }
  const publish = (from: string, t: string, message: string, tag: number, ttl: number) => {
    // A message's id is its hash: a publish the client retries (no ack in time) is one message.
    if (live(t).some((m) => m.message === message)) return
    count += 1
    const stored: Stored = { topic: t, message, publishedAt: Date.now(), tag, expiresAt: Date.now() + ttl * 1000, from, delivered: new Set() }
    mailbox.set(t, [...live(t), stored])
    for (const [clientId, topics] of subscriptions) if (clientId !== from && topics.has(t)) push(clientId, stored)
  }
  const pending = (clientId: string, t: string) => live(t).filter((m) => m.from !== clientId && !m.delivered.has(clientId))
  const subscribe = (clientId: string, t: string) => {
    const topics = subscriptions.get(clientId) ?? new Set<string>()
    topics.add(t)
    subscriptions.set(clientId, topics)
    // Deliver after the subscribe answer: the client maps the subscription id first.
    setImmediate(() => {
      for (const stored of pending(clientId, t)) push(clientId, stored)
    })
    return subscriptionId(t, clientId)
  }

  const handlers: Record<string, (clientId: string, params: unknown) => unknown> = {
    irn_subscribe: (clientId, params) => subscribe(clientId, z.looseObject({ topic }).parse(params).topic),
    irn_batchSubscribe: (clientId, params) => topicsParams.parse(params).topics.map((t) => subscribe(clientId, t)),
    irn_unsubscribe: (clientId, params) => {
      subscriptions.get(clientId)?.delete(z.looseObject({ topic }).parse(params).topic)
      return true
    },
    irn_batchUnsubscribe: (clientId, params) => {
      const parsed = z.looseObject({ subscriptions: z.array(z.looseObject({ topic })) }).parse(params)
      for (const entry of parsed.subscriptions) subscriptions.get(clientId)?.delete(entry.topic)
      return true
    },
    irn_publish: (clientId, params) => {
      const p = publishParams.parse(params)
      publish(clientId, p.topic, p.message, p.tag ?? 0, p.ttl ?? DEFAULT_TTL_S)
      return true
    },
    irn_batchPublish: (clientId, params) => {
      for (const p of z.looseObject({ messages: z.array(publishParams) }).parse(params).messages)
        publish(clientId, p.topic, p.message, p.tag ?? 0, p.ttl ?? DEFAULT_TTL_S)
      return true
    },
    irn_batchFetchMessages: (clientId, params) => {
      const messages = topicsParams.parse(params).topics.flatMap((t) => pending(clientId, t))
      for (const stored of messages) stored.delivered.add(clientId)
      return { messages: messages.map(({ topic: t, message, publishedAt, tag }) => ({ topic: t, message, publishedAt, tag })), hasMore: false }
    },
    // Sign 2.2x: the dapp publishes its proposal and listens on the pairing topic in one call.
    wc_proposeSession: (clientId, params) => {
      const p = proposeParams.parse(params)
      subscribe(clientId, p.pairingTopic)
      publish(clientId, p.pairingTopic, p.sessionProposal, TAG_PROPOSE, p.ttl ?? DEFAULT_TTL_S)
      return true
    },
    // The wallet answers the proposal, settles the session and listens on the session topic.
    wc_approveSession: (clientId, params) => {
      const p = approveParams.parse(params)
      subscribe(clientId, p.sessionTopic)
      publish(clientId, p.pairingTopic, p.sessionProposalResponse, TAG_PROPOSE_RESPONSE, p.ttl ?? DEFAULT_TTL_S)
      publish(clientId, p.sessionTopic, p.sessionSettlementRequest, TAG_SETTLE, p.ttl ?? DEFAULT_TTL_S)
      return true
    },
  }

  server.on('connection', (socket: WebSocket, incoming: IncomingMessage) => {
    const url = new URL(incoming.url ?? '/', 'ws://127.0.0.1')
    const clientId = clientIdFromAuth(url.searchParams.get('auth'))
    if (!clientId) {
      socket.close(4001, 'Unauthorized: invalid auth')
      return
    }
    const own = sockets.get(clientId) ?? new Set<WebSocket>()
    own.add(socket)
    sockets.set(clientId, own)
    alive.set(socket, true)
    socket.on('pong', () => alive.set(socket, true))
    socket.on('close', () => own.delete(socket))
    socket.on('message', (raw) => {
      let json: unknown
      try {
        json = JSON.parse(String(raw))
      } catch {
        return
      }
      if (response.safeParse(json).success && !request.safeParse(json).success) return // acks of our pushes
      const parsed = request.safeParse(json)
      if (!parsed.success) return
      const { id, method, params } = parsed.data
      const handler = handlers[method]
      try {
        if (!handler) throw Object.assign(new Error(`Method not found: ${method}`), { code: -32601 })
        socket.send(JSON.stringify({ id, jsonrpc: '2.0', result: handler(clientId, params ?? {}) }))
      } catch (error) {
        const code = (error as { code?: number }).code ?? -32602
        socket.send(JSON.stringify({ id, jsonrpc: '2.0', error: { code, message: error instanceof Error ? error.message : 'Invalid params' } }))
      }
    })
  })

  const pinger = setInterval(() => {
    for (const socket of server.clients) {
      if (alive.get(socket) === false) socket.terminate()
      else {
        alive.set(socket, false)
        socket.ping()
      }
    }
  }, options.pingIntervalMs ?? 10_000)
  pinger.unref()

  const { port } = server.address() as AddressInfo
  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    published: () => count,
    dropClients() {
      // 1012 "service restart", as a relay being redeployed closes its sockets.
      for (const socket of server.clients) socket.close(1012, 'Service restart')
    },
    stop: () =>
      new Promise<void>((done) => {
        clearInterval(pinger)
        for (const socket of server.clients) socket.terminate()
        server.close(() => done())
      }),
  }
}
