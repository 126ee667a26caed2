import { describe, expect, it } from 'vitest'
import { SUPPORTED_LOCALES } from 'portico'
import { buildFrameBundle, frameChunk } from './frameBundle'

/** How esbuild writes a string into the bundle: ASCII only, other characters as \\xHH or \\uHHHH escapes (compared lowercased). */
const asBundled = (text: string) =>
  text.replace(/[^ -~\n]/g, (char) => {
    const code = char.charCodeAt(0)
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, '0')}` : `\\u${code.toString(16).padStart(4, '0')}`
  }).toLowerCase()

describe('buildFrameBundle (issue 21: a locale loads only when the frame shows it)', () => {
  it("keeps each locale's texts out of the entry script, in a chunk of its own that frameChunk serves", async () => {
    const script = await buildFrameBundle()
    // The entry imports the loaders module when a locale other than English is chosen; it imports each locale's chunk.
    const loaders = frameChunk(/frame-chunks\/(loaders-[A-Z0-9]+\.js)/.exec(script)?.[1] ?? '') ?? ''
    expect(script).toContain('Scroll down to read the whole request') // English is bundled
    for (const locale of SUPPORTED_LOCALES.filter((l) => l !== 'en')) {
      const { default: texts } = (await import(`../frame/locales/${locale}.json`)) as { default: { scrollHint: string } }
      expect(script.toLowerCase(), locale).not.toContain(asBundled(texts.scrollHint))
      const name = new RegExp(`\\./(${locale}-[A-Z0-9]+\\.js)`).exec(loaders)?.[1] ?? ''
      expect(frameChunk(name)?.toLowerCase(), locale).toContain(asBundled(texts.scrollHint))
    }
    expect(frameChunk('../frame.js')).toBeUndefined()
  }, 60_000)
})
