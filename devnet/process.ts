/**
 * Low-level anvil process control: find the binary, pick a free port, spawn, wait until
 * JSON-RPC answers, stop. `anvil.ts` builds the public `startAnvil()` on top of this.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer } from 'node:net'
import { fileURLToPath } from 'node:url'

/** Chain id of the devnet (anvil's default, passed explicitly). */
export const DEVNET_CHAIN_ID = 31337

/**
 * Path of the anvil binary: `$PORTICO_ANVIL_BIN` if set, else the platform package that
 * `@foundry-rs/anvil` installed (`@foundry-rs/anvil-<os>-<arch>`). The binary is spawned
 * directly, not through the wrapper's `bin.mjs`, so stopping the process stops anvil itself.
 */
export function anvilBinaryPath(): string {
  const fromEnv = process.env.PORTICO_ANVIL_BIN
  if (fromEnv) return fromEnv
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const binary = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  const pkg = `@foundry-rs/anvil-${process.platform}-${arch}`
  const path = fileURLToPath(new URL(`../node_modules/${pkg}/bin/${binary}`, import.meta.url))
  if (existsSync(path)) return path
  throw new Error(`anvil binary not found at ${path}: run npm ci (${pkg} comes with @foundry-rs/anvil)`)
}

/** Asks the OS for a free TCP port on 127.0.0.1 (bind port 0, read it, close). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => (port > 0 ? resolve(port) : reject(new Error('could not get a free port'))))
    })
  })
}

/** A running anvil process. */
export interface AnvilProcess {
  url: string
  port: number
  /** Stops anvil (SIGTERM, then SIGKILL after 3 s) and resolves once it has exited. */
  stop(): Promise<void>
}

const READY_TIMEOUT_MS = 15_000

async function rpcAnswers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(1_000),
    })
    const body = (await res.json()) as { result?: string }
    return typeof body.result === 'string'
  } catch {
    return false
  }
}

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true)
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs)
    child.once('exit', () => {
      clearTimeout(timer)
      resolve(true)
    })
  })
}

async function spawnOnce(args: readonly string[], port: number): Promise<AnvilProcess> {
  const url = `http://127.0.0.1:${port}`
  const child = spawn(anvilBinaryPath(), ['--host', '127.0.0.1', '--port', String(port), ...args], {
    stdio: ['ignore', 'ignore', 'pipe'],
  })
  let stderr = ''
  child.stderr?.setEncoding('utf8')
  child.stderr?.on('data', (chunk: string) => {
    stderr = (stderr + chunk).slice(-4_000)
  })
  // Never leave an orphaned anvil behind if the parent exits without calling stop().
  const killOnExit = (): void => {
    child.kill('SIGKILL')
  }
  process.once('exit', killOnExit)

  let spawnError: Error | undefined
  child.once('error', (err) => {
    spawnError = err
  })

  const stop = async (): Promise<void> => {
    process.removeListener('exit', killOnExit)
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill('SIGTERM')
    if (!(await waitForExit(child, 3_000))) {
      child.kill('SIGKILL')
      await waitForExit(child, 3_000)
    }
  }

  const deadline = Date.now() + READY_TIMEOUT_MS
  while (Date.now() < deadline) {
    if (spawnError || child.exitCode !== null || child.signalCode !== null) {
      await stop()
      throw new Error(`anvil exited before answering on ${url}: ${spawnError?.message ?? stderr.trim()}`)
    }
    if (await rpcAnswers(url)) return { url, port, stop }
    await new Promise((r) => setTimeout(r, 20))
  }
  await stop()
  throw new Error(`anvil did not answer eth_chainId on ${url} within ${READY_TIMEOUT_MS} ms: ${stderr.trim()}`)
}

/**
 * Spawns anvil on 127.0.0.1 with the given extra arguments and waits until `eth_chainId`
 * answers. Without `port`, picks a free one (retrying if another process grabs it first).
 */
export async function spawnAnvil(args: readonly string[], port?: number): Promise<AnvilProcess> {
  if (port !== undefined) return spawnOnce(args, port)
  let lastError: unknown
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      return await spawnOnce(args, await freePort())
    } catch (err) {
      lastError = err
    }
  }
  throw lastError
}
