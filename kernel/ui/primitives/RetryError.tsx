/** A failure the visitor can retry: the message, announced, and a "Try again" button. */
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
