import { build } from 'esbuild'
import { describe, expect, test } from 'vitest'
import { entries } from '../tsup.config'
import { keepModules, moduleEntries } from './moduleBuild'

describe('the package build: one file per source module (tsup.config.ts)', () => {
  test('behavior: every module the entries reach is built, lazy ones too; the entries keep their public names', () => {
    const modules = moduleEntries(entries)
    expect(modules.index).toBe('kernel/index.ts')
    expect(modules['plugins/email-auth']).toBe('plugins/email-auth/index.ts')
    // Reached only through import(): still a file of its own.
    expect(modules['plugins/email-auth/createEmailAuthController']).toBe('plugins/email-auth/createEmailAuthController.ts')
    expect(modules['kernel/ui/viewTable']).toBe('kernel/ui/viewTable.ts')
    expect(Object.values(modules).every((source) => !source.includes('node_modules') && !/\.test\.tsx?$/.test(source))).toBe(true)
    // Each source module is built once, under one name.
    expect(new Set(Object.values(modules)).size).toBe(Object.keys(modules).length)
  })

  test('behavior: a module is built alone: imports of our modules point at their files in the package, package imports stay', async () => {
    const built = async (name: string) => {
      const result = await build({
        entryPoints: { [name]: modules[name] as string },
        bundle: true,
        write: false,
        format: 'esm',
        outdir: 'dist',
        jsx: 'automatic',
        logLevel: 'silent',
        plugins: [keepModules(entries)],
      })
      return result.outputFiles.map((file) => file.text).join('')
    }
    const modules = moduleEntries(entries)
    const plugin = await built('plugins/email-auth')
    expect(plugin).toContain('from "../index.js"') // `portico`: the entry file, never a kernel module
    expect(plugin).toContain('import("./email-auth/views/EmailLogin.js")')
    expect(plugin).toContain('import("./email-auth/createEmailAuthController.js")')
    // Nothing of the module graph is inlined: no other source module's code is in the file.
    expect(plugin).not.toContain('function createEmailAuthController')
    const view = await built('plugins/email-auth/views/EmailLogin')
    expect(view).toContain('from "zod/mini"')
    expect(view).toContain('from "react"')
    // `portico/*` imports (tsconfig paths) become the entry files: each module exists once.
    const chain = await built('chains/eip155')
    expect(chain).toContain('from "../index.js"')
    expect(chain).toContain('from "../services.js"')
  })
})
