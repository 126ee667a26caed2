import { useAccount, usePortico } from 'portico/react'
import swap, { oneInch, SWAP_VIEWS, uniswapV2, zeroEx } from 'portico/plugins/swap'
import devnetAddresses from '../../../devnet/state/addresses.json'
import type { readDemoConfig } from './demoConfig'

/**
 * The swap plugin as the demo host configures it. `?swap=` picks the provider: `uniswap`
 * (default: the devnet's Uniswap V2 Router02, read on chain), `1inch` or `0x` (the local servers
 * of those API shapes, devnet/aggregators, with the demo's key).
 */
export function demoSwap(config: ReturnType<typeof readDemoConfig>, search: string = location.search) {
  const chainIds = [devnetAddresses.chainId]
  const apis = config.swapApis
  const choice = new URLSearchParams(search).get('swap')
  if (choice === '1inch' && apis) return swap({ providers: [oneInch({ baseUrl: apis.oneInch, apiKey: apis.apiKey, chainIds })] })
  if (choice === '0x' && apis) return swap({ providers: [zeroEx({ baseUrl: apis.zeroEx, apiKey: apis.apiKey, chainIds })] })
  return swap({ providers: [uniswapV2({ chainId: devnetAddresses.chainId, router: devnetAddresses.router })] })
}

/** The swap data the demo's button opens the Swap view with (spec section 2, "Swap: opened with swap data"). */
export const DEMO_SWAP_DATA = { fromToken: 'ETH', toToken: 'PUSDC', amount: '0.01' }

/** A host-side button that opens the Swap view with swap data, once an EVM account is connected. */
export function SwapPanel() {
  const account = useAccount()
  const { open } = usePortico()
  if (account.status !== 'connected' || account.namespace !== 'eip155') return null
  return (
    <section className="demo-panel" aria-label="Swap">
      <button type="button" data-testid="demo-open-swap" onClick={() => open({ view: SWAP_VIEWS.swap, data: DEMO_SWAP_DATA })}>
        Swap {DEMO_SWAP_DATA.amount} {DEMO_SWAP_DATA.fromToken} for {DEMO_SWAP_DATA.toToken}
      </button>
    </section>
  )
}
