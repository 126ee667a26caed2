import { useCallback, useEffect, useRef, useState } from 'react'
import { UserRejectedRequestError } from '../../connectors/errors'
import type { Portico } from '../../createPortico'
import { BaseError } from '../../errors/base'
import { messages } from '../../errors/messages'
import { RetryError } from '../primitives/RetryError'
import { Spinner } from '../primitives/Spinner'
import { WalletIcon } from '../primitives/WalletIcon'
import { useSelector } from '../useSelector'

type Attempt = { state: 'pending' } | { state: 'failed'; message: string; declined: boolean }

const describe = (error: unknown) => ({
  declined: error instanceof UserRejectedRequestError,
  message:
    error instanceof UserRejectedRequestError
      ? 'Connection declined'
      : error instanceof BaseError
        ? error.shortMessage
        : messages.somethingWentWrong,
})

/** Waits for a browser wallet's approval; a declined or failed request offers a retry. */
export function ConnectingExternalView({ portico }: { portico: Portico }) {
  const connectorId = useSelector(portico, (state) => {
    const data = state.router.history[state.router.history.length - 1]?.data
    return typeof data?.connectorId === 'string' ? data.connectorId : undefined
  })
  const connector = useSelector(portico, (state) => state.connectors.list.find((c) => c.id === connectorId))
  const [attempt, setAttempt] = useState<Attempt>({ state: 'pending' })
  const [round, setRound] = useState(0)
  const started = useRef(-1)

  useEffect(() => {
    // One request per round, also under StrictMode's double effects.
    if (!connectorId || started.current === round) return
    started.current = round
    portico.connection.connect(connectorId).catch((error: unknown) => setAttempt({ state: 'failed', ...describe(error) }))
  }, [portico, connectorId, round])

  const retry = useCallback(() => {
    setAttempt({ state: 'pending' })
    setRound((n) => n + 1)
  }, [])

  const name = connector?.name ?? 'your wallet'
  return (
    <div className="pc-stack">
      <div key={round} className={attempt.state === 'failed' ? 'pc-shake' : undefined}>
        <WalletIcon name={name} imageUrl={connector?.imageUrl} large />
      </div>
      {attempt.state === 'pending' ? (
        <>
          <Spinner label={`Waiting for ${name}`} />
          <p>Continue in {name}</p>
          <p className="pc-muted">Accept the connection request in the wallet.</p>
        </>
      ) : (
        <RetryError message={attempt.message} onRetry={retry} />
      )}
    </div>
  )
}
