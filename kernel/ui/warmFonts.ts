/**
 * The Connect view's text styles (element, class): the title, body text, buttons, group labels
 * and wallet names. Each size and weight of the font stack is its own font lookup.
 */
const SAMPLES: readonly (readonly [tag: string, className: string])[] = [
  ['h2', 'pc-title'],
  ['span', ''],
  ['button', 'pc-button'],
  ['h3', 'pc-group-label'],
  ['span', 'pc-item-name'],
]

/**
 * Lays out a hidden sample of the modal's text (its font stack, in each size and weight the
 * Connect view uses) inside the shadow root, then removes it. Run right after the shadow root is
 * made, in a task of its own: the browser then resolves the fonts (the web font's download
 * starts, the fallback fonts are looked up) before the visitor clicks, instead of inside the
 * click that opens the modal, where that work took about half the time to the painted wallet
 * list (measured with `npm run bench`).
 *
 * @example
 * setTimeout(() => warmFonts(shadow), 0)
 */
export function warmFonts(shadow: ShadowRoot): void {
  const doc = shadow.ownerDocument
  const sample = doc.createElement('div')
  sample.className = 'pc-root pc-warm'
  sample.setAttribute('aria-hidden', 'true')
  for (const [tag, className] of SAMPLES) {
    const element = doc.createElement(tag)
    element.className = className
    element.textContent = 'Connect Wallet'
    sample.append(element)
  }
  shadow.appendChild(sample)
  // Reading a size forces the layout now, before the click.
  void sample.getBoundingClientRect()
  sample.remove()
}
