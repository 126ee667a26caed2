import type { CatalogueLoaders } from 'portico'

/**
 * The wallet frame's texts in every shipped locale but English (bundled): one JSON each, loaded with
 * `import()` when chosen. Each is its own chunk of the frame bundle (esbuild splitting).
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
