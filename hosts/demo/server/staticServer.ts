import { readFile, stat } from 'node:fs/promises'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, normalize, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { CONTENT_TYPES, sendFile, serveDemoAsset } from './demoAssets'
import { injectHead, renderDemoHead, type DemoConfig } from './demoConfig'

const DEFAULT_DIST = fileURLToPath(new URL('../dist', import.meta.url))

/**
 * The strict Content-Security-Policy a host can run Portico under: no eval, no inline script,
 * no inline style element; RPC only to the listed origins.
 */
export function strictCsp(connectOrigins: string[]): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    `connect-src 'self' ${connectOrigins.join(' ')}`,
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "object-src 'none'",
  ].join('; ')
}

/**
 * Serves the built demo (`dist`, default hosts/demo/dist) on 127.0.0.1 with the demo config injected and the
 * dev wallet at /dev-wallet.js. With `csp`, every response carries the strict policy.
 */
export async function startStaticDemo(options: { config: DemoConfig; csp?: boolean; port?: number; dist?: string }): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  const DIST = options.dist ?? DEFAULT_DIST
  const template = await readFile(join(DIST, 'index.html'), 'utf8')
  // The wagmi app (hosts/demo-wagmi), the build's second page.
  const wagmiTemplate = await readFile(join(DIST, 'wagmi', 'index.html'), 'utf8')
  const relayUrl = options.config.walletConnect?.relayUrl
  const policy = strictCsp([...options.config.chains.map((chain) => new URL(chain.rpcUrl).origin), ...(relayUrl ? [relayUrl] : []), ...(options.config.solana ? [new URL(options.config.solana.rpcUrl).origin, options.config.solana.wsUrl] : [])])
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    // The embedded wallet frame (issue 7) is the one page this host may frame.
    const walletFrame = options.config.embeddedWallet ? `; frame-src ${new URL(options.config.embeddedWallet.frameUrl).origin}` : ''
    if (options.csp) response.setHeader('Content-Security-Policy', policy + walletFrame)
    response.setHeader('X-Content-Type-Options', 'nosniff')
    try {
      if (serveDemoAsset(options.config, request, response)) return
      const path = normalize(join(DIST, decodeURIComponent(url.pathname)))
      const isFile = path.startsWith(resolve(DIST)) && (await stat(path).catch(() => undefined))?.isFile()
      if (isFile && !path.endsWith('index.html')) return sendFile(response, path)
      response.writeHead(200, { 'Content-Type': CONTENT_TYPES['.html'], 'Cache-Control': 'no-store' })
      const page = /^\/wagmi(\/|$)/.test(url.pathname) ? wagmiTemplate : template
      response.end(injectHead(page, renderDemoHead(options.config, url.searchParams)))
    } catch (error) {
      response.writeHead(500).end(String(error))
    }
  })
  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () => new Promise<void>((done) => server.close(() => done())),
  }
}
