import { kernelTexts } from '../../i18n/kernelTexts'
import { useContextI18n } from '../useTexts'

/**
 * A failure the visitor can retry: the message, announced (`role="alert"`), and a "Try again"
 * button that calls `onRetry`; both in the current locale (a spec text such as 'Connection
 * declined' is shown translated).
 *
 * @example
 * import { RetryError } from 'portico/react'
 * export const Failed = ({ retry }: { retry: () => void }) => <RetryError message="Connection failed" onRetry={retry} />
 */
export function RetryError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const i18n = useContextI18n()
  return (
    <>
      <p className="pc-error" role="alert">
        {i18n ? i18n.message(message) : message}
      </p>
      <button type="button" className="pc-button" onClick={onRetry}>
        {i18n ? i18n.t(kernelTexts, 'tryAgain') : kernelTexts.en.tryAgain}
      </button>
    </>
  )
}
