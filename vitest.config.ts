import { defineConfig } from 'vitest/config'

export default defineConfig({
  esbuild: { jsx: 'automatic' },
  test: {
    include: ['kernel/**/*.test.{ts,tsx}', 'plugins/**/*.test.{ts,tsx}', 'hosts/**/*.test.{ts,tsx}', 'devnet/**/*.test.ts', 'bench/**/*.test.ts'],
    environment: 'node',
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
})
