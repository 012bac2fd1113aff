import { useSearchParams } from 'react-router'
import { usePanels } from '../../lib/panels.ts'
import { LazyWhen, lazyComponent } from '../../ui/lazy-when.tsx'
import { SELECT_TIME_PARAM } from '../order-time/index.ts'

const orderControlPanel = lazyComponent(() =>
  import('../order-control/lazy.ts').then((module) => module.OrderControlPanel),
)
const deliveryPanel = lazyComponent(() =>
  import('../delivery/lazy.ts').then((module) => module.DeliveryPanel),
)
const groupOrderPanel = lazyComponent(() =>
  import('../group-order/lazy.ts').then((module) => module.GroupOrderPanel),
)
const selectTimeModal = lazyComponent(() =>
  import('../order-time/lazy.ts').then((module) => module.SelectTimeModal),
)

/**
 * The order-control, delivery and group order panels and the select-time modal (spec §2), mounted once for every
 * page but loaded only when first wanted: a panel when it opens, the modal when ?selectTime=true.
 */
export function LazyOrderingPanels() {
  const open = usePanels((state) => state.open)
  const [params] = useSearchParams()
  return (
    <>
      <LazyWhen when={open === 'order-control'} component={orderControlPanel} props={{}} />
      <LazyWhen when={open === 'delivery'} component={deliveryPanel} props={{}} />
      <LazyWhen when={open === 'group-order'} component={groupOrderPanel} props={{}} />
      <LazyWhen when={params.get(SELECT_TIME_PARAM) === 'true'} component={selectTimeModal} props={{}} />
    </>
  )
}
