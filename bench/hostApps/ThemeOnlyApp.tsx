import { base, createPortico, mainnet } from 'portico'
import { ConnectButton, PorticoProvider, useAccount } from 'portico/react'
import eip155Chain from 'portico/chains/eip155'
import theme from 'portico/plugins/theme'

/**
 * The quick start with the theme plugin only (and the EVM chain module, which lists the browser
 * wallets): what the other plugins add is the difference to the quick start. Copied over the
 * quick start's src/App.tsx.
 */
const portico = createPortico({
  networks: [mainnet, base],
  projectId: 'my-dapp',
  metadata: { name: 'My dapp', description: 'My first Portico dapp', url: 'https://dapp.example', icons: [] },
  plugins: [eip155Chain(), theme()],
})

function Account() {
  const { address, status } = useAccount()
  return <p>{status === 'connected' ? `Connected: ${address}` : 'Not connected'}</p>
}

export function App() {
  return (
    <PorticoProvider portico={portico}>
      <ConnectButton />
      <Account />
    </PorticoProvider>
  )
}
