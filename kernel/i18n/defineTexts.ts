import type { Catalogue, TextParams, TextRef, Texts } from './types'

/** Texts with `ref`, which names one of them for a label resolved when shown. */
export type DefinedTexts<C extends Catalogue> = Texts<C> & {
  /** A reference to one text, for a view title or a tab or button label. */
  ref(key: keyof C & string, params?: TextParams): TextRef
}

/**
 * Declares a namespace's texts: the English catalogue (bundled) and a loader per other locale,
 * each a JSON file imported on demand (`fr: () => import('./locales/fr.json')` in a plugin's
 * folder), or those loaders in a module of their own imported when a locale other than English
 * is chosen (`locales: () => import('./locales/loaders')`: one import in the page, not one per
 * locale; Portico's plugins do this). A plugin passes them as `definePlugin({ texts })`, and its views read them with
 * `useTexts(portico, texts)` (`portico/react`).
 *
 * @example
 * import { defineTexts } from 'portico'
 * export const helpTexts = defineTexts({
 *   namespace: 'help',
 *   en: { title: 'Help', articles: { one: '{count} article', other: '{count} articles' } },
 *   locales: { fr: async () => ({ default: { title: 'Aide', articles: { one: '{count} article', many: '{count} d’articles', other: '{count} articles' } } }) },
 * })
 */
export function defineTexts<const C extends Catalogue>(texts: Texts<C>): DefinedTexts<C> {
  const defined: DefinedTexts<C> = {
    ...texts,
    ref: (key, params) => (params ? { texts: defined, key, params } : { texts: defined, key }),
  }
  return defined
}

/** Whether a label is a catalogue reference. */
export const isTextRef = (label: unknown): label is TextRef => typeof label === 'object' && label !== null && 'texts' in label && 'key' in label
