import type { CatalogueLoaders } from 'portico'

/**
 * The 'email-auth-views' texts in every shipped locale but English (bundled): one JSON each, loaded with
 * `import()` when chosen. This module itself loads only when a locale other than English is.
 */
const loaders: CatalogueLoaders = {
  ar: () => import('./ar.json'),
  de: () => import('./de.json'),
  es: () => import('./es.json'),
  fr: () => import('./fr.json'),
  hi: () => import('./hi.json'),
  id: () => import('./id.json'),
  ja: () => import('./ja.json'),
  ko: () => import('./ko.json'),
  'pt-BR': () => import('./pt-BR.json'),
  ru: () => import('./ru.json'),
  tr: () => import('./tr.json'),
  'zh-CN': () => import('./zh-CN.json'),
}

export default loaders
