import { createReadStream } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { MOBILE_WALLET_BUNDLE, mobileWalletHtml } from '../mobile-wallet/build.mjs'
import react from '@vitejs/plugin-react'
import type { Plugin, UserConfig } from 'vite'
import { injectHead, renderDemoHead, type DemoConfig } from './server/demoConfig'
import { porticoAliases } from '../../scripts/porticoAliases'

const root = fileURLToPath(new URL('.', import.meta.url))

/** Injects the demo config and dev wallet into index.html on the dev server. */
function demoHead(config: DemoConfig | undefined): Plugin {
  return {
    name: 'portico-demo-head',
    transformIndexHtml: {
      order: 'pre',
      handler: (html, context) => {
        if (!config) return html
        const query = new URL(context.originalUrl ?? '/', 'http://demo.local').searchParams
        return injectHead(html, renderDemoHead(config, query))
      },
    },
  }
}

/** Serves the mobile wallet page (/mobile-wallet/) and its bundle on the dev server (issue 5). */
function mobileWalletPage(config: DemoConfig | undefined): Plugin {
  return {
    name: 'portico-mobile-wallet',
    configureServer(server) {
      const relayUrl = config?.walletConnect?.relayUrl
      if (!config || !relayUrl) return
      server.middlewares.use((request, response, next) => {
        const path = request.url?.split('?')[0]
        if (path === '/mobile-wallet.js') {
          response.setHeader('Content-Type', 'text/javascript; charset=utf-8')
          return void createReadStream(MOBILE_WALLET_BUNDLE).pipe(response)
        }
        if (path !== '/mobile-wallet/') return next()
        const evmChains = Object.fromEntries(config.chains.map((chain) => [`eip155:${chain.chainId}`, chain.rpcUrl]))
        response.setHeader('Content-Type', 'text/html; charset=utf-8')
        response.end(mobileWalletHtml({ relayUrl, evmChains, solanaChains: config.solana ? ['solana:localnet'] : [] }))
      })
    },
  }
}

/** The demo's Vite config; `demoConfig` is absent for a production build (the server injects it). */
export function demoViteConfig(demoConfig?: DemoConfig, outDir = `${root}dist`): UserConfig & { configFile: false } {
  return {
    root,
    configFile: false,
    plugins: [react(), demoHead(demoConfig), mobileWalletPage(demoConfig)],
    resolve: { alias: porticoAliases },
    build: {
      outDir,
      emptyOutDir: true,
      sourcemap: false,
      target: 'es2022',
      rollupOptions: {
        // zod's sources carry comments beside @__PURE__ marks that Rollup reports and ignores.
        onLog: (level, log, handler) => (log.code === 'INVALID_ANNOTATION' ? undefined : handler(level, log)),
      },
    },
    server: { host: '127.0.0.1' },
    logLevel: 'warn',
  }
}

export default demoViteConfig()
