import { defineConfig } from 'tsup'
import { keepModules, moduleEntries } from './scripts/moduleBuild'

/** One entry per public module, so a host bundles only what it uses. */
export const entries = {
  index: 'kernel/index.ts',
  react: 'kernel/react/index.ts',
  services: 'kernel/services/index.ts',
  'chains/eip155': 'chains/eip155/index.ts',
  'chains/solana': 'chains/solana/index.ts',
  'chains/bip122': 'chains/bip122/index.ts',
  'chains/polkadot': 'chains/polkadot/index.ts',
  presets: 'presets/index.ts',
  send: 'kernel/send/index.ts',
  wagmi: 'adapters/wagmi/index.ts',
  'plugins/theme': 'plugins/theme/index.ts',
  'plugins/siwx': 'plugins/siwx/index.ts',
  'plugins/walletconnect': 'plugins/walletconnect/index.ts',
  'plugins/receive': 'plugins/receive/index.ts',
  'plugins/account-names': 'plugins/account-names/index.ts',
  'plugins/send-evm': 'plugins/send-evm/index.ts',
  'plugins/send-solana': 'plugins/send-solana/index.ts',
  'plugins/email-auth': 'plugins/email-auth/index.ts',
  'plugins/social-auth': 'plugins/social-auth/index.ts',
  'plugins/swap': 'plugins/swap/index.ts',
  'plugins/onramp': 'plugins/onramp/index.ts',
  'plugins/history': 'plugins/history/index.ts',
}

/**
 * One file per source module (scripts/moduleBuild.ts), the entries under their public names:
 * a host's bundler splits and tree-shakes the package module by module, so lazy code stays out
 * of the page's first script. Type declarations: one file per public entry.
 */
export default defineConfig({
  entry: moduleEntries(entries),
  esbuildPlugins: [keepModules(entries)],
  format: ['esm'],
  dts: { entry: entries },
  splitting: false,
  treeshake: false,
  sourcemap: true,
  clean: true,
  // Errors still print; the size of each of the several hundred files does not.
  silent: true,
  target: 'es2022',
  platform: 'browser',
})
