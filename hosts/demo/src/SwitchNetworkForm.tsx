import { useState } from 'react'
import { BaseError, type CaipNetworkId } from 'portico'
import { useNetwork } from 'portico/react'

/**
 * A host's own network switch: any CAIP-2 id typed here goes to `switchNetwork`, as a host that
 * reads the network from its URL or its own menu would call it. An id the host did not list
 * shows the spec's alert 'Network Not Found' (once) and the error text here (QA and tests).
 */
export function SwitchNetworkForm() {
  const { switchNetwork } = useNetwork()
  const [id, setId] = useState('')
  const [result, setResult] = useState('-')
  const submit = async () => {
    setResult('switching')
    try {
      // Typed text, unchecked on purpose: Portico checks it against the host's networks.
      await switchNetwork(id.trim() as CaipNetworkId)
      setResult('switched')
    } catch (error) {
      setResult(error instanceof BaseError ? error.shortMessage : String(error))
    }
  }
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault()
        void submit()
      }}
    >
      <label>
        Network id <input data-testid="demo-switch-network-id" value={id} onChange={(e) => {
            setId(e.target.value)
            setResult('-')
          }} placeholder="eip155:1" />
      </label>
      <button type="submit" disabled={id.trim() === ''}>
        Switch to this network
      </button>
      <output data-testid="demo-switch-network-result">{result}</output>
    </form>
  )
}
