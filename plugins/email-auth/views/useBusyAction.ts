import { useState } from 'react'
import { describeError } from './describeError'

/**
 * Runs one frame request at a time for a view: `busy` while it runs, the failure's text in
 * `error`; `run` resolves to whether the work succeeded.
 */
export function useBusyAction() {
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | undefined>()
  const run = async (work: () => Promise<unknown>): Promise<boolean> => {
    setBusy(true)
    setError(undefined)
    try {
      await work()
      return true
    } catch (caught) {
      setError(describeError(caught))
      return false
    } finally {
      setBusy(false)
    }
  }
  return { busy, error, setError, run }
}
