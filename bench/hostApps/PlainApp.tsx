import { useState } from 'react'

/** About what Portico's Connect view lists on a first visit. */
const WALLETS = ['WalletConnect', 'MetaMask', 'Trust Wallet', 'Rainbow', 'Coinbase Wallet']

/**
 * The floor of the host-app benchmark: the quick start without Portico. A button opens a dialog
 * with a wallet list, in plain React. Copied over the quick start's src/App.tsx.
 */
export function App() {
  const [open, setOpen] = useState(false)
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        Connect Wallet
      </button>
      <p>Not connected</p>
      {open && (
        <div role="dialog" aria-modal="true" aria-label="Connect Wallet">
          <nav aria-label="Wallets">
            <ul>
              {WALLETS.map((name) => (
                <li key={name}>
                  <button type="button">{name}</button>
                </li>
              ))}
            </ul>
          </nav>
          <button type="button" onClick={() => setOpen(false)}>
            Close
          </button>
        </div>
      )}
    </>
  )
}
