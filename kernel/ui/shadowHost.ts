import type { Portico } from '../createPortico'
import { baseCss } from './styles'

/** The element name of the modal's host; unknown to the registry on purpose (no global define). */
export const MODAL_ELEMENT = 'portico-modal'

/** Creates a host element with an open shadow root and a container for React inside it. */
export function createShadowHost(doc: Document, tag = MODAL_ELEMENT) {
  const host = doc.createElement(tag)
  const shadow = host.attachShadow({ mode: 'open' })
  const container = doc.createElement('div')
  container.className = 'pc-root'
  shadow.appendChild(container)
  return { host, shadow, container }
}

/**
 * Keeps the modal root's `lang` and `dir` in step with the current locale: Arabic lays the
 * modal out right to left. Returns the stop function.
 */
export function syncLocale(portico: Portico, root: HTMLElement): () => void {
  const { i18n } = portico.services
  const apply = () => {
    root.lang = i18n.locale
    root.dir = i18n.dir
  }
  apply()
  return i18n.subscribe(apply)
}

/**
 * Keeps the shadow root's style sheets in step with the theme: the base sheet, then whatever
 * `styles` taps (the theme plugin) add. Constructable sheets need no inline <style>, so a
 * strict style-src CSP is fine; a <style> element is the fallback where they do not exist.
 */
export function syncStyles(portico: Portico, shadow: ShadowRoot): () => void {
  const doc = shadow.ownerDocument
  const view = doc.defaultView
  const constructable = Boolean(view && 'adoptedStyleSheets' in shadow && typeof view.CSSStyleSheet === 'function')
  const fallback = constructable ? undefined : shadow.appendChild(doc.createElement('style'))
  let applied = ''
  const apply = () => {
    const theme = portico.getState().theme
    const css = [baseCss, ...portico._internal.contributions.styles(theme)].join('\n')
    if (css === applied) return
    applied = css
    if (fallback) {
      fallback.textContent = css
      return
    }
    const sheet = new (view as Window & typeof globalThis).CSSStyleSheet()
    sheet.replaceSync(css)
    shadow.adoptedStyleSheets = [sheet]
  }
  apply()
  return portico.subscribe(apply)
}
