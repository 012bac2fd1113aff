import { type ComponentType, lazy, Suspense, useEffect, useState } from 'react'

/**
 * A component kept out of the page's first JavaScript (DESIGN.md §7 budget): its chunk is fetched
 * when the browser is idle, it mounts the first time `when` is true and stays mounted after that
 * (so closing animations and focus return still work).
 */
export function lazyWhen<P extends object>(load: () => Promise<ComponentType<P>>) {
  const Lazy = lazy(() => load().then((component) => ({ default: component })))
  return function LazyWhen({ when, ...props }: P & { when: boolean }) {
    const [isWanted, setWanted] = useState(false)
    useEffect(() => {
      if (when) setWanted(true)
    }, [when])
    useEffect(() => {
      const preload = () => void load()
      if ('requestIdleCallback' in window) {
        const id = window.requestIdleCallback(preload, { timeout: 3000 })
        return () => window.cancelIdleCallback(id)
      }
      const timer = setTimeout(preload, 1500)
      return () => clearTimeout(timer)
    }, [])
    if (!isWanted && !when) return null
    return (
      <Suspense fallback={null}>
        <Lazy {...(props as P)} />
      </Suspense>
    )
  }
}
