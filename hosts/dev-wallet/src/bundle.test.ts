// @vitest-environment jsdom
import { execFile } from 'node:child_process'
import { readFile, stat } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { promisify } from 'node:util'
import { runInThisContext } from 'node:vm'
import { describe, expect, it } from 'vitest'

const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const buildScript = join(root, 'build.mjs')
const bundle = join(root, 'dist', 'dev-wallet.js')

describe('dist/dev-wallet.js', () => {
  it('behavior: builds one CSP-safe IIFE that installs itself from its script tag', async () => {
    // esbuild refuses to run inside jsdom (its Uint8Array differs), so build in a child process.
    await promisify(execFile)(process.execPath, [buildScript])
    expect((await stat(bundle)).size).toBeGreaterThan(10_000)
    const code = await readFile(bundle, 'utf8')
    expect(code).not.toMatch(/\bnew Function\b|\beval\(/)
    const script = document.createElement('script')
    script.src = 'http://127.0.0.1:4000/dev-wallet.js?rpc=http://127.0.0.1:9&chainId=31337&mode=hold'
    script.dataset.legacy = 'true'
    document.head.append(script)
    Object.defineProperty(document, 'currentScript', { configurable: true, get: () => script })
    try {
      runInThisContext(code)
    } finally {
      Reflect.deleteProperty(document, 'currentScript')
    }
    const control = window.porticoDevWallet
    expect(control?.mode).toBe('hold')
    expect(control?.chainId()).toBe(31337)
    expect((window as Window & { ethereum?: unknown }).ethereum).toBe(control?.provider)
    control?.uninstall()
  }, 60_000)
})
