import type { Locale } from './locales'

/**
 * A text whose wording depends on a count: one form per plural category the locale uses
 * (`Intl.PluralRules`), `other` always. The count is the `count` placeholder.
 */
export type PluralText = { zero?: string; one?: string; two?: string; few?: string; many?: string; other: string }

/** One entry of a catalogue: a text with `{name}` placeholders, or plural forms. */
export type CatalogueText = string | PluralText

/** A locale's texts by key. */
export type Catalogue = Readonly<Record<string, CatalogueText>>

/** Loads a locale's catalogue: a JSON file through `import()`, so it is never in the page's first script. */
export type CatalogueLoader = () => Promise<{ default: Catalogue }>

/**
 * The texts of one namespace (the kernel's, or a plugin's under its id): English bundled, each
 * other locale loaded when chosen. Made with `defineTexts`.
 */
export type Texts<C extends Catalogue = Catalogue> = {
  /** Catalogue namespace; a plugin uses its id. */
  readonly namespace: string
  /** The English catalogue, bundled: the source of keys and the fallback. */
  readonly en: C
  /**
   * Loaders of the other locales' catalogues (`ja: () => import('./locales/ja.json')`), or one
   * import of a module whose default export is them (`() => import('./locales/loaders')`): then a
   * page in English ships one loader per namespace instead of one per locale.
   */
  readonly locales: CatalogueLoaders | (() => Promise<{ default: CatalogueLoaders }>)
}

/**
 * A namespace's catalogue loaders, by locale (English is bundled, never loaded). Portico's own are
 * one literal `import('./<locale>.json')` per locale, not a template import: the package build
 * (one file per module) cannot keep a template's files apart (esbuild expands it without plugins
 * and inlines every catalogue into the loader's file), and Vite refuses one inside the folder it
 * imports from.
 */
export type CatalogueLoaders = Partial<Record<Exclude<Locale, 'en'>, CatalogueLoader>>

/** Values of a text's placeholders; numbers are formatted for the locale. */
export type TextParams = Readonly<Record<string, string | number>>

/** A text by key, resolved in the current locale when shown (a view title, a tab or button label). */
export type TextRef = { readonly texts: Texts; readonly key: string; readonly params?: TextParams }

/** A label: plain text shown as is, or a catalogue text shown in the current locale. */
export type Label = string | TextRef

/** The keys of a catalogue. */
export type TextKey<T extends Texts> = keyof T['en'] & string
