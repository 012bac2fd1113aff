import { MobileGroupCountdown } from '../group-order/index.ts'
import { OrderPlaceButton } from '../order-control/index.ts'
import { FindADeli } from './find-a-deli.tsx'

/**
 * Small screens: the current order's address or 'Order Now', opening the order-control panel, beside
 * it 'Find a Deli' (the location search popup, spec §2), and in a group order the countdown to its
 * deadline (spec §2).
 */
export function MobileSubHeader() {
  return (
    <div className="mobile-sub-header">
      <div className="mobile-sub-header__row">
        <OrderPlaceButton className="mobile-sub-header__button" />
        <FindADeli className="mobile-sub-header__find" />
      </div>
      <MobileGroupCountdown />
    </div>
  )
}
