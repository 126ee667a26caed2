import { base, createPortico, mainnet } from 'portico'
import { defaultPlugins } from 'portico/presets'
import { ConnectButton, PorticoProvider, useAccount } from 'portico/react'

const portico = createPortico({
  networks: [mainnet, base],
  projectId: 'my-dapp',
  metadata: { name: 'My dapp', description: 'My first Portico dapp', url: 'https://dapp.example', icons: [] },
  // The spec's default features; each plugin's code loads when first used.
  // Email login needs the embedded wallet's frame, served by your wallet server (hosts/embedded-wallet).
  plugins: defaultPlugins({ emailAuth: { frameUrl: 'https://wallet.example/frame' } }),
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
