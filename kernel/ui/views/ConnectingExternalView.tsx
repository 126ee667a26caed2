import { useCallback, useEffect, useRef, useState } from 'react'
import { UserRejectedRequestError } from '../../connectors/errors'
import type { Portico } from '../../createPortico'
import { BaseError } from '../../errors/base'
import { messages } from '../../errors/messages'
import { kernelTexts } from '../../i18n/kernelTexts'
import { RetryError } from '../primitives/RetryError'
import { Spinner } from '../primitives/Spinner'
import { WalletIcon } from '../primitives/WalletIcon'
import { useSelector } from '../useSelector'
import { useTexts } from '../useTexts'

type Attempt = { state: 'pending' } | { state: 'failed'; message: string; declined: boolean }

const describe = (error: unknown) => ({
  declined: error instanceof UserRejectedRequestError,
  message:
    error instanceof UserRejectedRequestError
      ? messages.pairingDeclined
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

  const t = useTexts(portico, kernelTexts)
  const name = connector?.name ?? t('yourWallet')
  return (
    <div className="pc-stack">
      <div key={round} className={attempt.state === 'failed' ? 'pc-shake' : undefined}>
        <WalletIcon name={name} imageUrl={connector?.imageUrl} large />
      </div>
      {attempt.state === 'pending' ? (
        <>
          <Spinner label={t('waitingFor', { name })} />
          <p>{t('continueIn', { name })}</p>
          <p className="pc-muted">{t('acceptConnection')}</p>
        </>
      ) : (
        <RetryError message={attempt.message} onRetry={retry} />
      )}
    </div>
  )
}
