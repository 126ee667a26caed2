import { defineConfig } from 'vitest/config'
import { porticoAliases } from './scripts/porticoAliases'

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  resolve: { alias: porticoAliases },
  test: {
    include: ['kernel/**/*.test.{ts,tsx}', 'chains/**/*.test.{ts,tsx}', 'presets/**/*.test.{ts,tsx}', 'plugins/**/*.test.{ts,tsx}', 'adapters/**/*.test.{ts,tsx}', 'hosts/**/*.test.{ts,tsx}', 'devnet/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts', 'test/fixtures/**/*.test.{ts,tsx}'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
