/**
 * A failure the visitor can retry: the message, announced (`role="alert"`), and a "Try again"
 * button that calls `onRetry`.
 *
 * @example
 * import { RetryError } from 'portico/react'
 * export const Failed = ({ retry }: { retry: () => void }) => <RetryError message="Connection failed" onRetry={retry} />
 */
export function RetryError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <>
      <p className="pc-error" role="alert">
        {message}
      </p>
      <button type="button" className="pc-button" onClick={onRetry}>
        Try again
      </button>
    </>
  )
}
