import { describe, expect, test, vi } from 'vitest'
import { discoverPolkadotExtensions } from './discoverPolkadotExtensions'

/** A window whose `injectedWeb3` the test fills in, and whose 'load' event it fires. */
function fakeWindow() {
  const target = new EventTarget() as EventTarget & { injectedWeb3: Record<string, unknown> }
  target.injectedWeb3 = {}
  return target
}

describe('discoverPolkadotExtensions', () => {
  test('§6 behavior: lists the extensions injected now, the late ones once the page has loaded, each once; stop removes them all', () => {
    const win = fakeWindow()
    win.injectedWeb3.talisman = { enable: () => undefined }
    const removed: string[] = []
    const onAdded = vi.fn(({ info }: { info: { id: string } }) => () => void removed.push(info.id))
    const stop = discoverPolkadotExtensions(win as unknown as Window, onAdded)
    expect(onAdded.mock.calls.map(([found]) => found.info.id)).toEqual(['polkadot:talisman'])
    win.injectedWeb3['subwallet-js'] = { enable: () => undefined }
    win.dispatchEvent(new Event('load'))
    expect(onAdded.mock.calls.map(([found]) => found.info.id)).toEqual(['polkadot:talisman', 'polkadot:subwallet-js'])
    stop()
    expect(removed).toEqual(['polkadot:talisman', 'polkadot:subwallet-js'])
    win.dispatchEvent(new Event('load'))
    expect(onAdded).toHaveBeenCalledTimes(2)
  })
})
