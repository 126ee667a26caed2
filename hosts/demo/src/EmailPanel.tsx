import { useState } from 'react'
import type { Portico } from 'portico'
import { useAccount } from 'portico/react'

type Result = { label: string; value: string; failed: boolean }

/**
 * Embedded wallet actions for QA (issue 7): sign a message, send 0.001 ETH to a fixed address
 * (and once with a fee above the wallet's cap, issue 14), call a method the embedded wallet does
 * not allow, and open the account settings. Requests go through `portico.connection.request`,
 * so they pass `onRpcRequest` and the approval flow.
 */
export function EmailPanel({ portico }: { portico: Portico }) {
  const account = useAccount()
  const [result, setResult] = useState<Result | undefined>()
  const [callsId, setCallsId] = useState<string | undefined>()
  const connector = portico.getState().connections.eip155?.connectorId
  if (account.status !== 'connected' || connector !== 'portico-email' || !account.address) return null
  const from = account.address
  const run = (label: string, method: string, params: unknown) => {
    setResult(undefined) // the previous answer goes: what shows next is this request's
    return portico.connection
      .request('eip155', { method, params })
      .then((value) => setResult({ label, value: typeof value === 'string' ? value : JSON.stringify(value), failed: false }))
      .catch((error: unknown) => setResult({ label, value: error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error), failed: true }))
  }
  const message = `0x${Array.from(new TextEncoder().encode('Hello from the Portico demo'), (b) => b.toString(16).padStart(2, '0')).join('')}`
  return (
    <section className="demo-panel" aria-label="Email wallet">
      <h2>Email wallet</h2>
      <button type="button" onClick={() => void run('signature', 'personal_sign', [message, from])}>
        Sign a message
      </button>
      <button type="button" onClick={() => void run('transaction', 'eth_sendTransaction', [{ from, to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x38d7ea4c68000' }])}>
        Send 0.001 ETH
      </button>
      <button
        type="button"
        // Issue 14: gas 21,000 x max fee 10,000 gwei = 0.21 ETH, above the wallet's default fee cap (0.05 ETH).
        onClick={() => void run('transaction', 'eth_sendTransaction', [{ from, to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x1', gas: '0x5208', maxFeePerGas: '0x9184e72a000' }])}
      >
        Send with a 0.21 ETH fee
      </button>
      <button
        type="button"
        onClick={() => {
          // EIP-5792: two calls in one approval (1 wei and 0.002 ETH to two test accounts).
          const chainId = `0x${Number(portico.getState().networks.active.eip155?.split(':')[1] ?? 1).toString(16)}`
          const calls = [{ to: '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC', value: '0x1' }, { to: '0x90F79bf6EB2c4f870365E785982E1f101E93b906', value: '0x71afd498d0000', data: '0x' }]
          void portico.connection
            .request('eip155', { method: 'wallet_sendCalls', params: [{ version: '2.0.0', chainId, from, calls }] })
            .then((value) => {
              setCallsId((value as { id: string }).id)
              setResult({ label: 'calls', value: JSON.stringify(value), failed: false })
            })
            .catch((error: unknown) => setResult({ label: 'calls', value: error instanceof Error ? error.message.split('\n')[0] ?? '' : String(error), failed: true }))
        }}
      >
        Send 2 calls
      </button>
      <button type="button" disabled={!callsId} onClick={() => void run('calls status', 'wallet_getCallsStatus', [callsId])}>
        Calls status
      </button>
      <button type="button" onClick={() => void run('balance', 'eth_getBalance', [from, 'latest'])}>
        Read balance
      </button>
      <button type="button" onClick={() => void run('not allowed', 'eth_sign', [from, message])}>
        Call eth_sign (not allowed)
      </button>
      <button type="button" onClick={() => portico.open({ view: 'AccountSettings' })}>
        Account settings
      </button>
      {result && (
        <p data-testid="demo-email-result" data-failed={result.failed ? 'true' : 'false'}>
          {result.label}: {result.value}
        </p>
      )}
    </section>
  )
}
