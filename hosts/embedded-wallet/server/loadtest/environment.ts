import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startAnvil, type Devnet } from '../../../../devnet/anvil'
import { openDatabase, type Database } from '../database'
import { startDevMailbox, type DevMailbox } from '../mailbox'
import { freePort, startPostgres, type TestPostgres } from '../testing/startPostgres'
import { closeBrowserConnections, LOAD_SCOPE, type WalletTarget } from './browser'
import { createWalletProcess, type WalletProcess } from './walletProcess'

/** Everything a load-test scenario runs against. */
export type LoadEnvironment = {
  /** The servers' public origin and ports. */
  target: WalletTarget
  servers: WalletProcess[]
  /** The SMTP sink every server mails to: the test reads codes there. */
  mailbox: DevMailbox
  /** The PostgreSQL server all servers share, opened for the invariant checks. */
  db: Database
  postgres: TestPostgres
  devnet: Devnet
  /** The devnet's ERC-4337 contracts, as the servers' configuration names them. */
  chain: { chainId: number; rpcUrl: string; smartAccount: { entryPoint: `0x${string}`; factory: `0x${string}` } }
  /** The sponsor's gas budget per user and UTC day the servers were configured with. */
  dailyGasBudget: bigint
  stop(): Promise<void>
}

/**
 * Starts a throwaway PostgreSQL server, the dev mailbox (SMTP), the devnet (anvil) and `servers`
 * production wallet server processes (with the devnet's bundler and `dailyGasBudget`) (`npm run wallet:server`'s main.ts) on free 127.0.0.1
 * ports, all sharing that one database, one public origin and one sponsor key. `stop()` ends
 * them all and removes the temporary files.
 *
 * @example
 * const env = await startLoadEnvironment({ servers: 2, dailyGasBudget: 700_000n })
 * try { ... } finally { await env.stop() }
 */
export async function startLoadEnvironment(options: { servers: number; dailyGasBudget: bigint }): Promise<LoadEnvironment> {
  const stack: (() => Promise<void>)[] = []
  const stop = async () => {
    closeBrowserConnections()
    for (const undo of stack.reverse()) await undo().catch((error: unknown) => console.error('[loadtest] cleanup failed', error))
    stack.length = 0
  }
  try {
    const [postgres, mailbox, devnet] = await Promise.all([startPostgres(), startDevMailbox(), startAnvil()])
    stack.push(postgres.stop, mailbox.close, devnet.stop)
    const db = await openDatabase({ url: postgres.url })
    stack.push(() => db.close())
    const dir = mkdtempSync(join(tmpdir(), 'portico-loadtest-'))
    stack.push(async () => rmSync(dir, { recursive: true, force: true }))
    const { entryPoint, factory, bundler } = devnet.addresses.smartAccounts
    const chain = { chainId: 31337, rpcUrl: devnet.url, smartAccount: { entryPoint, factory } }
    const configPath = join(dir, 'wallet-config.json')
    writeFileSync(configPath, JSON.stringify({ projects: [{ id: LOAD_SCOPE.projectId, origins: [LOAD_SCOPE.topOrigin] }], chains: [{ ...chain, name: 'Devnet' }], dailyGasBudget: String(options.dailyGasBudget) }))
    const ports = await Promise.all(Array.from({ length: options.servers }, () => freePort()))
    const origin = `http://localhost:${ports[0]}`
    const shared = {
      WALLET_PUBLIC_URL: origin,
      DATABASE_URL: postgres.url,
      WALLET_SERVER_SEALING_KEY: randomBytes(32).toString('hex'),
      WALLET_RECOVERY_SEALING_KEY: randomBytes(32).toString('hex'),
      SMTP_URL: `smtp://127.0.0.1:${mailbox.port}`,
      MAIL_FROM: 'Portico Wallet <wallet@localhost>',
      WALLET_CONFIG: configPath,
      TRUST_PROXY: 'true' as const,
      BUNDLER_PRIVATE_KEY: bundler.privateKey,
    }
    const servers = ports.map((port) => createWalletProcess({ ...shared, PORT: String(port) }))
    for (const server of servers) stack.push(server.stop)
    // Together: the tables exist already (opening `db` above created them), so no two processes race to create one.
    await Promise.all(servers.map((server) => server.start()))
    return { target: { origin, ports }, servers, mailbox, db, postgres, devnet, chain, dailyGasBudget: options.dailyGasBudget, stop }
  } catch (error) {
    await stop()
    throw error
  }
}
