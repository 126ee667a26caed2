import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { checkCatalogue } from './checkCatalogue'
import { SUPPORTED_LOCALES } from './locales'
import type { Texts } from './types'

/**
 * Issue 21: every catalogue of the kernel (the modal's, the Send flow's) and of each plugin (`plugins/<id>/texts.ts` and
 * `plugins/<id>/views/texts.ts`, the embedded wallet frame's `texts.ts`; JSON files in the `locales/` beside each) has exactly the English keys, the same placeholders and the
 * plural forms its locale needs, for every shipped locale.
 */
const repo = join(dirname(fileURLToPath(import.meta.url)), '../..')
// A plugin's shell texts, and its views' own texts when they load with the views.
const pluginTextModules = readdirSync(join(repo, 'plugins'))
  .flatMap((id) => [join(repo, 'plugins', id, 'texts.ts'), join(repo, 'plugins', id, 'views', 'texts.ts')])
  .filter((path) => existsSync(path))
// The embedded wallet frame's own texts (a separate bundle, same catalogue rules).
const modules = [join(repo, 'kernel/i18n/kernelTexts.ts'), join(repo, 'kernel/send/texts.ts'), join(repo, 'hosts/embedded-wallet/frame/texts.ts'), join(repo, 'hosts/embedded-wallet/server/serverTexts.ts'), ...pluginTextModules]
const isTexts = (value: unknown): value is Texts => typeof value === 'object' && value !== null && 'namespace' in value && 'en' in value && 'locales' in value
const translated = SUPPORTED_LOCALES.filter((locale) => locale !== 'en')

describe.each(modules.map((path) => [path.slice(repo.length + 1), path]))('%s', (_name, path) => {
  it('declares texts whose every locale JSON has the English keys, placeholders and plural forms', async () => {
    const all = Object.values((await import(path)) as Record<string, unknown>).filter(isTexts)
    expect(all.length).toBeGreaterThan(0)
    for (const texts of all) {
      for (const locale of translated) {
        const loaders = typeof texts.locales === 'function' ? (await texts.locales()).default : texts.locales
        const load = loaders[locale]
        expect(load, `${texts.namespace}: no ${locale} catalogue`).toBeTypeOf('function')
        const problems = checkCatalogue(texts.en, (await load?.())?.default, locale)
        expect(problems, `${texts.namespace} ${locale}`).toEqual([])
      }
    }
  })

  it("loads each locale from the JSON file of that locale's name (the literal loaders are not crossed)", async () => {
    const all = Object.values((await import(path)) as Record<string, unknown>).filter(isTexts)
    for (const texts of all) {
      const loaders = typeof texts.locales === 'function' ? (await texts.locales()).default : texts.locales
      for (const locale of translated) {
        const file = JSON.parse(readFileSync(join(dirname(path), 'locales', `${locale}.json`), 'utf8')) as unknown
        expect((await loaders[locale]?.())?.default, `${texts.namespace} ${locale}`).toEqual(file)
      }
    }
  })

  it('has one JSON file per shipped locale in its locales folder, no other', () => {
    const files = readdirSync(join(dirname(path), 'locales')).filter((file) => file.endsWith('.json'))
    expect(files.sort()).toEqual(translated.map((locale) => `${locale}.json`).sort())
  })
})
