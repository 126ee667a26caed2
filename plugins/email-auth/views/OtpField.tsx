import { useId, useState } from 'react'

/**
 * A 6-digit code field: digits only, paste-friendly, submits by itself at 6 digits.
 * `busy` disables it while a submit runs; the value clears after a failed submit.
 */
export function OtpField({ onComplete, busy, label }: { onComplete(code: string): Promise<boolean>; busy: boolean; label: string }) {
  const [value, setValue] = useState('')
  const id = useId()
  const change = (raw: string) => {
    const digits = raw.replace(/\D/g, '').slice(0, 6)
    setValue(digits)
    if (digits.length === 6) void onComplete(digits).then((ok) => !ok && setValue(''))
  }
  return (
    <div className="pc-stack">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        className="pc-input pc-otp"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]{6}"
        maxLength={6}
        value={value}
        disabled={busy}
        onChange={(event) => change(event.target.value)}
        data-testid="email-auth-otp"
      />
    </div>
  )
}
