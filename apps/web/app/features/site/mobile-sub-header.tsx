import { MobileGroupCountdown } from '../group-order/index.ts'
import { OrderPlaceButton } from '../order-control/index.ts'

/**
 * Small screens: the current order's address or 'Order Now', opening the order-control panel, and
 * in a group order the countdown to its deadline (spec §2).
 */
export function MobileSubHeader() {
  return (
    <div className="mobile-sub-header">
      <OrderPlaceButton className="mobile-sub-header__button" />
      <MobileGroupCountdown />
    </div>
  )
}
