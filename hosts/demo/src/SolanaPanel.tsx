import { useState, useSyncExternalStore } from 'react'
import { base58Encode, parseCaipAddress, type Portico } from 'portico'

/**
 * The demo's Solana panel: the Solana connection (status, address) and a button that signs a
 * message through `connection.request('solana', { method: 'solana_signMessage' })`, showing the
 * base58 signature (for QA and the end-to-end tests).
 */
export function SolanaPanel({ portico }: { portico: Portico }) {
  const connection = useSyncExternalStore(portico.subscribe, () => portico.getState().connections.solana)
  const [signature, setSignature] = useState<string>('-')
  const message = 'Portico demo: sign in with Solana'
  const address = connection?.caipAddress ? parseCaipAddress(connection.caipAddress).address : undefined
  const sign = async () => {
    setSignature('signing')
    try {
      const answer = (await portico.connection.request('solana', {
        method: 'solana_signMessage',
        params: { message: base58Encode(new TextEncoder().encode(message)), pubkey: address },
      })) as { signature?: unknown }
      setSignature(typeof answer.signature === 'string' ? answer.signature : 'invalid answer')
    } catch (error) {
      setSignature(`error: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
  return (
    <section className="demo-panel" aria-label="Solana">
      <dl>
        <dt>Solana</dt>
        <dd data-testid="demo-solana-status">{connection?.status ?? 'disconnected'}</dd>
        <dt>Solana address</dt>
        <dd data-testid="demo-solana-address">{address ?? '-'}</dd>
        <dt>Message</dt>
        <dd data-testid="demo-solana-message">{message}</dd>
        <dt>Signature</dt>
        <dd data-testid="demo-solana-signature" style={{ wordBreak: 'break-all' }}>{signature}</dd>
      </dl>
      <button type="button" disabled={connection?.status !== 'connected'} onClick={() => void sign()}>
        Sign message (Solana)
      </button>
    </section>
  )
}
