import { usePanels } from '../../lib/panels.ts'
import { lazyWhen } from '../../ui/lazy-when.tsx'

const BagPanel = lazyWhen(() => import('./bag-panel.tsx').then((module) => module.BagPanel))

/** The bag panel, loaded apart from the page's first JavaScript and mounted when the bag first opens. */
export function LazyBagPanel() {
  const isOpen = usePanels((state) => state.open === 'bag')
  return <BagPanel when={isOpen} />
}
