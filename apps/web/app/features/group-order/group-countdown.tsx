import { useEffect, useState } from 'react'
import { formatTimeLeft, MINUTE_MS } from './time-left.ts'

/**
 * Countdown to the group order's deadline (spec §2 mobile sub-header, header manager), ticking each
 * minute. Plain text without live announcements (it is read when reached, not every minute), so it
 * also names the buttons it sits in.
 */
export function GroupCountdown(props: { deadlineAt: string; className?: string }) {
  const at = Date.parse(props.deadlineAt)
  const [now, setNow] = useState<number | null>(null)
  useEffect(() => {
    setNow(Date.now())
    const timer = setInterval(() => setNow(Date.now()), MINUTE_MS / 4)
    return () => clearInterval(timer)
  }, [])
  if (now === null || Number.isNaN(at)) return null
  const left = formatTimeLeft(at, now)
  if (at <= now) return <span className={props.className}>{left}</span>
  // The lead words may be hidden visually where space is short (the header); they stay in the name.
  return (
    <span className={props.className}>
      <span className="group-countdown__lead">Group order closes in </span>
      {left}
    </span>
  )
}
