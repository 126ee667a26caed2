/**
 * A local Solana JSON-RPC endpoint over litesvm (in-process): HTTP JSON-RPC on `port`, the
 * subscription WebSocket on `port + 1` (as a validator), CORS for browser pages. Seeded with
 * funded dev accounts (the dev wallet's among them) and two test tokens.
 *
 * @example
 * import { Connection, PublicKey } from '@solana/web3.js'
 * import { startSolanaDevnet } from './devnet/solana'
 * const devnet = await startSolanaDevnet()
 * const connection = new Connection(devnet.url, { wsEndpoint: devnet.wsUrl, commitment: 'confirmed' })
 * await connection.getBalance(new PublicKey(devnet.devWallet)) // 1_000_000_000_000
 * await devnet.stop()
 */
import { createServer } from 'node:net'
import type { Server } from 'node:http'
import type { WebSocketServer } from 'ws'
import { listenHttp } from './httpServer'
import { SolanaLedger } from './ledger'
import { seedLedger, type SeededDevnet } from './seed'
import { listenWs } from './wsServer'

export { SOLANA_DEV_WALLET_SEED, SOLANA_DEVNET_TOKENS } from './accounts'
export { DEV_ACCOUNT_LAMPORTS, MINTED_TOKENS } from './seed'
export { LAMPORTS_PER_SIGNATURE, SolanaLedger } from './ledger'
export { LOCALNET_GENESIS_HASH } from './rpcMethods'

/** Options of {@link startSolanaDevnet}. */
export type StartSolanaDevnetOptions = {
  /** HTTP port on 127.0.0.1 (the WebSocket takes `port + 1`); free ports are picked when omitted. */
  port?: number
}

/** A running local Solana devnet. */
export type SolanaDevnet = SeededDevnet & {
  /** HTTP JSON-RPC endpoint, e.g. `http://127.0.0.1:40123`. */
  url: string
  /** Subscription endpoint, `ws://127.0.0.1:{port + 1}`. */
  wsUrl: string
  port: number
  /** The SUSD mint (SPL Token, 6 decimals), minted to the dev wallet. */
  mint: string
  /** The ledger, for tests that inspect state directly. */
  ledger: SolanaLedger
  /** Closes both servers (and their sockets); resolves once the ports are free. */
  stop(): Promise<void>
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = createServer()
    probe.once('error', () => resolve(false))
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
  })
}

/** A port `p` on 127.0.0.1 with `p + 1` also free. */
async function freePortPair(): Promise<number> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = 20000 + Math.floor(Math.random() * 40000)
    if ((await portIsFree(port)) && (await portIsFree(port + 1))) return port
  }
  throw new Error('No free pair of ports on 127.0.0.1')
}

const closeHttp = (server: Server) =>
  new Promise<void>((resolve) => {
    server.closeAllConnections()
    server.close(() => resolve())
  })
const closeWs = (server: WebSocketServer) =>
  new Promise<void>((resolve) => {
    for (const client of server.clients) client.terminate()
    server.close(() => resolve())
  })

/** Starts a seeded local Solana devnet; every call is an independent ledger. */
export async function startSolanaDevnet(options: StartSolanaDevnetOptions = {}): Promise<SolanaDevnet> {
  const ledger = new SolanaLedger()
  const seeded = seedLedger(ledger)
  for (let attempt = 0; ; attempt++) {
    const port = options.port ?? (await freePortPair())
    let http: Server | undefined
    try {
      http = await listenHttp(ledger, port)
      const ws = await listenWs(ledger, port + 1)
      return {
        ...seeded,
        url: `http://127.0.0.1:${port}`,
        wsUrl: `ws://127.0.0.1:${port + 1}`,
        port,
        mint: seeded.tokens.SUSD.mint,
        ledger,
        stop: async () => void (await Promise.all([closeHttp(http as Server), closeWs(ws)])),
      }
    } catch (error) {
      if (http) await closeHttp(http)
      // A port taken between the probe and the bind: try another pair (never when one was given).
      if (options.port !== undefined || attempt >= 5) throw error
    }
  }
}
