import { describe, expect, test } from 'vitest'
import { createPortico, mainnet, type AccountFeatureEntry } from 'portico'
import swap, { DEFAULT_SLIPPAGE_PERCENT, PLUGIN_ID, SWAP_NETWORKS, SWAP_VIEWS, oneInch, uniswapV2, zeroEx } from './index'
import { getSwapRuntime } from './runtime/registry'
import { ensureSwapSlice, selectSwap, swapSlice } from './state/swapSlice'
import { swapTexts } from './texts'

const ROUTER = '0xb19b36b1456E65E3A6D514D3F715f204BD59f431'
const features = (portico: ReturnType<typeof createPortico>): AccountFeatureEntry[] => portico._internal.hooks.accountFeatures.call([])

describe('swap plugin', () => {
  test('§1 features: contributes the swaps account feature on eip155 and its three views; uninstall removes them and the form state', () => {
    const portico = createPortico({ networks: [mainnet], plugins: [swap({ providers: [oneInch({ apiKey: 'k' })] })], logLevel: 'silent' })
    expect(portico.plugins()).toEqual([PLUGIN_ID])
    expect(features(portico)).toEqual([{ feature: 'swaps', label: swapTexts.ref('swap'), view: SWAP_VIEWS.swap, namespaces: ['eip155'] }])
    expect(Object.keys(portico.views())).toEqual(expect.arrayContaining(['Swap', 'SwapSelectToken', 'SwapPreview']))
    ensureSwapSlice(portico.store)
    portico.store.dispatch(swapSlice.actions.amountChanged('1.5'))
    expect(selectSwap(portico.getState()).amount).toBe('1.5')
    portico.uninstall(PLUGIN_ID)
    expect(features(portico)).toEqual([])
    expect(portico.views()).not.toHaveProperty('Swap')
    expect(selectSwap(portico.getState()).amount).toBe('')
    expect(getSwapRuntime(portico.store)).toBeUndefined()
    portico.destroy()
  })

  test('§1 features: on by default in the feature flags, left out when features.swaps is false; no provider, no Swap button', () => {
    const off = createPortico({ networks: [mainnet], features: { swaps: false }, plugins: [swap({ providers: [zeroEx()] })], logLevel: 'silent' })
    expect(off.plugins()).toEqual([])
    const bare = createPortico({ networks: [mainnet], plugins: [swap()], logLevel: 'silent' })
    expect(bare.plugins()).toEqual([PLUGIN_ID])
    expect(features(bare)).toEqual([])
    off.destroy()
    bare.destroy()
  })

  test('§9 constants: convert slippage tolerance 1% is the default; the HTTP providers serve the spec\'s swap networks unless told otherwise', () => {
    expect(DEFAULT_SLIPPAGE_PERCENT).toBe(1)
    expect(SWAP_NETWORKS).toEqual([1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554])
    const portico = createPortico({ networks: [mainnet], plugins: [swap({ providers: [oneInch(), zeroEx({ chainIds: [8453] }), uniswapV2({ chainId: 31337, router: ROUTER })], slippage: 0.5 })], logLevel: 'silent' })
    const runtime = getSwapRuntime(portico.store)
    expect(runtime?.slippageBps).toBe(50)
    expect(runtime?.providers.map((p) => [p.id, p.chainIds])).toEqual([['1inch', SWAP_NETWORKS], ['0x', [8453]], ['uniswap-v2:31337', [31337]]])
    const defaults = createPortico({ networks: [mainnet], plugins: [swap()], logLevel: 'silent' })
    expect(getSwapRuntime(defaults.store)?.slippageBps).toBe(100)
    portico.destroy()
    defaults.destroy()
  })

  test('error: a slippage outside 0-50% or a router that is not an address is refused when the host configures it', () => {
    expect(() => swap({ slippage: 51 })).toThrow('slippage must be a percentage from 0 to 50')
    expect(() => swap({ slippage: Number.NaN })).toThrow()
    expect(() => uniswapV2({ chainId: 1, router: 'router.eth' })).toThrow('router must be an address')
  })
})
