import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'esbuild'
import { afterAll, expect, test } from 'vitest'

const dir = mkdtempSync(join(tmpdir(), 'portico-csp-'))
afterAll(() => rmSync(dir, { recursive: true, force: true }))

/** A host script exercising the kernel: config, store, plugins, every hook kind, send, request checks. */
const hostScript = `
import { createPortico, definePlugin, mainnet, STAGE_REPORT } from './kernel/index.ts'
import theme from './plugins/theme/index.ts'
const plugin = definePlugin({
  id: 'csp-check',
  apply({ hooks }) {
    hooks.beforeSend.tapPromise(async (r) => ({ ...r, gasPrice: 1n }), { stage: STAGE_REPORT })
    hooks.send.for('eip155').tapPromise(async (r) => ({ hash: 'ok:' + r.gasPrice }))
    hooks.onRpcRequest.tapPromise(async (r) => (r.method === 'eth_sign' ? { action: 'reject', message: 'no' } : undefined))
    hooks.viewRegistry.tap((views) => ({ ...views, X: { load: async () => ({ default: () => null }) } }))
    hooks.onConnect.tapPromise(async () => {})
    hooks.analytics.tap(() => {})
  },
})
const portico = createPortico({ networks: [mainnet], plugins: [plugin, theme()] })
const sent = await portico.send({ namespace: 'eip155', network: mainnet, from: 'eip155:1:0x0000000000000000000000000000000000000001', to: '0x0000000000000000000000000000000000000002', amount: 1n, decimals: 18 })
const rejected = await portico.authorizeRequest({ namespace: 'eip155', connectorId: undefined, method: 'eth_sign', params: [] }).catch((e) => e.shortMessage)
const sheets = portico._internal.hooks.styles.call([], portico.getState().theme)
let evalBlocked = false
try { new Function('return 1')() } catch { evalBlocked = true }
console.log(JSON.stringify({ sent: sent.hash, rejected, views: Object.keys(portico.views()), sheets: sheets.length, evalBlocked }))
`

test('behavior: the kernel runs with eval and new Function disabled (CSP script-src without unsafe-eval)', async () => {
  const entry = join(dir, 'host.mjs')
  await build({
    stdin: { contents: hostScript, resolveDir: join(__dirname, '..'), loader: 'ts' },
    bundle: true,
    format: 'esm',
    platform: 'node',
    outfile: entry,
    logLevel: 'silent',
  })
  writeFileSync(join(dir, 'package.json'), '{"type":"module"}')
  // V8's switch for what a CSP without 'unsafe-eval' does in a browser: eval and Function throw.
  const run = spawnSync(process.execPath, ['--disallow-code-generation-from-strings', entry], { encoding: 'utf8' })
  expect(run.stderr).toBe('')
  expect(JSON.parse(run.stdout)).toEqual({
    sent: 'ok:1',
    rejected: 'Requested RPC call is not allowed',
    views: ['X'],
    sheets: 1,
    evalBlocked: true,
  })
})
