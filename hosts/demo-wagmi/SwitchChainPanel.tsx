import { useChains, useConnection, useSwitchChain } from 'wagmi'
import { errorText } from './errorText'

/**
 * Moves the wallet to another of the app's chains with wagmi's `useSwitchChain`: Portico asks
 * `wallet_switchEthereumChain`, and adds the chain first when the wallet does not know it.
 */
export function SwitchChainPanel() {
  const { status, chainId } = useConnection()
  const chains = useChains()
  const switchChain = useSwitchChain()
  if (status !== 'connected') return null
  return (
    <section className="demo-panel" aria-label="wagmi switch chain">
      <h2>Switch chain (useSwitchChain)</h2>
      {chains.map((chain) => (
        <button key={chain.id} type="button" disabled={chain.id === chainId || switchChain.isPending} onClick={() => switchChain.mutate({ chainId: chain.id })}>
          Switch to {chain.name} ({chain.id})
        </button>
      ))}
      {switchChain.error && <p data-testid="wagmi-switch-error">{errorText(switchChain.error)}</p>}
    </section>
  )
}
