/**
 * The WebSocket side of the local Solana JSON-RPC server (port + 1, as a validator):
 * `signatureSubscribe` / `signatureUnsubscribe` (what `Connection.confirmTransaction` waits on),
 * and `slotSubscribe` / `slotUnsubscribe`.
 */
import { WebSocketServer, type WebSocket } from 'ws'
import * as z from 'zod/mini'
import type { SignatureStatus, SolanaLedger } from './ledger'
import { base58String, rpcRequestSchema } from './params'

type Subscription = { socket: WebSocket; kind: 'signature'; signature: string } | { socket: WebSocket; kind: 'slot' }

const signatureParams = z.tuple([base58String], z.optional(z.looseObject({})))
const idParams = z.tuple([z.number()])

/** Starts the subscription server on 127.0.0.1:`port`; resolves once it listens. */
export function listenWs(ledger: SolanaLedger, port: number): Promise<WebSocketServer> {
  const subscriptions = new Map<number, Subscription>()
  let nextId = 1
  const send = (socket: WebSocket, message: unknown) => {
    if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message))
  }
  const notifySignature = (id: number, socket: WebSocket, status: SignatureStatus) => {
    subscriptions.delete(id)
    send(socket, {
      jsonrpc: '2.0',
      method: 'signatureNotification',
      params: { result: { context: { slot: Number(status.slot) }, value: { err: status.err } }, subscription: id },
    })
  }
  ledger.onProcessed((signature, status) => {
    for (const [id, sub] of [...subscriptions]) {
      if (sub.kind === 'signature' && sub.signature === signature) notifySignature(id, sub.socket, status)
      if (sub.kind === 'slot') {
        const slot = Number(status.slot)
        send(sub.socket, { jsonrpc: '2.0', method: 'slotNotification', params: { result: { parent: slot - 1, root: slot, slot }, subscription: id } })
      }
    }
  })

  const onMessage = (socket: WebSocket, raw: string) => {
    let body: unknown
    try {
      body = JSON.parse(raw)
    } catch {
      return send(socket, { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } })
    }
    const request = rpcRequestSchema.safeParse(body)
    if (!request.success) return send(socket, { jsonrpc: '2.0', id: null, error: { code: -32600, message: 'Invalid request' } })
    const { id, method, params } = request.data
    const reply = (result: unknown) => send(socket, { jsonrpc: '2.0', id, result })
    const fail = (code: number, message: string) => send(socket, { jsonrpc: '2.0', id, error: { code, message } })
    if (method === 'signatureSubscribe') {
      const parsed = signatureParams.safeParse(params ?? [])
      if (!parsed.success) return fail(-32602, 'Invalid params')
      const subId = nextId++
      const [signature] = parsed.data
      subscriptions.set(subId, { socket, kind: 'signature', signature })
      reply(subId)
      const status = ledger.status(signature)
      if (status) notifySignature(subId, socket, status)
      return
    }
    if (method === 'slotSubscribe') {
      const subId = nextId++
      subscriptions.set(subId, { socket, kind: 'slot' })
      return reply(subId)
    }
    if (method === 'signatureUnsubscribe' || method === 'slotUnsubscribe') {
      const parsed = idParams.safeParse(params ?? [])
      if (!parsed.success) return fail(-32602, 'Invalid params')
      const existed = subscriptions.get(parsed.data[0])?.socket === socket
      if (existed) subscriptions.delete(parsed.data[0])
      return reply(existed)
    }
    fail(-32601, 'Method not found')
  }

  const server = new WebSocketServer({ host: '127.0.0.1', port })
  server.on('connection', (socket) => {
    socket.on('message', (data) => onMessage(socket, data.toString()))
    socket.on('close', () => {
      for (const [id, sub] of [...subscriptions]) if (sub.socket === socket) subscriptions.delete(id)
    })
  })
  return new Promise((resolve, reject) => {
    server.once('error', reject)
    server.once('listening', () => {
      server.off('error', reject)
      resolve(server)
    })
  })
}
