// @vitest-environment jsdom
import { afterEach, describe, expect, test } from 'vitest'
import type { Connector } from 'portico'
import { announce, FakeProvider } from '../../kernel/connectors/testing/fakeProvider'
import { discoverEip155Wallets } from './discoverEip155Wallets'

const cleanups: (() => void)[] = []
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup()
  delete (window as Window & { ethereum?: unknown }).ethereum
})

function discover(options: { enableEIP6963?: boolean } = {}) {
  const added: Connector[] = []
  const removed: string[] = []
  const stop = discoverEip155Wallets({
    window,
    enableEIP6963: options.enableEIP6963 ?? true,
    onAdded: (connector) => (added.push(connector), () => void removed.push(connector.info.id)),
  })
  cleanups.push(stop)
  return { added, removed, stop, infos: () => added.map((c) => c.info) }
}

describe('EIP-6963', () => {
  test('§3 behavior: an announced provider becomes an ANNOUNCED connector with id = rdns', () => {
    cleanups.push(announce(window, new FakeProvider(), { name: 'Fake Wallet', rdns: 'io.fake', icon: 'https://fake.io/i.png' }))
    const { infos } = discover()
    expect(infos()).toEqual([
      { id: 'io.fake', type: 'ANNOUNCED', name: 'Fake Wallet', imageUrl: 'https://fake.io/i.png', rdns: 'io.fake', namespaces: ['eip155'], installed: true },
    ])
  })

  test('§6 behavior: a hostile name stays plain text and a javascript: icon is dropped', () => {
    const { infos } = discover()
    window.dispatchEvent(
      new CustomEvent('eip6963:announceProvider', {
        detail: { info: { uuid: 'u1', name: '<img src=x onerror=alert(1)>', icon: 'javascript:alert(1)', rdns: 'io.evil' }, provider: new FakeProvider() },
      }),
    )
    expect(infos()[0]).toMatchObject({ name: '<img src=x onerror=alert(1)>', imageUrl: undefined })
  })

  test('§6 behavior: announcements are deduplicated by rdns; malformed details are ignored', () => {
    const { infos } = discover()
    const send = (detail: unknown) => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    const provider = new FakeProvider()
    send({ info: { uuid: 'a', name: 'One', icon: '', rdns: 'io.same' }, provider })
    send({ info: { uuid: 'b', name: 'Two', icon: '', rdns: 'IO.SAME' }, provider: new FakeProvider() })
    send({ info: { uuid: 'c', name: 'No provider', icon: '', rdns: 'io.c' }, provider: {} })
    send({ info: { uuid: 'd', name: 'Bad rdns', icon: '', rdns: 'not an rdns' }, provider })
    send({ info: { uuid: 'e', name: '\u0000\u0001', icon: '', rdns: 'io.empty' }, provider })
    send(null)
    expect(infos().map((i) => i.name)).toEqual(['One'])
  })

  test('§1 behavior: enableEIP6963 false ignores announcements', () => {
    cleanups.push(announce(window, new FakeProvider(), { name: 'Fake', rdns: 'io.fake' }))
    expect(discover({ enableEIP6963: false }).added).toEqual([])
  })

  test('behavior: stop removes the listener and every wallet listed', () => {
    cleanups.push(announce(window, new FakeProvider(), { name: 'Early', rdns: 'io.early' }))
    const { added, removed, stop } = discover()
    stop()
    cleanups.push(announce(window, new FakeProvider(), { name: 'Late', rdns: 'io.late' }))
    expect(added.map((c) => c.info.id)).toEqual(['io.early'])
    expect(removed).toEqual(['io.early'])
  })
})

describe('legacy window.ethereum', () => {
  test("§6 behavior: window.ethereum becomes 'Browser Wallet' (id injected, INJECTED)", () => {
    ;(window as Window & { ethereum?: unknown }).ethereum = new FakeProvider()
    expect(discover().infos()).toEqual([
      { id: 'injected', type: 'INJECTED', name: 'Browser Wallet', imageUrl: undefined, rdns: undefined, namespaces: ['eip155'], installed: true },
    ])
  })

  test('§6 behavior: no provider -> no Browser Wallet', () => {
    expect(discover().added).toEqual([])
  })

  test('§6 behavior: hidden when the same provider is announced by EIP-6963, before or after', () => {
    const provider = new FakeProvider()
    ;(window as Window & { ethereum?: unknown }).ethereum = provider
    cleanups.push(announce(window, provider, { name: 'Fake', rdns: 'io.fake' }))
    expect(discover().infos().map((i) => i.id)).toEqual(['io.fake'])

    for (const cleanup of cleanups.splice(0)) cleanup()
    const later = discover()
    expect(later.infos().map((i) => i.id)).toEqual(['injected'])
    window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: { info: { uuid: 'x', name: 'Fake', icon: '', rdns: 'io.fake' }, provider } }))
    expect(later.removed).toEqual(['injected'])
    expect(later.infos().map((i) => i.id)).toEqual(['injected', 'io.fake'])
  })

  test('§6 behavior: a different legacy provider is kept beside announced ones', () => {
    ;(window as Window & { ethereum?: unknown }).ethereum = new FakeProvider()
    cleanups.push(announce(window, new FakeProvider(), { name: 'Other', rdns: 'io.other' }))
    expect(discover().infos().map((i) => i.id)).toEqual(['io.other', 'injected'])
  })
})
