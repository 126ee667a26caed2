import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const MAIN = fileURLToPath(new URL('../main.ts', import.meta.url))
const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url))

/** The environment of `npm run wallet:server` (production.ts) that a load-test server gets. */
export type WalletProcessEnv = {
  WALLET_PUBLIC_URL: string
  DATABASE_URL: string
  WALLET_SERVER_SEALING_KEY: string
  WALLET_RECOVERY_SEALING_KEY: string
  SMTP_URL: string
  MAIL_FROM: string
  WALLET_CONFIG: string
  PORT: string
  TRUST_PROXY: 'true'
  BUNDLER_PRIVATE_KEY?: string
}

/** One production wallet server process (main.ts), which the load test can kill and start again. */
export type WalletProcess = {
  port: number
  /** Starts the process (again); resolves once it serves. */
  start(): Promise<void>
  /** SIGKILL: no cleanup, connections cut, whatever was half done stays half done. */
  kill(): Promise<void>
  /** SIGTERM (the server closes cleanly); SIGKILL if it has not exited within 10 s. */
  stop(): Promise<void>
}

/**
 * The production entry (`npm run wallet:server`, main.ts) as a child process: `node --import tsx`
 * directly, so a signal reaches the server itself and not a wrapper. Its output is kept and shown
 * when it fails to start.
 *
 * @example
 * const server = createWalletProcess({ ...env, PORT: '41234' })
 * await server.start()
 * await server.kill() // SIGKILL in the middle of the load
 * await server.start()
 */
export function createWalletProcess(env: WalletProcessEnv): WalletProcess {
  let child: ChildProcess | undefined
  const exited = (process: ChildProcess) =>
    new Promise<void>((resolve) => (process.exitCode !== null || process.signalCode !== null ? resolve() : process.once('exit', () => resolve())))
  return {
    port: Number(env.PORT),
    async start() {
      const started = spawn(process.execPath, ['--import', 'tsx', MAIN], { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
      child = started
      let output = ''
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`the wallet server did not start within 60 s:\n${output}`)), 60_000)
        const onData = (chunk: Buffer) => {
          output += chunk.toString()
          if (output.includes('[embedded-wallet] serving')) {
            clearTimeout(timer)
            resolve()
          }
        }
        started.stdout?.on('data', onData)
        started.stderr?.on('data', (chunk: Buffer) => void (output += chunk.toString()))
        started.once('exit', (code) => {
          clearTimeout(timer)
          reject(new Error(`the wallet server exited (${String(code)}):\n${output}`))
        })
      })
      // Past start, only errors are worth showing (the server logs unexpected ones as [auth-server]).
      started.stdout?.removeAllListeners('data')
      started.stdout?.resume()
      started.stderr?.removeAllListeners('data')
      started.stderr?.on('data', (chunk: Buffer) => process.stderr.write(`[wallet ${env.PORT}] ${chunk.toString()}`))
    },
    async kill() {
      if (!child) return
      const running = child
      child = undefined
      running.kill('SIGKILL')
      await exited(running)
    },
    async stop() {
      if (!child) return
      const running = child
      child = undefined
      const done = exited(running)
      running.kill('SIGTERM')
      const timer = setTimeout(() => running.kill('SIGKILL'), 10_000)
      await done
      clearTimeout(timer)
    },
  }
}
