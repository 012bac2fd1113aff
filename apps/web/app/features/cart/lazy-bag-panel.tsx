import { usePanels } from '../../lib/panels.ts'
import { LazyWhen, lazyComponent } from '../../ui/lazy-when.tsx'

const bagPanel = lazyComponent(() => import('./bag-panel.tsx').then((module) => module.BagPanel))

/** The bag panel, loaded apart from the page's first JavaScript and mounted when the bag first opens. */
export function LazyBagPanel() {
  const isOpen = usePanels((state) => state.open === 'bag')
  return <LazyWhen when={isOpen} component={bagPanel} props={{}} />
}
