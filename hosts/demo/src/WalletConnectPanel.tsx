import { useState } from 'react'
import type { Portico } from 'portico'
import { useAccount } from 'portico/react'

const toHex = (text: string) => `0x${Array.from(new TextEncoder().encode(text), (b) => b.toString(16).padStart(2, '0')).join('')}`
const errorText = (error: unknown) => (error instanceof Error ? ((error as { shortMessage?: string }).shortMessage ?? error.message) : String(error))

/** The message the demo asks the wallet to sign. */
export const DEMO_SIGN_MESSAGE = 'Hello from the Portico demo'

/**
 * Host-side wallet requests for QA (issue 5): sign a message and send 1 wei to yourself, through
 * `portico.connection.request` (so through the kernel's onRpcRequest hook), on any connector.
 */
export function WalletConnectPanel({ portico }: { portico: Portico }) {
  const account = useAccount()
  const [result, setResult] = useState<{ kind: 'signature' | 'transaction' | 'error'; text: string }>()
  const from = account.address
  const run = async (kind: 'signature' | 'transaction', method: string, params: unknown) => {
    setResult(undefined)
    try {
      const answer = await portico.connection.request('eip155', { method, params })
      setResult({ kind, text: String(answer) })
    } catch (error) {
      setResult({ kind: 'error', text: errorText(error) })
    }
  }
  if (account.status !== 'connected' || !from?.startsWith('0x')) return null
  return (
    <section className="demo-panel" aria-label="Wallet requests">
      <button type="button" onClick={() => void run('signature', 'personal_sign', [toHex(DEMO_SIGN_MESSAGE), from])}>
        Sign message
      </button>
      <button type="button" onClick={() => void run('transaction', 'eth_sendTransaction', [{ from, to: from, value: '0x1' }])}>
        Send 1 wei to myself
      </button>
      {result && <output data-testid={`demo-request-${result.kind}`}>{result.text}</output>}
    </section>
  )
}
