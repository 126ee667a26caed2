import { base, createPortico, mainnet } from 'portico'
import { defaultPlugins } from 'portico/presets'
import { ConnectButton, PorticoProvider, useAccount } from 'portico/react'

/**
 * The quick start with the default plugin set (`defaultPlugins()`), email login included: its
 * wallet frame is on another origin, which the benchmark answers after 2 s (bench/config.ts
 * FRAME_ORIGIN). Same networks as the theme-only app, so the plugins are the difference. Copied
 * over the quick start's src/App.tsx.
 */
const portico = createPortico({
  networks: [mainnet, base],
  projectId: 'my-dapp',
  metadata: { name: 'My dapp', description: 'My first Portico dapp', url: 'https://dapp.example', icons: [] },
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
