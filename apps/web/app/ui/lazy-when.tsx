import { type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect, useState } from 'react'

/** A component whose code is fetched apart from the page's first JavaScript. */
export type TLazyComponent<P extends object> = {
  Component: LazyExoticComponent<ComponentType<P>>
  preload: () => Promise<unknown>
}

/** Declares a lazily loaded component (at module level, so React keeps its identity). */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): TLazyComponent<P> {
  return { Component: lazy(() => load().then((component) => ({ default: component }))), preload: load }
}

/**
 * Keeps a component out of the page's first JavaScript (the budget of ARCHITECTURE.md § Quality bars): its chunk is fetched
 * when the browser is idle, it mounts the first time `when` is true and stays mounted after that
 * (so closing and focus return still work).
 */
export function LazyWhen<P extends object>(props: { when: boolean; component: TLazyComponent<P>; props: P }) {
  const { when, component } = props
  const [isWanted, setWanted] = useState(false)
  useEffect(() => {
    if (when) setWanted(true)
  }, [when])
  useEffect(() => {
    const preload = () => void component.preload()
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(preload, { timeout: 3000 })
      return () => window.cancelIdleCallback(id)
    }
    const timer = setTimeout(preload, 1500)
    return () => clearTimeout(timer)
  }, [component])
  if (!isWanted && !when) return null
  return (
    <Suspense fallback={null}>
      <component.Component {...props.props} />
    </Suspense>
  )
}
