import { useEffect, useRef, useState } from 'react'

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'touchstart', 'wheel'] as const

/**
 * Milliseconds since the last touch, key or wheel on the page, ticking once a second while `isWatching`
 * (nothing is counted on an idle start screen). While `isHeld` (the warning is up) a touch does not
 * count: the warning's own button answers it, so the tap that closes it never lands on what is under
 * it. `restart` counts from now again.
 */
export function useIdleTime(isWatching: boolean, isHeld: boolean): { idleMs: number; restart: () => void } {
  const [lastActivity, setLastActivity] = useState(() => Date.now())
  const [now, setNow] = useState(() => Date.now())
  const held = useRef(isHeld)
  held.current = isHeld
  useEffect(() => {
    const touched = () => {
      if (held.current) return
      const at = Date.now()
      setLastActivity(at)
      setNow(at)
    }
    for (const name of ACTIVITY_EVENTS)
      window.addEventListener(name, touched, { passive: true, capture: true })
    return () => {
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, touched, { capture: true })
    }
  }, [])
  useEffect(() => {
    if (!isWatching) return
    const timer = setInterval(() => setNow(Date.now()), 1000)
    return () => clearInterval(timer)
  }, [isWatching])
  return {
    idleMs: isWatching ? Math.max(0, now - lastActivity) : 0,
    restart: () => {
      const at = Date.now()
      setLastActivity(at)
      setNow(at)
    },
  }
}
