import { useEffect, useState } from 'react'

/** Milliseconds left until `until` (ISO instant), ticking every second while above zero. */
export function useCountdown(until: string | null): number {
  const end = until ? new Date(until).getTime() : 0
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    setNow(Date.now())
    if (!end) return
    const timer = setInterval(() => {
      const current = Date.now()
      setNow(current)
      if (current >= end) clearInterval(timer)
    }, 1000)
    return () => clearInterval(timer)
  }, [end])
  return end ? Math.max(0, end - now) : 0
}
