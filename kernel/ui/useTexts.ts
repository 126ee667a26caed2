import { useContext, useSyncExternalStore } from 'react'
import type { Portico } from '../createPortico'
import type { I18n } from '../i18n/createI18n'
import type { TextKey, TextParams, Texts } from '../i18n/types'
import { PorticoContext } from './PorticoContext'

/**
 * The instance's texts service, re-rendering the component when the locale changes (or a
 * catalogue arrives): for labels, numbers and dates in the current locale.
 *
 * @example
 * import type { Portico } from 'portico'
 * import { useI18n } from 'portico/react'
 * export const Updated = ({ portico, at }: { portico: Portico; at: Date }) => <time>{useI18n(portico).formatDate(at)}</time>
 */
export function useI18n(portico: Pick<Portico, 'services'>): I18n {
  const { i18n } = portico.services
  useSyncExternalStore(i18n.subscribe, () => i18n.version, () => i18n.version)
  return i18n
}

/**
 * A namespace's texts in the current locale, as `t(key, params)`; the component re-renders when
 * the locale changes. Keys are checked against the English catalogue.
 *
 * @example
 * import { defineTexts, type Portico } from 'portico'
 * import { useTexts } from 'portico/react'
 * const helpTexts = defineTexts({ namespace: 'help', en: { title: 'Help' }, locales: {} })
 * export const Title = ({ portico }: { portico: Portico }) => <h3>{useTexts(portico, helpTexts)('title')}</h3>
 */
export function useTexts<T extends Texts>(portico: Pick<Portico, 'services'>, texts: T): (key: TextKey<T>, params?: TextParams) => string {
  const i18n = useI18n(portico)
  return (key, params) => i18n.t(texts, key, params)
}

const noSubscription = () => () => {}

/**
 * The texts of the instance from the nearest `PorticoContext` (the modal's, or the host's
 * provider), re-rendering on a locale change; `undefined` outside one. For primitives that get
 * no instance (RetryError, Toast).
 */
export function useContextI18n(): I18n | undefined {
  const i18n = useContext(PorticoContext)?.services.i18n
  useSyncExternalStore(i18n?.subscribe ?? noSubscription, () => i18n?.version ?? 0, () => i18n?.version ?? 0)
  return i18n
}
