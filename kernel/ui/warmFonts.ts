/**
 * Lays out a hidden sample of the modal's text (its font stack, in the title's and the body's
 * weights) inside the shadow root, then removes it. Run while the page is idle: the browser
 * then resolves the fonts (the web font's download starts, the fallback fonts are looked up)
 * before the visitor clicks, instead of inside the click that opens the modal, where that work
 * took about half the time to the painted wallet list (measured with `npm run bench`).
 *
 * @example
 * requestIdleCallback(() => warmFonts(shadow))
 */
export function warmFonts(shadow: ShadowRoot): void {
  const doc = shadow.ownerDocument
  const sample = doc.createElement('div')
  sample.className = 'pc-root pc-warm'
  sample.setAttribute('aria-hidden', 'true')
  const title = doc.createElement('h2')
  title.className = 'pc-title'
  title.textContent = 'Connect Wallet'
  const body = doc.createElement('span')
  body.textContent = 'Portico'
  sample.append(title, body)
  shadow.appendChild(sample)
  // Reading a size forces the layout now, while the page is idle.
  void sample.getBoundingClientRect()
  sample.remove()
}
