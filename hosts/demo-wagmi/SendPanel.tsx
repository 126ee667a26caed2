import { useEffect, useState } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { isAddress, parseEther } from 'viem'
import { useConnection, useSendTransaction, useWaitForTransactionReceipt } from 'wagmi'
import { errorText } from './errorText'

/** Anvil's account #1: a receiver that exists on every local chain. */
const DEFAULT_RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

/** The amount typed in ETH, as wei (exact: parsed from the decimal text, never a float), or an error text. */
function parseAmount(text: string): bigint | string {
  try {
    const value = parseEther(text.trim())
    return value > 0n ? value : 'Enter an amount above 0'
  } catch {
    return 'Enter an amount in ETH, like 0.001'
  }
}

/**
 * Sends ETH on the connected chain with wagmi's `useSendTransaction` (the wallet signs through
 * Portico) and follows it with `useWaitForTransactionReceipt`; the balance is read again once
 * it lands.
 */
export function SendPanel() {
  const { status } = useConnection()
  const [to, setTo] = useState(DEFAULT_RECEIVER)
  const [amount, setAmount] = useState('0.001')
  const send = useSendTransaction()
  const receipt = useWaitForTransactionReceipt({ hash: send.data })
  const queryClient = useQueryClient()
  useEffect(() => {
    if (receipt.isSuccess) void queryClient.invalidateQueries({ queryKey: ['balance'] })
  }, [receipt.isSuccess, queryClient])
  if (status !== 'connected') return null
  const value = parseAmount(amount)
  const invalid = !isAddress(to) ? 'Enter a 0x address' : typeof value === 'string' ? value : undefined
  return (
    <section className="demo-panel" aria-label="wagmi send">
      <h2>Send (useSendTransaction)</h2>
      <label>
        To <input value={to} onChange={(event) => setTo(event.target.value)} />
      </label>
      <label>
        Amount (ETH) <input value={amount} onChange={(event) => setAmount(event.target.value)} />
      </label>
      <button
        type="button"
        disabled={Boolean(invalid) || send.isPending}
        onClick={() => typeof value === 'bigint' && isAddress(to) && send.mutate({ to, value })}
      >
        Send
      </button>
      {invalid && <p>{invalid}</p>}
      {send.data && (
        <p>
          Transaction <span data-testid="wagmi-tx-hash">{send.data}</span>:{' '}
          <span data-testid="wagmi-tx-status">{receipt.data ? receipt.data.status : receipt.isError ? 'failed' : 'pending'}</span>
          {receipt.data && <> in block {receipt.data.blockNumber.toString()}</>}
        </p>
      )}
      {send.error && <p data-testid="wagmi-send-error">{errorText(send.error)}</p>}
    </section>
  )
}
