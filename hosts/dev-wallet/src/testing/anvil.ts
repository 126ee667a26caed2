import { spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { join } from 'node:path'

/** A running anvil for the dev wallet's tests. */
export interface TestAnvil {
  url: string
  chainId: number
  stop(): Promise<void>
}

const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })

/** Starts an empty anvil on a free port with `chainId` and resolves once it answers JSON-RPC. */
export async function startTestAnvil(chainId = 31337): Promise<TestAnvil> {
  const port = await freePort()
  const binary = join(process.cwd(), 'node_modules', '.bin', 'anvil')
  const child = spawn(binary, ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId), '--quiet'], {
    stdio: 'ignore',
  })
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://127.0.0.1:${port}`
  for (let attempt = 0; ; attempt++) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      if (response.ok) break
    } catch {
      if (attempt > 200 || child.exitCode !== null) {
        child.kill()
        throw new Error(`anvil did not start on ${url}`)
      }
      await new Promise((resolve) => setTimeout(resolve, 25))
    }
  }
  return {
    url,
    chainId,
    stop: async () => {
      if (child.exitCode === null) child.kill()
      await exited
    },
  }
}
