import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import type { Plugin, UserConfig } from 'vite'
import { serveDemoAsset } from './server/demoAssets'
import { injectHead, renderDemoHead, type DemoConfig } from './server/demoConfig'
import { porticoAliases } from '../../scripts/porticoAliases'

const root = fileURLToPath(new URL('.', import.meta.url))
/** The wagmi demo page (hosts/demo-wagmi), served at /wagmi/ by the same app: its HTML entry loads `/demo-wagmi/main.tsx`. */
const wagmiDemo = fileURLToPath(new URL('../demo-wagmi', import.meta.url))
const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

/**
 * The demo's pages: the host site and, at /wagmi/, the wagmi app. The dev server serves both;
 * a production build makes one page at a time (`buildDemo` builds both into one folder), so the
 * host page's chunks are its own, as if the wagmi page did not exist.
 */
export const DEMO_PAGES = { main: `${root}index.html`, wagmi: `${root}wagmi/index.html` } as const

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

/**
 * Serves the dev wallet bundle and the mobile wallet page on the dev server, exactly as the
 * production static server does (`serveDemoAsset`), so `npm run demo` shows the dev wallet.
 */
function demoAssets(config: DemoConfig | undefined): Plugin {
  return {
    name: 'portico-demo-assets',
    configureServer(server) {
      if (!config) return
      server.middlewares.use((request, response, next) => {
        if (!serveDemoAsset(config, request, response)) next()
      })
    },
  }
}

/**
 * The demo's Vite config; `demoConfig` is absent for a production build (the server injects it),
 * which builds `page` into `outDir` (emptied first for the main page only).
 */
export function demoViteConfig(demoConfig?: DemoConfig, outDir = `${root}dist`, page: keyof typeof DEMO_PAGES = 'main'): UserConfig & { configFile: false } {
  return {
    root,
    configFile: false,
    plugins: [react(), demoHead(demoConfig), demoAssets(demoConfig)],
    resolve: { alias: { ...porticoAliases, '/demo-wagmi': wagmiDemo } },
    build: {
      outDir,
      emptyOutDir: page === 'main',
      // A wagmi app's first bundle holds wagmi, viem and react-query (~640 kB before gzip).
      chunkSizeWarningLimit: page === 'wagmi' ? 1000 : 500,
      sourcemap: false,
      target: 'es2022',
      rollupOptions: {
        input: DEMO_PAGES[page],
        // zod's sources carry comments beside @__PURE__ marks that Rollup reports and ignores.
        onLog: (level, log, handler) => (log.code === 'INVALID_ANNOTATION' ? undefined : handler(level, log)),
      },
    },
    server: { host: '127.0.0.1' },
    // The dev server pre-bundles every package the package's modules may import, lazily loaded
    // ones included, at start: otherwise a visitor's first send (or swap, or sign-in) finds a new
    // package and Vite reloads the page under them.
    optimizeDeps: { entries: ['index.html', 'wagmi/index.html', ...['kernel', 'chains', 'plugins', 'adapters', 'presets'].map((dir) => `${repoRoot}${dir}/**/*.{ts,tsx}`), `!${repoRoot}**/*.test.{ts,tsx}`] },
    logLevel: 'warn',
  }
}

export default demoViteConfig()
