import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import type { Plugin, UserConfig } from 'vite'
import { injectHead, renderDemoHead, type DemoConfig } from './server/demoConfig'

const root = fileURLToPath(new URL('.', import.meta.url))
const repo = fileURLToPath(new URL('../..', import.meta.url))

/** Resolves `portico` imports to this repository's sources, as a host resolves the package. */
export const porticoAliases = {
  'portico/react': `${repo}kernel/react/index.ts`,
  'portico/plugins/theme': `${repo}plugins/theme/index.ts`,
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

/** The demo's Vite config; `demoConfig` is absent for a production build (the server injects it). */
export function demoViteConfig(demoConfig?: DemoConfig): UserConfig & { configFile: false } {
  return {
    root,
    configFile: false,
    plugins: [react(), demoHead(demoConfig)],
    resolve: { alias: porticoAliases },
    build: {
      outDir: `${root}dist`,
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
