import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, rmSync, chmodSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** A PostgreSQL server started for a test. */
export type TestPostgres = { url: string; stop(): Promise<void> }

const isRoot = () => process.getuid?.() === 0

/** The directory of Debian's PostgreSQL binaries (`/usr/lib/postgresql/<n>/bin`), if installed. */
function findBinaries(): string | undefined {
  const base = '/usr/lib/postgresql'
  if (!existsSync(base)) return undefined
  const version = readdirSync(base).sort((a, b) => Number(b) - Number(a))[0]
  const bin = version ? join(base, version, 'bin') : undefined
  return bin && existsSync(join(bin, 'initdb')) ? bin : undefined
}

/**
 * Debian's `postgresql` package: installed with apt-get when missing and running as root;
 * otherwise an error naming the command to run.
 */
export function ensurePostgresInstalled(): string {
  const found = findBinaries()
  if (found) return found
  if (!isRoot()) throw new Error('PostgreSQL is not installed: run `sudo apt-get install -y postgresql`')
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  // A fresh machine has no package lists yet.
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  const result = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], { stdio: 'inherit', env })
  const installed = result.status === 0 ? findBinaries() : undefined
  if (!installed) throw new Error('Unable to install PostgreSQL with apt-get')
  return installed
}

/** A TCP port free on 127.0.0.1 right now. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))))
    })
  })

/**
 * Starts a throwaway PostgreSQL server on 127.0.0.1 (initdb into a temporary directory, trust
 * auth, a free port), as the `postgres` user when running as root (postgres refuses root).
 * Resolves once it accepts connections; `stop()` ends it and removes the directory.
 *
 * @example
 * const pg = await startPostgres()
 * const db = await openDatabase({ url: pg.url })
 */
export async function startPostgres(): Promise<TestPostgres> {
  const bin = ensurePostgresInstalled()
  const dir = mkdtempSync(join(tmpdir(), 'portico-pg-'))
  chmodSync(dir, 0o777)
  const data = join(dir, 'data')
  const asPostgres = (command: string, args: string[]) => (isRoot() ? { command: 'runuser', args: ['-u', 'postgres', '--', command, ...args] } : { command, args })
  const init = asPostgres(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  const initialized = spawnSync(init.command, init.args, { encoding: 'utf8' })
  if (initialized.status !== 0) throw new Error(`initdb failed: ${initialized.stderr}`)
  const port = await freePort()
  const run = asPostgres(join(bin, 'postgres'), ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'])
  const child: ChildProcess = spawn(run.command, run.args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => void (stderr += chunk.toString()))
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  const { default: pg } = await import('pg')
  for (let attempt = 0; ; attempt++) {
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.end()
      break
    } catch (error) {
      await client.end().catch(() => undefined)
      if (child.exitCode !== null || attempt > 100) throw new Error(`PostgreSQL did not start: ${stderr}`, { cause: error })
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve))
        // pg_ctl as the server's user: signals to runuser are not forwarded to postgres.
        const stop = asPostgres(join(bin, 'pg_ctl'), ['stop', '-D', data, '-m', 'fast', '-w'])
        spawnSync(stop.command, stop.args, { stdio: 'ignore' })
        await exited
      }
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
