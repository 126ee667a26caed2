import { QueryClientProvider } from '@tanstack/react-query'
import { WagmiProvider } from 'wagmi'
import { ConnectButton, PorticoProvider } from 'portico/react'
import { AccountPanel } from './AccountPanel'
import { BalancePanel } from './BalancePanel'
import type { WagmiDemo } from './createWagmiDemo'
import { ProviderExamplesPanel } from './ProviderExamplesPanel'
import { SendPanel } from './SendPanel'
import { SignPanel } from './SignPanel'
import { SwitchChainPanel } from './SwitchChainPanel'

/**
 * A wagmi app on Portico: `WagmiProvider` and `QueryClientProvider` as every wagmi app has them,
 * `PorticoProvider` to mount Portico's modal, and panels that use wagmi's hooks only.
 */
export function App({ demo }: { demo: WagmiDemo }) {
  return (
    <WagmiProvider config={demo.config}>
      <QueryClientProvider client={demo.queryClient}>
        <PorticoProvider portico={demo.portico}>
          <main className="demo">
            <header className="demo-header">
              <h1>Portico in a wagmi app</h1>
              <ConnectButton className="demo-connect" />
              <a href="/">Portico demo host</a>
            </header>
            <p className="demo-intro" data-testid="demo-intro">
              This page is a wagmi app: wagmi&apos;s <code>connect</code> opens Portico&apos;s modal (pick{' '}
              <strong>Portico Dev Wallet</strong> and approve in its panel at the bottom left, or use an email). The panels
              below use wagmi hooks only: balance, sign, send on the local chain, and switch chain (the second chain is
              unknown to the dev wallet, so it is added first).
            </p>
            <AccountPanel />
            <BalancePanel />
            <SignPanel />
            <SendPanel />
            <SwitchChainPanel />
            <ProviderExamplesPanel portico={demo.portico} />
          </main>
        </PorticoProvider>
      </QueryClientProvider>
    </WagmiProvider>
  )
}
