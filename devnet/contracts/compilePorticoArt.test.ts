import { expect, test } from 'vitest'
import { compilePorticoArt, loadPorticoArt } from './compilePorticoArt'

test('artifact: the committed PorticoArt.json is what solc builds from the source', () => {
  expect(loadPorticoArt()).toEqual(compilePorticoArt())
}, 120_000)
