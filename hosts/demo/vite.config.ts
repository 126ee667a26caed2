import { createReadStream } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { MOBILE_WALLET_BUNDLE, mobileWalletHtml } from '../mobile-wallet/build.mjs'
import react from '@vitejs/plugin-react'
import type { Plugin, UserConfig } from 'vite'
import { injectHead, renderDemoHead, type DemoConfig } from './server/demoConfig'

const root = fileURLToPath(new URL('.', import.meta.url))
const repo = fileURLToPath(new URL('../..', import.meta.url))

/** Resolves `portico` imports to this repository's sources, as a host resolves the package. */
export const porticoAliases = {
  'portico/react': `${repo}kernel/react/index.ts`,
  'portico/plugins/theme': `${repo}plugins/theme/index.ts`,
  'portico/plugins/siwx': `${repo}plugins/siwx/index.ts`,
  'portico/plugins/send-solana': `${repo}plugins/send-solana/index.ts`,
  'portico/plugins/send-evm': `${repo}plugins/send-evm/index.ts`,
  'portico/plugins/receive': `${repo}plugins/receive/index.ts`,
  'portico/plugins/walletconnect': `${repo}plugins/walletconnect/index.ts`,
  'portico/plugins/email-auth': `${repo}plugins/email-auth/index.ts`,
  portico: `${repo}kernel/index.ts`,
}

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
