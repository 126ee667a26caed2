import { formatUnits } from 'viem'
import { useBalance, useConnection } from 'wagmi'

/** The connected account's native balance on its chain, with wagmi's `useBalance` (exact base units shown beside). */
export function BalancePanel() {
  const { address, chainId } = useConnection()
  const balance = useBalance({ address, chainId, query: { enabled: Boolean(address) } })
  if (!address) return null
  return (
    <section className="demo-panel" aria-label="wagmi balance">
      <h2>Balance (useBalance)</h2>
      {balance.data ? (
        <p>
          <span data-testid="wagmi-balance-formatted">
            {formatUnits(balance.data.value, balance.data.decimals)} {balance.data.symbol}
          </span>{' '}
          (<span data-testid="wagmi-balance">{balance.data.value.toString()}</span> wei, chain{' '}
          <span data-testid="wagmi-balance-chain">{chainId}</span>)
        </p>
      ) : (
        <p>{balance.error ? balance.error.message : 'Loading...'}</p>
      )}
    </section>
  )
}
