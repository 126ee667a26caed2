import { useState } from 'react'
import { parseEther, type Hash } from 'viem'
import { useConnection } from 'wagmi'
import type { Portico } from 'portico'
import { errorText } from './errorText'

type Outcome = { label: string; value: string; failed: boolean }

/** The receiver of the viem example's send: anvil's account #2. */
const VIEM_RECEIVER = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'

/**
 * Outside wagmi, the same connection through `portico.getProvider('eip155')`: the README's
 * ethers v6 and viem examples, run as written (each loads on first click).
 */
export function ProviderExamplesPanel({ portico }: { portico: Portico }) {
  const { chain } = useConnection()
  const [outcome, setOutcome] = useState<Outcome | undefined>()
  const run = (label: string, task: () => Promise<string>) =>
    void task()
      .then((value) => setOutcome({ label, value, failed: false }))
      .catch((error: Error) => setOutcome({ label, value: errorText(error), failed: true }))
  const sendWithViem = (): Promise<Hash> => {
    if (!chain) return Promise.reject(new Error('Connect first: the example sends on the wallet chain'))
    return import('./viemExample').then(({ sendWithViem }) => sendWithViem(portico, { chain, to: VIEM_RECEIVER, value: parseEther('0.002') }))
  }
  return (
    <section className="demo-panel" aria-label="getProvider examples">
      <h2>Without wagmi: portico.getProvider(&apos;eip155&apos;)</h2>
      <button type="button" onClick={() => run('ethers', async () => JSON.stringify(await (await import('./ethersExample')).signWithEthers(portico, 'Hello from ethers v6')))}>
        Sign with ethers v6
      </button>
      <button type="button" onClick={() => run('viem', sendWithViem)}>
        Send 0.002 ETH with viem
      </button>
      {outcome && (
        <p data-testid="provider-example-result" data-example={outcome.label} data-failed={outcome.failed ? 'true' : 'false'}>
          {outcome.value}
        </p>
      )}
    </section>
  )
}
