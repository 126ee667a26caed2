import { useState } from 'react'
import { useConnection, useSignMessage } from 'wagmi'
import { errorText } from './errorText'

/** Signs a text with the connected wallet (`personal_sign` through Portico), with wagmi's `useSignMessage`. */
export function SignPanel() {
  const { status } = useConnection()
  const [message, setMessage] = useState('Hello from a wagmi app on Portico')
  const sign = useSignMessage()
  if (status !== 'connected') return null
  return (
    <section className="demo-panel" aria-label="wagmi sign">
      <h2>Sign (useSignMessage)</h2>
      <label>
        Message <input value={message} onChange={(event) => setMessage(event.target.value)} />
      </label>
      <button type="button" disabled={sign.isPending} onClick={() => sign.mutate({ message })}>
        Sign message
      </button>
      {sign.data && <p data-testid="wagmi-signature">{sign.data}</p>}
      {sign.error && <p data-testid="wagmi-sign-error">{errorText(sign.error)}</p>}
    </section>
  )
}
