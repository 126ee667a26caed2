import { readFile } from 'node:fs/promises'
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type Catalogue, type CatalogueLoaders } from 'portico'

/**
 * The auth server's texts in every shipped locale but English: the JSON file of that locale's
 * name beside this module, read the first time a visitor needs it. Read from disk, not
 * `import()`ed: the server runs in Node without a bundler, and Node imports JSON only with an
 * import attribute that not every TypeScript runner passes on.
 */
const loaders: CatalogueLoaders = Object.fromEntries(
  SUPPORTED_LOCALES.filter((locale) => locale !== DEFAULT_LOCALE).map((locale) => [
    locale,
    async () => ({ default: JSON.parse(await readFile(new URL(`./${locale}.json`, import.meta.url), 'utf8')) as Catalogue }),
  ]),
)

export default loaders
