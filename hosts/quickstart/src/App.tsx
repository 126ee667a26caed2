import { base, createPortico, mainnet } from 'portico'
import { ConnectButton, PorticoProvider, useAccount } from 'portico/react'
import emailAuth from 'portico/plugins/email-auth'
import receive from 'portico/plugins/receive'
import sendEvm from 'portico/plugins/send-evm'
import theme from 'portico/plugins/theme'
import walletConnect from 'portico/plugins/walletconnect'

const portico = createPortico({
  networks: [mainnet, base],
  projectId: 'my-dapp',
  metadata: { name: 'My dapp', description: 'My first Portico dapp', url: 'https://dapp.example', icons: [] },
  plugins: [
    theme(),
    walletConnect(),
    // Email login: the embedded wallet's frame, served by your wallet server (hosts/embedded-wallet).
    emailAuth({ frameUrl: 'https://wallet.example/frame' }),
    sendEvm(),
    receive(),
  ],
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
