import { useSearchParams } from 'react-router'
import { usePanels } from '../../lib/panels.ts'
import { lazyWhen } from '../../ui/lazy-when.tsx'
import { SELECT_TIME_PARAM } from '../order-time/select-time-param.ts'

const OrderControlPanel = lazyWhen(() =>
  import('../order-control/order-control-panel.tsx').then((module) => module.OrderControlPanel),
)
const DeliveryPanel = lazyWhen(() =>
  import('../delivery/delivery-panel.tsx').then((module) => module.DeliveryPanel),
)
const SelectTimeModal = lazyWhen(() =>
  import('../order-time/select-time-modal.tsx').then((module) => module.SelectTimeModal),
)

/**
 * The order-control and delivery panels and the select-time modal (spec §2), mounted once for every
 * page but loaded only when first wanted: a panel when it opens, the modal when ?selectTime=true.
 */
export function LazyOrderingPanels() {
  const open = usePanels((state) => state.open)
  const [params] = useSearchParams()
  return (
    <>
      <OrderControlPanel when={open === 'order-control'} />
      <DeliveryPanel when={open === 'delivery'} />
      <SelectTimeModal when={params.get(SELECT_TIME_PARAM) === 'true'} />
    </>
  )
}
