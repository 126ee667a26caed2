import { defineConfig } from 'tsup'

/** One entry per public module, so a host bundles only what it uses. */
export const entries = {
  index: 'kernel/index.ts',
  react: 'kernel/react/index.ts',
  services: 'kernel/services/index.ts',
  'plugins/theme': 'plugins/theme/index.ts',
}

export default defineConfig({
  entry: entries,
  format: ['esm'],
  dts: true,
  splitting: true,
  treeshake: true,
  sourcemap: true,
  clean: true,
  target: 'es2022',
  platform: 'browser',
})
