import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import globals from 'globals'

export default tseslint.config(
  { ignores: ['dist', 'node_modules', 'test-results', 'playwright-report', 'hosts/*/dist', 'devnet/state', '.bench', '.scratch'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
  },
  {
    // Everything outside kernel/ is built on the package entries, as an integrator's code is
    // (README "Writing your own plugin"); tests may still reach kernel internals.
    files: ['{plugins,hosts,chains,adapters,presets}/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{
          regex: '^(\\.\\./)+kernel(/|$)',
          message: "Import the package entries ('portico', 'portico/services', 'portico/send', 'portico/react'), not kernel files; export what is missing from the entry.",
        }],
      }],
    },
  },
  {
    // The kernel never branches on a namespace: what differs per chain (browser wallets, fees,
    // balances, names, RPC pings...) comes from the namespace's hook taps and connectors (chain
    // modules, send plugins). Networks, CAIP, config and default data (the wallet catalog, the
    // project RPC's chains, the networks slice's initial state) are the places that may name one.
    files: ['kernel/{send,balances,identity,activity,approvals,provider,connectors,rpc,store,storage,ui,react}/**/*.{ts,tsx}', 'kernel/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', '**/testing.ts', '**/testing/**', 'kernel/connectors/catalog/**', 'kernel/rpc/projectRpcUrl.ts', 'kernel/store/networksSlice.ts'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: 'Literal[value=/^(eip155|solana|bip122|polkadot)(:|$)/], TemplateElement[value.raw=/(^|[^\\w])(eip155|solana|bip122|polkadot)(:|$)/]',
        message: 'No per-namespace branch in the kernel: tap a per-namespace hook from the chain module or plugin that owns the namespace.',
      }],
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
)
