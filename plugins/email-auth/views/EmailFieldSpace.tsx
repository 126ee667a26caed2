/**
 * The email field's place in the Connect view while its chunk loads: the same boxes as
 * EmailLogin's form (field and button) with `visibility: hidden`, so neither focusable nor
 * announced. The opened dialog has its final height at once and does not grow again when the
 * field arrives (issue 15).
 */
export function EmailFieldSpace() {
  return (
    <div className="pc-email-form" style={{ visibility: 'hidden' }}>
      <input className="pc-input" />
      <button className="pc-button">{'\u00a0'}</button>
    </div>
  )
}
