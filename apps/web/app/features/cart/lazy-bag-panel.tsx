import { lazy, Suspense, useEffect, useState } from 'react'
import { usePanels } from '../../lib/panels.ts'

const loadBagPanel = () => import('./bag-panel.tsx')
const BagPanel = lazy(() => loadBagPanel().then((module) => ({ default: module.BagPanel })))

/**
 * The bag panel, loaded apart from the page's first JavaScript (DESIGN.md §7 budget): fetched when
 * the browser is idle, mounted the first time the bag opens and kept from then on.
 */
export function LazyBagPanel() {
  const isOpen = usePanels((state) => state.open === 'bag')
  const [isWanted, setWanted] = useState(false)
  useEffect(() => {
    if (isOpen) setWanted(true)
  }, [isOpen])
  useEffect(() => {
    const preload = () => void loadBagPanel()
    if ('requestIdleCallback' in window) {
      const id = window.requestIdleCallback(preload, { timeout: 3000 })
      return () => window.cancelIdleCallback(id)
    }
    const timer = setTimeout(preload, 1500)
    return () => clearTimeout(timer)
  }, [])
  if (!isWanted && !isOpen) return null
  return (
    <Suspense fallback={null}>
      <BagPanel />
    </Suspense>
  )
}
