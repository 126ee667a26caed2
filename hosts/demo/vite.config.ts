import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import type { Plugin, UserConfig } from 'vite'
import { serveDemoAsset } from './server/demoAssets'
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

/** The demo's Vite config; `demoConfig` is absent for a production build (the server injects it). */
export function demoViteConfig(demoConfig?: DemoConfig, outDir = `${root}dist`): UserConfig & { configFile: false } {
  return {
    root,
    configFile: false,
    plugins: [react(), demoHead(demoConfig), demoAssets(demoConfig)],
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
