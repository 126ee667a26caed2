import type * as fs from 'node:fs/promises'
import { beforeEach, expect, test, vi } from 'vitest'

// The first read of the Turkish catalogue fails (a disk error, a file missing from a deploy).
const failNext = vi.hoisted(() => ({ tr: true }))
vi.mock('node:fs/promises', async (importOriginal) => {
  const actual = await importOriginal<typeof fs>()
  return {
    ...actual,
    readFile: (async (path: Parameters<typeof actual.readFile>[0], options?: Parameters<typeof actual.readFile>[1]) => {
      if (String(path).endsWith('/tr.json') && failNext.tr) {
        failNext.tr = false
        throw new Error('EIO: read failed')
      }
      return actual.readFile(path, options)
    }) as typeof actual.readFile,
  }
})

beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => undefined))

test('issue 21: a catalogue that cannot be read leaves the mail or page in English (logged), and is tried again next time', async () => {
  const { serverTextsIn } = await import('./serverTexts')
  const first = await serverTextsIn('tr')
  expect([first.locale, first.dir, first.t('codeSubject')]).toEqual(['en', 'ltr', 'Your one-time code'])
  expect(console.warn).toHaveBeenCalled()
  const again = await serverTextsIn('tr')
  expect([again.locale, again.t('codeSubject')]).toEqual(['tr', 'Tek kullanımlık kodunuz'])
})
