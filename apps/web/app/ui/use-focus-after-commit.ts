import { useCallback, useEffect, useRef, useState } from 'react'

type TTarget = () => HTMLElement | null | undefined

/**
 * Moves focus once React has committed the render the caller's own state changes start — to an
 * element that render puts back on the page (the button a closed form was opened from). A frame
 * timer is not enough: a render started outside an event (a mutation's answer) may commit after
 * the next frame, when the element is not there yet.
 */
export function useFocusAfterCommit(): (target: TTarget) => void {
  const target = useRef<TTarget | null>(null)
  const [request, setRequest] = useState(0)
  useEffect(() => {
    if (request === 0 || !target.current) return
    target.current()?.focus()
    target.current = null
  }, [request])
  return useCallback((next: TTarget) => {
    target.current = next
    setRequest((count) => count + 1)
  }, [])
}
