import { OrderPlaceButton } from '../order-control/index.ts'

/** Small screens: the current order's address or 'Order Now', opening the order-control panel (spec §2). */
export function MobileSubHeader() {
  return (
    <div className="mobile-sub-header">
      <OrderPlaceButton className="mobile-sub-header__button" />
    </div>
  )
}
