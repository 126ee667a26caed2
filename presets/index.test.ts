import { bitcoin, createPortico, mainnet, polkadot, solana } from 'portico'
import { createLocalSiwx } from 'portico/plugins/siwx'
import { describe, expect, test } from 'vitest'
import * as entry from './index'
import { defaultPlugins } from './index'

const networks = [mainnet, solana]

describe('defaultPlugins', () => {
  test('§1 default: the spec\'s default features as plugins, with the chain modules; no email without a frame, no sign-in without a siwx config', () => {
    const portico = createPortico({ networks, projectId: 'p', plugins: defaultPlugins() })
    expect(portico.plugins()).toEqual(['chain-eip155', 'chain-solana', 'theme', 'walletconnect', 'send-evm', 'send-solana', 'receive', 'history', 'swap', 'onramp'])
    portico.destroy()
  })

  test('§1 behavior: email joins with its frame URL; sign-in with X joins when the config sets siwx', () => {
    const plugins = defaultPlugins({ emailAuth: { frameUrl: 'https://wallet.example/frame' } })
    const portico = createPortico({ networks, projectId: 'p', siwx: createLocalSiwx(), plugins })
    expect(portico.plugins()).toEqual(expect.arrayContaining(['email-auth', 'siwx']))
    portico.destroy()
  })

  test('issue 19: social login joins with socialAuth: true and the email login it signs in through, never alone', () => {
    const both = createPortico({ networks, projectId: 'p', plugins: defaultPlugins({ emailAuth: { frameUrl: 'https://wallet.example/frame' }, socialAuth: true }) })
    expect(both.plugins()).toEqual(expect.arrayContaining(['email-auth', 'social-auth']))
    both.destroy()
    const alone = createPortico({ networks, projectId: 'p', plugins: defaultPlugins({ socialAuth: true }) })
    expect(alone.plugins()).not.toContain('social-auth')
    alone.destroy()
  })

  test('§1 behavior: a feature set to false in the config leaves its plugin out', () => {
    const features = { swaps: false, onramp: false, history: false, send: false, receive: false, email: false }
    const portico = createPortico({ networks, projectId: 'p', features, plugins: defaultPlugins({ emailAuth: { frameUrl: 'https://wallet.example/frame' } }) })
    expect(portico.plugins()).toEqual(['chain-eip155', 'chain-solana', 'theme', 'walletconnect'])
    portico.destroy()
  })

  test('§1 behavior: the bip122 and polkadot chain modules join when the host lists their networks', () => {
    const portico = createPortico({ networks: [mainnet, bitcoin, polkadot], projectId: 'p', plugins: defaultPlugins() })
    expect(portico.plugins()).toEqual(expect.arrayContaining(['chain-eip155', 'chain-bip122', 'chain-polkadot']))
    portico.destroy()
  })

  test('behavior: each call gives fresh plugins, so two instances share nothing', () => {
    const a = createPortico({ networks, projectId: 'p', plugins: defaultPlugins() })
    const b = createPortico({ networks, projectId: 'p', plugins: defaultPlugins() })
    a.uninstall('receive')
    expect(b.plugins()).toContain('receive')
    a.destroy()
    b.destroy()
  })
})

// The public surface of `portico/presets`, pinned so every change shows in review.
test('exports: portico/presets', () => {
  expect(Object.keys(entry).sort()).toMatchInlineSnapshot(`
    [
      "defaultPlugins",
    ]
  `)
})
