import type { TLocation } from '@deli/contracts'
import { useOrderContext, useOrderContextHydrated } from '../../lib/order-context.ts'
import { LazyWhen, lazyComponent } from '../../ui/lazy-when.tsx'

const browsingNote = lazyComponent(() => import('../locations/lazy.ts').then((module) => module.BrowsingNote))

/**
 * The note on another store's menu (ADR 048), loaded apart from the menu page's first JavaScript
 * (ADR 037: its budget): it depends on the order kept in this browser, so it never renders on the
 * server, and it mounts only when the menu is not the order's.
 */
export function LazyBrowsingNote({ location }: { location: TLocation }) {
  const isHydrated = useOrderContextHydrated()
  const current = useOrderContext((state) => state.location)
  const isOtherStore = isHydrated && current !== null && current.menu_id !== location.menu_id
  return <LazyWhen when={isOtherStore} component={browsingNote} props={{ location }} />
}
