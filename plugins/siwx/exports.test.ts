import { expect, test } from 'vitest'
import { createPortico, mainnet, PluginError, resolveConfig } from 'portico'
import * as siwx from './index'

// The public surface of `portico/plugins/siwx`, pinned so every change shows in review.
test('exports: portico/plugins/siwx', () => {
  expect(Object.keys(siwx).sort()).toMatchSnapshot()
})

test('§1 error: config shapes: both options, or a siwx option missing its methods', () => {
  const config = siwx.createLocalSiwx()
  const siweConfig = { getNonce: async () => 'n', createMessage: () => '', verifyMessage: async () => true, getSession: async () => null, signOut: async () => true }
  expect(() => resolveConfig({ networks: [mainnet], siwx: config, siweConfig })).toThrowError('Cannot set both `siweConfig` and `siwx` options')
  const installError = (input: Parameters<typeof createPortico>[0]) => {
    try {
      createPortico(input)
    } catch (error) {
      return error instanceof PluginError ? error.cause : error
    }
    return undefined
  }
  expect(installError({ networks: [mainnet], siwx: { ...config, addSession: 'nope' } as never, plugins: [siwx.default()] })).toMatchObject({ shortMessage: 'siwx: Invalid input' })
  expect(installError({ networks: [mainnet], siweConfig: { getNonce: async () => 'n' } as never, plugins: [siwx.default()] })).toMatchObject({ shortMessage: 'siweConfig: Invalid input' })
  expect(installError({ networks: [mainnet], siwx: { ...config, required: 'yes' } as never, plugins: [siwx.default()] })).toBeInstanceOf(siwx.SiwxConfigError)
  expect(resolveConfig({ networks: [mainnet], siwx: config }).siwx).toBe(config)
  expect(createPortico({ networks: [mainnet], siweConfig, plugins: [siwx.default()] }).plugins()).toEqual(['siwx'])
})
