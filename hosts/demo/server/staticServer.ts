import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { createServer, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEV_WALLET_BUNDLE } from '../../dev-wallet/build.mjs'
import { MOBILE_WALLET_BUNDLE, mobileWalletHtml } from '../../mobile-wallet/build.mjs'
import { injectHead, renderDemoHead, type DemoConfig } from './demoConfig'

const DEFAULT_DIST = fileURLToPath(new URL('../dist', import.meta.url))
const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
}

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
  const relayUrl = options.config.walletConnect?.relayUrl
  const policy = strictCsp([...options.config.chains.map((chain) => new URL(chain.rpcUrl).origin), ...(relayUrl ? [relayUrl] : []), ...(options.config.solana ? [new URL(options.config.solana.rpcUrl).origin, options.config.solana.wsUrl] : [])])
  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1')
    // The embedded wallet frame (issue 7) is the one page this host may frame.
    const walletFrame = options.config.embeddedWallet ? `; frame-src ${new URL(options.config.embeddedWallet.frameUrl).origin}` : ''
    if (options.csp) response.setHeader('Content-Security-Policy', policy + walletFrame)
    response.setHeader('X-Content-Type-Options', 'nosniff')
    try {
      if (url.pathname === '/dev-wallet.js') return send(response, DEV_WALLET_BUNDLE)
      // The "mobile wallet" beside the laptop (issue 5): its own page, on @reown/walletkit.
      if (url.pathname === '/mobile-wallet.js') return send(response, MOBILE_WALLET_BUNDLE)
      if (url.pathname === '/mobile-wallet/' && relayUrl) {
        const evmChains = Object.fromEntries(options.config.chains.map((chain) => [`eip155:${chain.chainId}`, chain.rpcUrl]))
        response.writeHead(200, { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-store' })
        const solanaRpc: Record<string, string> = options.config.solana ? { 'solana:localnet': options.config.solana.rpcUrl } : {}
        return response.end(mobileWalletHtml({ relayUrl, evmChains, solanaChains: Object.keys(solanaRpc), solanaRpc }))
      }
      const path = normalize(join(DIST, decodeURIComponent(url.pathname)))
      const isFile = path.startsWith(resolve(DIST)) && (await stat(path).catch(() => undefined))?.isFile()
      if (isFile && !path.endsWith('index.html')) return send(response, path)
      response.writeHead(200, { 'Content-Type': TYPES['.html'], 'Cache-Control': 'no-store' })
      response.end(injectHead(template, renderDemoHead(options.config, url.searchParams)))
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

function send(response: ServerResponse, file: string) {
  response.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream', 'Cache-Control': 'no-store' })
  createReadStream(file).pipe(response)
}
