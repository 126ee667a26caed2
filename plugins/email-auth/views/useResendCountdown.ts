import { useEffect, useState } from 'react'
import { createStorageAccess, type Portico } from 'portico'
import { EMAIL_THROTTLE_MS } from '../createEmailAuthController'

/** Seconds until another code may be requested (the 30 s throttle), counting down. */
export function useResendCountdown(portico: Portico): number {
  const read = () => {
    const last = createStorageAccess(portico.services.storage).lastEmailLoginTime.get()
    return last === undefined ? 0 : Math.max(0, Math.ceil((EMAIL_THROTTLE_MS - (Date.now() - last)) / 1000))
  }
  const [seconds, setSeconds] = useState(read)
  useEffect(() => {
    const timer = setInterval(() => setSeconds(read()), 1000)
    return () => clearInterval(timer)
  })
  return seconds
}
